// Reading the repository's lists and the build tree: one route-list reader and one build walker for every
// script and test, so "which routes" and "which pages" mean the same everywhere.
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_IDS, LOCALES, SEARCH_INDEX_DIR} from '../settings.mjs';
import {PRINT_DIR} from './print.mjs';

/** The translation status page's folder (scripts/build/translation-status.mjs). */
export const TRANSLATION_STATUS_DIR = 'translation-status';

/**
 * The spec's route list and the part of it that must already be served, from the repository root, where npm
 * runs every script and test (no import.meta: Playwright loads this module through a CommonJS transform).
 */
export const ROUTE_LISTS = {all: path.resolve('tests/routes.txt'), strict: path.resolve('tests/routes.strict.txt')};

/** Lines of a route list, without blanks and `#` comments. @param {string} [file] @returns {string[]} */
export function readRouteList(file = ROUTE_LISTS.all) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/**
 * A route of the (zh) list as served in a locale: `/docs/` → `/en/docs/`.
 * @param {string} route
 * @param {'zh' | 'en'} locale
 */
export function localizedRoute(route, locale) {
  const {prefix} = LOCALES[locale];
  return prefix ? `/${prefix}${route}` : route;
}

/** Every route of the list in every locale. @param {string[]} [routes] */
export function routesInAllLocales(routes = readRouteList()) {
  return LOCALE_IDS.flatMap((locale) => routes.map((route) => localizedRoute(route, locale)));
}

/** Directories of a build that hold no pages: bundles and the search index. */
const NOT_PAGES = new Set(['assets', SEARCH_INDEX_DIR]);

/**
 * Files under `dir` whose name passes `accept`, depth first, sorted for stable samples. `skip` names
 * directories to leave out (node_modules always is).
 * @param {string} dir
 * @param {(name: string) => boolean} accept
 * @param {Set<string>} [skip]
 * @returns {string[]}
 */
export function walkFiles(dir, accept, skip = NOT_PAGES) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory())
        return skip.has(entry.name) || entry.name === 'node_modules' ? [] : walkFiles(file, accept, skip);
      return accept(entry.name) ? [file] : [];
    });
}

/**
 * Each locale's files in a build, for the scripts that work per locale (search index, social cards): the
 * default locale's tree holds the other locales' folders, which are left out of it.
 * @param {string} buildDir
 * @param {(name: string) => boolean} accept
 * @returns {{locale: import('../settings.mjs').Locale, dir: string, files: string[]}[]}
 */
export function localeTrees(buildDir, accept) {
  const prefixes = LOCALE_IDS.map((id) => LOCALES[id].prefix).filter(Boolean);
  return LOCALE_IDS.map((locale) => {
    const dir = path.join(buildDir, LOCALES[locale].prefix);
    const skip = new Set([...NOT_PAGES, ...(LOCALES[locale].prefix ? [] : prefixes)]);
    return {locale, dir, files: walkFiles(dir, accept, skip)};
  });
}

/** HTML pages of a build (without bundles and the search index). @param {string} buildDir */
export function htmlPages(buildDir) {
  return walkFiles(buildDir, (name) => name.endsWith('.html'));
}

/** Whether a built HTML file is a redirect stub (plugin-client-redirects' meta refresh), not a page. @param {string} html */
export const isRedirectStub = (html) => /http-equiv="?refresh/i.test(html.slice(0, 2000));

/**
 * Pages of a build that are the site's routes: the redirect stubs (meta refresh) and the pages written after the
 * build are left out: the print pages (shared/print.mjs: documents made of pages, with no route, card or bundle of
 * their own) and the maintainers' translation status page.
 * @param {string} buildDir
 */
export function builtPages(buildDir) {
  return htmlPages(buildDir).filter(
    (file) => !writtenAfterBuild(buildDir, file) && !isRedirectStub(fs.readFileSync(file, 'utf8')),
  );
}

/**
 * Whether a file of a build is one of the pages written after `docusaurus build` (print pages, translation status):
 * not a route, so the route table, search index, cards and page checks leave it out.
 * @param {string} buildDir
 * @param {string} file
 */
export function writtenAfterBuild(buildDir, file) {
  return LOCALE_IDS.some((id) =>
    [PRINT_DIR, TRANSLATION_STATUS_DIR].some((dir) =>
      file.startsWith(path.join(buildDir, LOCALES[id].prefix, dir) + path.sep),
    ),
  );
}

/**
 * One page of every section of a build, in every locale: the first page (in path order) under each top-level
 * folder, the locale folders' own sections counted apart. @param {string} buildDir @param {string[]} pages
 */
export function sectionSample(buildDir, pages) {
  const prefixes = new Set(LOCALE_IDS.map((id) => LOCALES[id].prefix).filter(Boolean));
  const sections = new Map();
  for (const file of pages) {
    const parts = path.relative(buildDir, file).split(path.sep);
    const depth = prefixes.has(parts[0]) ? 2 : 1;
    const key = parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || parts[0];
    if (!sections.has(key)) sections.set(key, file);
  }
  return [...sections.values()];
}
