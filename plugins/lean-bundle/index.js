// Client bundle settings that keep the first load of every page small as the site grows (budgets.json).
// - Chunk files are named by chunk id, not by Docusaurus's chunk name: the runtime then needs one id → hash
//   map instead of an extra id → name map, which grows with every route.
// - The route registry drops a string per route that only server rendering reads (registry-loader.js).
// - Route components are built on first use, not all of them as main.js is evaluated (lazy-route-component.js).
// - Prism is not part of the first load (src/theme/CodeBlock/Content says why); the build fails if it returns.
// - CSS stays Docusaurus' one stylesheet: splitting it by chunk saved ~4 kB gz per page but cost LCP and the
//   Lighthouse score (maintainers/decisions/0021).
// - npm start compiles a route's code when a page first asks for it.
const {
  assertEveryRouteMatchesItself,
  RegistryBlankedPlugin,
  firstLoadModulesFrom,
  lazyRoutesOverride,
  loadRoutes,
  prismClientModuleOverride,
  registryLoaderRule,
} = require('../../internals/build/bundle');

/** Packages that must stay out of the first load: the code that loads them on demand says why. */
const NOT_IN_FIRST_LOAD = ['prism-react-renderer', 'prismjs'];

/** Fails the build when a chunk of the first load holds a module of one of `packages`. */
class FirstLoadWithoutPlugin {
  constructor(packages) {
    this.packages = packages;
  }

  apply(compiler) {
    compiler.hooks.done.tap('FirstLoadWithoutPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        ids: true,
        modules: true,
        nestedModules: true,
        modulesSpace: Infinity,
        nestedModulesSpace: Infinity,
      });
      const found = firstLoadModulesFrom(json, this.packages);
      if (found.length)
        throw new Error(
          `[lean-bundle] the first load holds ${found.length} module(s) that must load on demand, e.g. ` +
            `${found.slice(0, 3).join(', ')}. Patch "prism-client-module" in internals/build/bundle.js ` +
            'did not apply, or new code imports them statically.',
        );
    });
  }
}

/**
 * `npm start`: Rspack compiles a route's code when a page first asks for it (lazy compilation), so the dev server
 * answers once the shell is compiled instead of after every page of the site. Rspack's middleware answers the
 * browser's compile requests; it comes from the compiler itself (`compiler.webpack` is the bundler's API).
 * Docusaurus merges this devServer into its own with webpack-merge, which calls both `setupMiddlewares` and joins
 * what they return: ours adds its middleware to the shared list and returns nothing, so no middleware runs twice.
 */
const lazyDevCompilation = () => ({
  lazyCompilation: {imports: true, entries: false},
  devServer: {
    setupMiddlewares: (middlewares, devServer) => {
      const middleware = devServer.compiler.webpack?.lazyCompilationMiddleware;
      if (typeof middleware !== 'function') {
        throw new Error('[lean-bundle] the dev bundler has no lazyCompilationMiddleware (Rspack ≥ 1.3 expected)');
      }
      middlewares.unshift({name: 'rspack-lazy-compilation', middleware: middleware(devServer.compiler)});
      return [];
    },
  },
});

module.exports = function leanBundle(context) {
  return {
    name: 'lean-bundle',
    configureWebpack(config, isServer, utils) {
      if (process.env.NODE_ENV !== 'production') {
        // Rspack only (webpack has no such option); LAZY_DEV=false compiles every route up front, as before.
        const lazy = !isServer && utils.currentBundler.name === 'rspack' && process.env.LAZY_DEV !== 'false';
        return lazy ? lazyDevCompilation() : {};
      }
      if (isServer) return {};
      return {
        resolve: {alias: {...lazyRoutesOverride(config).resolve.alias, ...prismClientModuleOverride().resolve.alias}},
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {rules: [registryLoaderRule(context.generatedFilesDir)]},
        plugins: [new FirstLoadWithoutPlugin(NOT_IN_FIRST_LOAD), new RegistryBlankedPlugin()],
      };
    },
    // The browser matches pages to routes the same way (crossBuildLinks): every built page must match itself.
    async postBuild({routesPaths}) {
      assertEveryRouteMatchesItself(loadRoutes(context.generatedFilesDir), routesPaths);
    },
  };
};
