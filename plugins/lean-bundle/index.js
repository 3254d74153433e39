// Client bundle settings that keep the first load of every page small as the site grows (budgets.json).
// - Chunk files are named by chunk id, not by Docusaurus's chunk name: the runtime then needs one id → hash
//   map instead of an extra id → name map, which grows with every route.
// - CSS is one file for the code every page loads; CSS of code that only some pages load (landing pages,
//   the search page, page components) ships with that code, and each page's HTML links the files it needs
//   (route-css.js), so the first paint is styled. Docusaurus merges all CSS into one file to avoid order
//   problems between split files (facebook/docusaurus#2006); our split CSS is CSS modules with their own
//   class names, linked after the shared stylesheet, and cascade layers (future.v4) order the global styles.
// - The route registry drops a string per route that only server rendering reads (registry-loader.js).
// - Route components are built on first use, not all of them as main.js is evaluated (lazy-route-component.js).
// - Prism is not part of the first load (src/theme/CodeBlock/Content says why); the build fails if it returns.
const fs = require('node:fs');
const path = require('node:path');
const {NOT_FOUND_ROUTE, cssForPath, htmlFileOf} = require('./route-css');
const {
  assertEveryRouteMatchesItself,
  RegistryBlankedPlugin,
  firstLoadModulesFrom,
  injectLinks,
  lazyRoutesOverride,
  loadRoutes,
  patchCssChunkNames,
  prismClientModuleOverride,
  registryLoaderRule,
  stylesGroupOverride,
} = require('../../internals/build/bundle');

/** Packages that must stay out of the first load: the code that loads them on demand says why. */
const NOT_IN_FIRST_LOAD = ['prism-react-renderer', 'prismjs'];

const CSS_MAP = 'lean-bundle-css.json';

/**
 * Writes chunk name → CSS files of its chunk group, for route-css.js. Docusaurus' catch-all route imports
 * @theme/NotFound without a chunk name; its CSS is filed under that route's own key, `*`.
 */
class ChunkCssMapPlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ChunkCssMapPlugin', (stats) => {
      const {namedChunkGroups = {}, chunks = []} = stats.toJson({
        all: false,
        chunkGroups: true,
        chunks: true,
        chunkOrigins: true,
      });
      const isCss = (file) => file.endsWith('.css');
      const map = {};
      for (const [name, group] of Object.entries(namedChunkGroups)) {
        const css = (group.assets ?? []).map((asset) => asset.name ?? asset).filter(isCss);
        if (css.length) map[name] = css;
      }
      const notFound = chunks
        .filter((chunk) => (chunk.origins ?? []).some((origin) => origin.request === '@theme/NotFound'))
        .flatMap((chunk) => chunk.files.filter(isCss));
      if (notFound.length) map[NOT_FOUND_ROUTE] = notFound;
      fs.writeFileSync(this.file, JSON.stringify(map));
    });
  }
}

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
 */
const lazyDevCompilation = () => ({
  lazyCompilation: {imports: true, entries: false},
  devServer: {
    setupMiddlewares: (middlewares, devServer) => {
      const middleware = devServer.compiler.webpack?.lazyCompilationMiddleware;
      if (typeof middleware !== 'function') {
        throw new Error('[lean-bundle] the dev bundler has no lazyCompilationMiddleware (Rspack ≥ 1.3 expected)');
      }
      return [{name: 'rspack-lazy-compilation', middleware: middleware(devServer.compiler)}, ...middlewares];
    },
  },
});

module.exports = function leanBundle(context) {
  const cssMapFile = path.join(context.generatedFilesDir, CSS_MAP);
  // LEAN_BUNDLE_ONE_CSS=true builds with Docusaurus' single stylesheet: the reference that
  // scripts/gates/check-css-order.mjs compares the split CSS against.
  const splitCss = process.env.LEAN_BUNDLE_ONE_CSS !== 'true';
  return {
    name: 'lean-bundle',
    configureWebpack(config, isServer) {
      if (process.env.NODE_ENV !== 'production')
        return isServer || process.env.LAZY_DEV === 'false' ? {} : lazyDevCompilation();
      if (isServer) return {};
      if (splitCss) patchCssChunkNames(config);
      return {
        resolve: {alias: {...lazyRoutesOverride(config).resolve.alias, ...prismClientModuleOverride().resolve.alias}},
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        ...(splitCss ? {optimization: stylesGroupOverride(config)} : {}),
        module: {rules: [registryLoaderRule(context.generatedFilesDir)]},
        plugins: [
          new FirstLoadWithoutPlugin(NOT_IN_FIRST_LOAD),
          new RegistryBlankedPlugin(),
          ...(splitCss ? [new ChunkCssMapPlugin(cssMapFile)] : []),
        ],
      };
    },
    async postBuild({outDir, routesPaths}) {
      if (!splitCss) return;
      const data = {
        routes: loadRoutes(context.generatedFilesDir),
        chunkNames: JSON.parse(fs.readFileSync(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8')),
        cssByChunk: JSON.parse(fs.readFileSync(cssMapFile, 'utf8')),
      };
      assertEveryRouteMatchesItself(data.routes, routesPaths);
      let pages = 0;
      for (const routePath of routesPaths) {
        const file = htmlFileOf(outDir, context.baseUrl, routePath);
        if (!file) continue;
        const css = cssForPath(routePath, data);
        if (!css.length) continue;
        fs.writeFileSync(file, injectLinks(fs.readFileSync(file, 'utf8'), css, context.baseUrl, file));
        pages += 1;
      }
      console.log(`[lean-bundle] linked page CSS in ${pages} pages`);
    },
  };
};
