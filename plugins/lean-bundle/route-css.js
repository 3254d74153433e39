// Links, in each page's HTML, the CSS of the code that page renders. With CSS split by chunk (index.js), a
// page's own styles arrive with its chunks; Docusaurus' server render is meant to link them (getBundles) but
// finds no bundles under the Rspack bundler, so without this the first paint would be unstyled until the
// JavaScript runs. The mapping is what the client runtime will fetch anyway:
//   page URL → matched routes (.docusaurus/routes.js) → their chunk names (routesChunkNames.json)
//   → CSS files of those chunk groups (written by the compiler hook in index.js).
const fs = require('node:fs');
const path = require('node:path');

/** The catch-all route renders @theme/NotFound; it has no routesChunkNames entry, its CSS is filed as `*`. */
const NOT_FOUND_ROUTE = '*';

/** The route tree of .docusaurus/routes.js, with each `component` as its routesChunkNames key. */
function loadRoutes(generatedFilesDir) {
  const source = fs
    .readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace(/ComponentCreator\(('[^']*'), '(\w+)'\)/g, "$1 + '-$2'")
    .replace(/ComponentCreator\(('[^']*')\)/g, '$1')
    .replace('export default', 'return');
  return new Function(source)();
}

function matches(route, pathname) {
  if (route.path === undefined || route.path === '*') return true;
  const strip = (p) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  if (route.exact) return strip(route.path) === strip(pathname);
  const base = strip(route.path);
  return base === '/' || strip(pathname) === base || pathname.startsWith(`${base}/`);
}

/** The routes a URL renders, outermost first (react-router: the first match at each level). */
function matchChain(routes, pathname) {
  for (const route of routes) {
    if (matches(route, pathname)) return [route, ...(route.routes ? matchChain(route.routes, pathname) : [])];
  }
  return [];
}

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

const SHARED_STYLESHEET = /<link rel="?stylesheet"? href="?([^"> ]*\/assets\/css\/styles\.[0-9a-f]+\.css)"?\s*\/?>/;

/** Adds <link>s for `files` after the shared stylesheet; pages without one are left alone. */
function injectLinks(html, files, publicPath) {
  const match = SHARED_STYLESHEET.exec(html);
  if (!match || !files.length) return html;
  const links = files.map((file) => `<link rel="stylesheet" href="${publicPath}${file}">`).join('');
  return html.slice(0, match.index + match[0].length) + links + html.slice(match.index + match[0].length);
}

function htmlFileOf(outDir, baseUrl, routePath) {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const candidates = relative.endsWith('.html')
    ? [relative]
    : [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`];
  return candidates.map((file) => path.join(outDir, file)).find((file) => fs.existsSync(file));
}

module.exports = {NOT_FOUND_ROUTE, cssForPath, injectLinks, loadRoutes, matchChain, htmlFileOf};
