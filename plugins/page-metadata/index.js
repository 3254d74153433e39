// Hands what Docusaurus knows about every page to the steps after the build (social cards, the search index):
// shared/page-metadata.mjs. Docs, blog posts and MDX pages come from the loaded content; a page only its React code
// titles (the landing pages, tag and list pages, generated category indexes) from the <title> of its rendered HTML,
// read with an HTML parser.
const fs = require('node:fs');
const path = require('node:path');

/**
 * Where each doc id sits in the sidebars: the categories above it (outermost first), its sidebar, its place in the
 * sidebar's reading order (a category's own page before its items) and the outermost category it belongs to.
 * @param {Record<string, any[]>} sidebars
 * @returns {Map<string, {crumbs: string[], sidebar: string, order: number, section?: string}>}
 */
function sidebarPlaces(sidebars) {
  /** @type {Map<string, {crumbs: string[], sidebar: string, order: number, section?: string}>} */
  const places = new Map();
  for (const [sidebar, items] of Object.entries(sidebars ?? {})) {
    let order = 0;
    /** @param {string} id @param {string[]} crumbs @param {string | undefined} section */
    const place = (id, crumbs, section) => {
      if (!places.has(id)) places.set(id, {crumbs, sidebar, order: order++, section});
    };
    /** @param {any[]} list @param {string[]} above */
    const walk = (list, above) => {
      for (const item of list) {
        if (item.type === 'doc' || item.type === 'ref') {
          place(item.id, above, above[0]);
        } else if (item.type === 'category') {
          // A category's own page sits under the categories above it, not under itself.
          if (item.link?.type === 'doc') place(item.link.id, above, above[0] ?? item.label);
          walk(item.items ?? [], [...above, item.label]);
        }
      }
    };
    walk(items, []);
  }
  return places;
}

module.exports = async function pageMetadata(context) {
  const {loadedDocsAndPosts, writePageMetadata} = await import('../../shared/page-metadata.mjs');
  const {CURRENT_DOCS, docsPass, repoPath} = await import('../../settings.mjs');
  /** @type {import('../../shared/page-metadata.mjs').PageMetadata[]} */
  let known = [];
  return {
    name: 'page-metadata',
    async allContentLoaded({allContent}) {
      known = [];
      const {docs, posts} = loadedDocsAndPosts(allContent);
      /** Each version's sidebar places, worked out once per version. */
      const placesOf = new Map();
      for (const {doc, sidebars} of docs) {
        if (!placesOf.has(sidebars)) placesOf.set(sidebars, sidebarPlaces(sidebars));
        const {crumbs = [], ...place} = placesOf.get(sidebars).get(doc.id) ?? {};
        // The file it was built from, from the repository's root: docs/x.md, or its translation under i18n/.
        const source = repoPath(doc.source);
        known.push({permalink: doc.permalink, title: doc.title, kind: 'doc', crumbs, source, ...place});
      }
      for (const {permalink, title, frontMatter} of posts) {
        known.push({permalink, title, kind: 'blog', crumbs: [], cover: frontMatter?.image});
      }
      const pages = /** @type {any[]} */ (allContent['docusaurus-plugin-content-pages']?.default ?? []);
      for (const page of pages) {
        if (page.type === 'mdx' && page.title)
          known.push({permalink: page.permalink, title: page.title, kind: 'page', crumbs: []});
      }
    },
    async postBuild({outDir, routesPaths, i18n}) {
      const cheerio = await import('cheerio');
      const byRoute = new Map(known.map((p) => [p.permalink, p]));
      const base = context.baseUrl;
      const all = [...known];
      for (const route of routesPaths) {
        if (byRoute.has(route) || byRoute.has(`${route}/`) || byRoute.has(route.replace(/\/$/, ''))) continue;
        const rel = route.slice(base.length);
        const file = [
          path.join(outDir, rel, 'index.html'),
          path.join(outDir, `${rel}.html`),
          path.join(outDir, rel),
        ].find((f) => f.endsWith('.html') && fs.existsSync(f) && fs.statSync(f).isFile());
        if (!file) continue; // a route with no page of its own (the 404 fallback, redirects written elsewhere)
        const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
        const title = $('head > title')
          .first()
          .text()
          .replace(/ \| Rainbond$/, '')
          .trim();
        if (!title) throw new Error(`page-metadata: ${route} rendered no <title>`);
        // 404.html is served at /404 like every page (nginx and the test server drop .html).
        all.push({permalink: route.replace(/\.html$/, ''), title, kind: 'page', crumbs: []});
      }
      // An archived pass also renders the site's other pages, but only its docs are merged into the build.
      const pass = docsPass(process.env);
      const root = pass ? `${context.baseUrl}docs/${pass.name}` : null;
      const mine = root ? all.filter((p) => p.permalink === root || p.permalink.startsWith(`${root}/`)) : all;
      // The build's root: `npm run build` names it (BUILD_DIR, the staging folder every pass merges into); a plain
      // `docusaurus build` writes the default locale at outDir and the others in a folder of it.
      const buildRoot =
        process.env.BUILD_DIR ?? (i18n.currentLocale === i18n.defaultLocale ? outDir : path.dirname(outDir));
      writePageMetadata(path.resolve(buildRoot), pass?.name ?? CURRENT_DOCS, i18n.currentLocale, mine);
    },
  };
};

// For the unit tests: the reading order the print pages and feeds rely on.
module.exports.sidebarPlaces = sidebarPlaces;
