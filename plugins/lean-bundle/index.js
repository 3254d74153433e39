// Client bundle settings that keep the first load of every page small as the site grows (budgets.json).
// - Chunk files are named by chunk id, not by Docusaurus's chunk name: the runtime then needs one id → hash
//   map instead of an extra id → name map, which grows with every route.
// - CSS is one file for the code every page loads; CSS of code that only some pages load (landing pages,
//   the search page, page components) ships with that code. Docusaurus merges all CSS into one file to avoid
//   order problems between split files (facebook/docusaurus#2006); our split CSS is CSS modules with their
//   own class names, and cascade layers (future.v4) fix the order of the global styles.
// - The route registry drops a string per route that only server rendering reads (registry-loader.js).
const path = require('node:path');

module.exports = function leanBundle() {
  return {
    name: 'lean-bundle',
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      for (const plugin of config.plugins ?? []) {
        if (plugin?.constructor?.name?.includes('CssExtract') && plugin.options?.chunkFilename) {
          plugin.options.chunkFilename = 'assets/css/[id].[contenthash:8].css';
        }
      }
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        optimization: {splitChunks: {cacheGroups: {styles: {chunks: 'initial'}}}},
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, enforce: 'pre', use: [path.join(__dirname, 'registry-loader.js')]}],
        },
      };
    },
  };
};
