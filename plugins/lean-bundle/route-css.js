// Links, in each page's HTML, the CSS of the code that page renders. With CSS split by chunk (index.js), a
// page's own styles arrive with its chunks; Docusaurus' server render is meant to link them (getBundles) but
// finds no bundles under the Rspack bundler, so without this the first paint would be unstyled until the
// JavaScript runs. The mapping is what the client runtime will fetch anyway:
//   page URL → matched routes (.docusaurus/routes.js) → their chunk names (routesChunkNames.json)
//   → CSS files of those chunk groups (written by the compiler hook in index.js).
const fs = require('node:fs');
const path = require('node:path');
const {matchChain} = require('../../internals/build/bundle');

/** The catch-all route renders @theme/NotFound; it has no routesChunkNames entry, its CSS is filed as `*`. */
const NOT_FOUND_ROUTE = '*';

function chunkNamesOf(value) {
  if (typeof value === 'string') return [value];
  return Object.values(value ?? {}).flatMap(chunkNamesOf);
}

/** CSS files (in load order, no repeats) a URL needs beyond the shared stylesheet. */
function cssForPath(pathname, {routes, chunkNames, cssByChunk}) {
  const files = [];
  for (const route of matchChain(routes, pathname)) {
    const names = route.component === NOT_FOUND_ROUTE ? [NOT_FOUND_ROUTE] : chunkNamesOf(chunkNames[route.component]);
    for (const name of names) {
      for (const file of cssByChunk[name] ?? []) if (!files.includes(file)) files.push(file);
    }
  }
  return files;
}

function htmlFileOf(outDir, baseUrl, routePath) {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const candidates = relative.endsWith('.html')
    ? [relative]
    : [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`];
  return candidates.map((file) => path.join(outDir, file)).find((file) => fs.existsSync(file));
}

module.exports = {NOT_FOUND_ROUTE, cssForPath, htmlFileOf};
