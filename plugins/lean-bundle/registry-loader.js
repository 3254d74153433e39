// Blanks the module-name strings of .docusaurus/registry.js in the client bundle. Each entry is
// [loader, "@site/…/page.mdx", webpackId]; react-loadable reads the name only to report rendered modules during
// server rendering, so in the browser it is dead weight that grows with every route.
module.exports = function registryLoader(source) {
  return source.replace(/\), "[^"]+", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
