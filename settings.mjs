// The site-wide settings: docusaurus.config.ts, plugins, scripts and tests all import them from here, so a
// locale prefix, the docs label or a browser flag changes in one place. Pure module (no Node imports): client
// code may import it too. Node-only helpers that read files live in scripts/lib/files.mjs.

/** Locales: zh is the default and lives at the site root; every other locale under `/<id>/`. */
/** @type {Record<"zh" | "en", {label: string, htmlLang: string, prefix: string}>} */
export const LOCALES = {
  zh: {label: '简体中文', htmlLang: 'zh-CN', prefix: ''},
  en: {label: 'English', htmlLang: 'en', prefix: 'en'},
};
/** @typedef {keyof typeof LOCALES} Locale */
/** @typedef {Record<string, string | undefined>} Env */

/** @type {Locale} */
export const DEFAULT_LOCALE = 'zh';
/** Locale ids, the default first. */
export const LOCALE_IDS = /** @type {Locale[]} */ (Object.keys(LOCALES));

export const DEFAULT_SITE_URL = 'https://www.rainbond.com';
/** Where "edit this page" links point unless EDIT_URL says otherwise. */
export const DEFAULT_EDIT_URL = 'https://github.com/goodrain/rainbond-docs/edit/main/';
/** The label of the current docs version (SPEC §2: the version dropdown and the announcement say it). */
export const CURRENT_DOCS_LABEL = 'V5.15';

/** Docusaurus wants baseUrl with a leading and a trailing slash. @param {string | undefined} raw */
export function normaliseBaseUrl(raw) {
  const trimmed = (raw ?? '/').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`;
}

/**
 * The locale a request path belongs to (`/en/docs/` → en, anything else → the default).
 * @param {string} pathname
 * @returns {Locale}
 */
export function localeOfPath(pathname, baseUrl = '/') {
  const rest = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  const id = LOCALE_IDS.find(
    (locale) =>
      LOCALES[locale].prefix && (rest === LOCALES[locale].prefix || rest.startsWith(`${LOCALES[locale].prefix}/`)),
  );
  return id ?? DEFAULT_LOCALE;
}

/**
 * Path of a site page in a locale, as the browser sees it: `localePath('/', 'en', '/docs/')` → `/en/docs/`.
 * @param {string} baseUrl
 * @param {Locale} locale
 * @param {string} path
 */
export function localePath(baseUrl, locale, path) {
  const {prefix} = LOCALES[locale];
  return `${baseUrl}${prefix ? `${prefix}/` : ''}${path.replace(/^\//, '')}`;
}

/** Blog covers (scripts/lib/covers.mjs draws them; list cards show them): the usual social-card size. */
export const COVER_SIZE = {width: 1200, height: 630};

/** Where the build writes a page's Markdown copy (plugins/llms-txt) and the page's buttons fetch it: /docs/x → /docs/x.md. @param {string} permalink */
export function markdownCopyUrl(permalink) {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** Where each locale's offline search index is written and fetched from, under that locale's base URL. */
export const SEARCH_INDEX_DIR = 'search-index';

/**
 * Algolia DocSearch replaces Pagefind only when all three variables are set (blank counts as unset).
 * @param {Env} env
 * @returns {{appId: string, apiKey: string, indexName: string} | null}
 */
export function algoliaSettings(env) {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}

/**
 * Debian's Chromium as every test, bench and the diagram renderer start it. Without the background-networking
 * flags it keeps calling Google's hosts, which this machine's closed network refuses.
 * @param {Env} env
 */
export function chromiumLaunchOptions(env) {
  return {
    executablePath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

/**
 * Site settings a build reads from the environment, with the production defaults.
 * @param {Env} env
 */
export function readSiteEnv(env) {
  return {
    url: (env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ''),
    baseUrl: normaliseBaseUrl(env.BASE_URL),
    editUrl: env.EDIT_URL || DEFAULT_EDIT_URL,
    locale: /** @type {Locale} */ (
      env.DOCUSAURUS_CURRENT_LOCALE && env.DOCUSAURUS_CURRENT_LOCALE in LOCALES
        ? env.DOCUSAURUS_CURRENT_LOCALE
        : DEFAULT_LOCALE
    ),
  };
}
