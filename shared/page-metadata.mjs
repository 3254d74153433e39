// What each page is, as Docusaurus knows it in the build: its route, title, the sidebar categories above it, and a
// blog post's cover. plugins/page-metadata writes one file per build pass and locale (the current site and each
// archived docs version are separate passes); the steps after `docusaurus build` that need page metadata (social
// cards, the search index) read them here instead of searching the built HTML for it.
import fs from 'node:fs';
import path from 'node:path';

/** Under the repository: each pass writes `<pass>-<locale>.json` (pass: `current` or an archived version). */
export const PAGE_METADATA_DIR = '.generated/page-metadata';

/**
 * @typedef {{
 *   permalink: string,
 *   title: string,
 *   kind: 'doc' | 'blog' | 'page',
 *   crumbs: string[],
 *   cover?: string,
 * }} PageMetadata
 * `crumbs`: the sidebar categories above a doc, outermost first (empty for other pages); `cover`: a blog post's
 * cover image URL path.
 */

/**
 * @param {string} siteDir
 * @param {string} pass
 * @param {string} locale
 * @param {PageMetadata[]} pages
 */
export function writePageMetadata(siteDir, pass, locale, pages) {
  const dir = path.join(siteDir, PAGE_METADATA_DIR);
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${pass}-${locale}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(pages));
  fs.renameSync(`${file}.tmp`, file);
}

/** A route without its trailing slash (the router matches both). @param {string} route */
const key = (route) => (route.length > 1 ? route.replace(/\/$/, '') : route);

/**
 * Every pass's metadata, by route (with the base URL, without a trailing slash). Fails when no pass wrote any.
 * @param {string} [siteDir]
 * @returns {{get: (route: string) => PageMetadata | undefined, size: number}}
 */
export function readPageMetadata(siteDir = process.cwd()) {
  const dir = path.join(siteDir, PAGE_METADATA_DIR);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  if (!files.length) throw new Error(`page metadata: nothing in ${dir}; the build's plugins/page-metadata writes it`);
  /** @type {Map<string, PageMetadata>} */
  const byRoute = new Map();
  for (const file of files.sort()) {
    for (const page of JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
      byRoute.set(key(page.permalink), page);
  }
  return {get: (route) => byRoute.get(key(route)), size: byRoute.size};
}
