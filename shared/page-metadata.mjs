// What each page is, as Docusaurus knows it in the build: its route, title, the sidebar categories above it, and a
// blog post's cover. plugins/page-metadata writes one file per build pass and locale (the current site and each
// archived docs version are separate passes) into the build itself, so the metadata always describes the build it
// sits in; the steps after `docusaurus build` that need page metadata (social cards, the search index, a bundle's
// index) read it here instead of searching the built HTML for it. A dotfolder: nginx and the bundles never serve it.
import fs from 'node:fs';
import path from 'node:path';

/** Inside the build: each pass writes `<pass>-<locale>.json` (pass: `current` or an archived version). */
export const PAGE_METADATA_DIR = '.page-metadata';

/**
 * @typedef {{
 *   permalink: string,
 *   title: string,
 *   kind: 'doc' | 'blog' | 'page',
 *   crumbs: string[],
 *   cover?: string,
 *   sidebar?: string,
 *   order?: number,
 *   section?: string,
 *   source?: string,
 * }} PageMetadata
 * `crumbs`: the sidebar categories above a doc, outermost first (empty for other pages); `cover`: a blog post's
 * cover image URL path. A doc in a sidebar also has its `sidebar`, its `order` in that sidebar's reading order (a
 * category's own page before its items) and its `section`, the outermost category it belongs to (the print pages
 * are made of these). A doc's `source` is the file it was built from, from the repository's root (`docs/x.md`; a
 * translation's file under `i18n/`): the feeds go from a changed file to its page with it.
 */

/**
 * @param {string} buildDir the build's root (every locale and pass writes into the same folder)
 * @param {string} pass
 * @param {string} locale
 * @param {PageMetadata[]} pages
 */
export function writePageMetadata(buildDir, pass, locale, pages) {
  const dir = path.join(buildDir, PAGE_METADATA_DIR);
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${pass}-${locale}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(pages));
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * The docs and blog posts of a pass, from the content Docusaurus hands to a plugin's `allContentLoaded` hook: the one
 * place that reads the docs and blog plugins' content, for this metadata and for the translation notice's links
 * (plugins/remark-translation-notice.mjs). Each doc comes with its version's sidebars. Fails loudly when the docs
 * plugin's content no longer has the shape read here.
 * @param {Record<string, any>} allContent
 * @returns {{docs: {doc: any, sidebars: Record<string, any[]>}[], posts: any[]}} posts: each blog post's `metadata`
 */
export function loadedDocsAndPosts(allContent) {
  const docs = [];
  for (const instance of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    const versions = instance?.loadedVersions;
    if (!Array.isArray(versions)) throw new Error('page metadata: the docs plugin content has no loadedVersions');
    for (const version of versions) for (const doc of version.docs) docs.push({doc, sidebars: version.sidebars});
  }
  const posts = (allContent['docusaurus-plugin-content-blog']?.default?.blogPosts ?? []).map((post) => post.metadata);
  return {docs, posts};
}

/** A route without its trailing slash (the router matches both). @param {string} route */
export const routeKey = (route) => (route.length > 1 ? route.replace(/\/$/, '') : route);

/**
 * Every pass's metadata of a build, by route (with the base URL, without a trailing slash). Passes write disjoint
 * routes (an archived pass keeps only its version's docs), so reading order does not matter. Fails when the build has
 * none. `PAGE_METADATA_FROM` names another build's folder (a bundle indexes a copy of part of a build).
 * @param {string} buildDir
 * @returns {{get: (route: string) => PageMetadata | undefined, size: number, pages: PageMetadata[]}}
 */
export function readPageMetadata(buildDir) {
  const dir = process.env.PAGE_METADATA_FROM || path.join(buildDir, PAGE_METADATA_DIR);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  if (!files.length) throw new Error(`page metadata: nothing in ${dir}; the build's plugins/page-metadata writes it`);
  /** @type {Map<string, PageMetadata>} */
  const byRoute = new Map();
  for (const file of files) {
    for (const page of JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      const route = routeKey(page.permalink);
      if (byRoute.has(route)) throw new Error(`page metadata: ${route} is described twice (${file} and another pass)`);
      byRoute.set(route, page);
    }
  }
  return {get: (route) => byRoute.get(routeKey(route)), size: byRoute.size, pages: [...byRoute.values()]};
}
