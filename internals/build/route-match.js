// How a URL is matched against Docusaurus' route tree, as react-router-config does for its path / exact / routes
// keys (Docusaurus routes have no parameters). Used at build time (bundle.js asserts every built page matches
// itself) and in the browser (src/clientModules/crossBuildLinks.ts: a path the tree does not know is another build's).

/** @typedef {{path: string, exact?: boolean, component: string, routes?: Route[]}} Route */

/** @param {string} p */
const strip = (p) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/** @param {Route} route @param {string} pathname */
function matches(route, pathname) {
  if (route.path === '*') return true;
  if (route.exact) return strip(route.path) === strip(pathname);
  const base = strip(route.path);
  return base === '/' || strip(pathname) === base || pathname.startsWith(`${base}/`);
}

/**
 * The routes a URL renders, outermost first (react-router: the first match at each level).
 * @param {Route[]} routes @param {string} pathname @returns {Route[]}
 */
function matchChain(routes, pathname) {
  for (const route of routes) {
    if (matches(route, pathname)) return [route, ...(route.routes ? matchChain(route.routes, pathname) : [])];
  }
  return [];
}

/**
 * Whether the tree has a page at this path: the chain ends at a leaf route, not at the catch-all (`*`, the
 * not-found page) or at a parent none of whose children matched.
 * @param {Route[]} routes @param {string} pathname
 */
function hasPage(routes, pathname) {
  const last = matchChain(routes, pathname).at(-1);
  return Boolean(last && last.path !== '*' && !last.routes);
}

module.exports = {matchChain, hasPage};
