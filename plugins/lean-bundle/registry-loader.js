// Loader for .docusaurus/registry.js in the client bundle: drops the module names the browser never reads
// (internals.js, registry-names).
const {blankRegistryNames} = require('./internals');

module.exports = function registryLoader(source) {
  return blankRegistryNames(source);
};
