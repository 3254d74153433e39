// Every contact lean-bundle has with Docusaurus and bundler internals, in one place. Each asserts that it
// applied; when one does not (an upgrade changed what it relies on) the build fails naming the patch and the
// Docusaurus version, instead of quietly shipping bigger bundles.
//   routes-module    .docusaurus/routes.js is read with a regex and `new Function` into the route tree
//   route-matching   URLs are matched against that tree like react-router-config (path / exact / routes keys)
//   registry-names   the module-name strings of .docusaurus/registry.js are blanked by a regex
//   lazy-routes      the client's `@docusaurus/ComponentCreator` alias points at lazy-route-component.js
//   prism-client-module  the theme's client module that loads Prism on every page resolves to an empty module;
//                    the build fails if Prism is still in a chunk of the first load
const fs = require('node:fs');
const path = require('node:path');
const {matchChain} = require('./route-match');

const DOCUSAURUS_VERSION = require('@docusaurus/core/package.json').version;

/** @param {string} patch @param {string} detail @returns {never} */
function fail(patch, detail) {
  throw new Error(
    `[lean-bundle] patch "${patch}" did not apply with Docusaurus ${DOCUSAURUS_VERSION}: ${detail}. ` +
      'See internals/build/bundle.js and internals/README.md: adapt the patch to the new internals or remove it.',
  );
}

/** routes-module: the route tree of .docusaurus/routes.js, each `component` as its routesChunkNames key. */
function loadRoutes(generatedFilesDir) {
  const file = path.join(generatedFilesDir, 'routes.js');
  const source = fs
    .readFileSync(file, 'utf8')
    .replace(/^import .*$/gm, '')
    .replace(/ComponentCreator\(('[^']*'), '(\w+)'\)/g, "$1 + '-$2'")
    .replace(/ComponentCreator\(('[^']*')\)/g, '$1')
    .replace('export default', 'return');
  let routes;
  try {
    routes = new Function(source)();
  } catch (error) {
    fail('routes-module', `${file} no longer evaluates once its imports are removed (${String(error)})`);
  }
  const wellFormed = (list) =>
    Array.isArray(list) &&
    list.length > 0 &&
    list.every(
      (route) =>
        typeof route.path === 'string' &&
        typeof route.component === 'string' &&
        (!route.routes || wellFormed(route.routes)),
    );
  if (!wellFormed(routes)) fail('routes-module', `${file} did not give a tree of {path, component, routes?}`);
  return routes;
}

/** route-matching: every page Docusaurus built must end its chain at its own route (404 pages at the catch-all). */
function assertEveryRouteMatchesItself(routes, routesPaths) {
  const strip = (p) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  const wrong = routesPaths.filter((pathname) => {
    const last = matchChain(routes, pathname).at(-1);
    if (!last) return true;
    return last.path === '*' ? !/(^|\/)404(\.html)?$/.test(pathname) : strip(last.path) !== strip(pathname);
  });
  if (wrong.length)
    fail(
      'route-matching',
      `${wrong.length} built route(s) do not match themselves, e.g. ${wrong.slice(0, 3).join(', ')}`,
    );
}

/**
 * registry-names: each registry entry is [loader, "@site/…/page.mdx", webpackId]; react-loadable reads the name
 * only during server rendering, so the browser copy drops it. Every entry must lose its name.
 */
function blankRegistryNames(source) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  let blanked = 0;
  const out = source.replace(/\), "[^"]+", require\.resolveWeak\(/g, () => {
    blanked += 1;
    return '), "", require.resolveWeak(';
  });
  if (entries === 0 || blanked !== entries) fail('registry-names', `blanked ${blanked} of ${entries} registry entries`);
  return out;
}

const REGISTRY_LOADER = path.join(__dirname, 'registry-loader.js');

/**
 * registry-names: the module rule that sends this pass's registry.js through the loader. The file lives in the
 * pass's generated-files folder (`.docusaurus/`, or `.generated/docusaurus-archive/` for an archive pass), so
 * the rule names that folder instead of assuming `.docusaurus`.
 */
function registryLoaderRule(generatedFilesDir) {
  const file = path.resolve(generatedFilesDir, 'registry.js');
  return {test: (/** @type {string} */ resource) => resource === file, enforce: 'pre', use: [REGISTRY_LOADER]};
}

/**
 * registry-names: a bundler plugin that checks, after the client compile, that the main bundle it emitted names no
 * module. Checked on the output, not by counting loader runs: a bundler cache can restore the blanked registry
 * without running the loader again.
 */
class RegistryBlankedPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('RegistryBlankedPlugin', (stats) => {
      const {assets = [], outputPath = compiler.outputPath} = stats.toJson({
        all: false,
        assets: true,
        outputPath: true,
      });
      const mains = assets.map((asset) => asset.name).filter((name) => /(^|\/)main\.[0-9a-f]+\.js$/.test(name));
      if (mains.length === 0) fail('registry-names', 'the client compile emitted no main bundle');
      const named = mains.filter((name) => fs.readFileSync(path.join(outputPath, name), 'utf8').includes('"@site/'));
      if (named.length) fail('registry-names', `${named.join(', ')} still name their modules ("@site/…")`);
    });
  }
}

const LAZY_ROUTE_COMPONENT = path.join(__dirname, 'lazy-route-component.js');

/**
 * lazy-routes: the resolve override that gives the client's routes module lazy-route-component.js, which wraps
 * Docusaurus' own ComponentCreator (reached through an alias of ours, so the override cannot loop).
 */
function lazyRoutesOverride(config) {
  const original = config.resolve?.alias?.['@docusaurus/ComponentCreator'];
  if (typeof original !== 'string' || !fs.existsSync(original))
    fail('lazy-routes', 'the client config has no `@docusaurus/ComponentCreator` alias to a file');
  return {
    resolve: {
      alias: {
        '@docusaurus/ComponentCreator': LAZY_ROUTE_COMPONENT,
        '@lean-bundle/component-creator': original,
      },
    },
  };
}

const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);
const EMPTY_MODULE = path.join(__dirname, 'empty-module.js');

/**
 * prism-client-module: the resolve override that empties theme-classic's client module `prism-include-languages`,
 * which imports Prism on every page; src/theme/CodeBlock/Content adds the languages where it loads Prism.
 * Docusaurus lists the module by its path without extension, so that exact request is aliased.
 */
function prismClientModuleOverride() {
  if (!fs.existsSync(`${PRISM_CLIENT_MODULE}.js`))
    fail('prism-client-module', `theme-classic has no client module ${PRISM_CLIENT_MODULE}.js`);
  return {resolve: {alias: {[`${PRISM_CLIENT_MODULE}$`]: EMPTY_MODULE}}};
}

/**
 * prism-client-module: names of modules from `packages` that a chunk of the first load (an initial chunk) holds,
 * given stats.toJson({chunks, ids, modules, nestedModules}); a concatenated module lists its parts as `modules`.
 */
function firstLoadModulesFrom({chunks = [], modules = []}, packages) {
  const initial = new Set(chunks.filter((chunk) => chunk.initial).map((chunk) => chunk.id));
  const names = (module) => [module.name ?? '', ...(module.modules ?? []).flatMap(names)];
  return modules
    .filter((module) => (module.chunks ?? []).some((id) => initial.has(id)))
    .flatMap(names)
    .filter((name) => packages.some((pkg) => name.includes(`node_modules/${pkg}/`)));
}

module.exports = {
  DOCUSAURUS_VERSION,
  EMPTY_MODULE,
  PRISM_CLIENT_MODULE,
  firstLoadModulesFrom,
  prismClientModuleOverride,
  LAZY_ROUTE_COMPONENT,
  lazyRoutesOverride,
  assertEveryRouteMatchesItself,
  RegistryBlankedPlugin,
  blankRegistryNames,
  registryLoaderRule,
  loadRoutes,
  matchChain,
};
