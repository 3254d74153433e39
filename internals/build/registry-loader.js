// Loader for .docusaurus/registry.js in the client bundle: drops the module names the browser never reads
// (bundle.js, registry-names).
const {blankRegistryNames} = require('./bundle');

module.exports = function registryLoader(source) {
  return blankRegistryNames(source);
};
