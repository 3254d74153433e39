// The site-wide settings: docusaurus.config.ts, plugins, scripts and tests all import them from here, so a
// locale prefix, the docs label or a browser flag changes in one place. Pure module (no Node imports): client
// code may import it too. Node-only helpers that read files live in shared/files.mjs.

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
/**
 * The path, under the base URL, that takes page votes ("Was this page helpful?"). nginx answers it with 204 and
 * writes the vote to its own log (deploy/nginx/site.conf.template); deploy/feedback-report.mjs counts that log.
 */
export const FEEDBACK_PATH = 'feedback';
/**
 * What a vote's query carries, in the order nginx's log format (deploy/nginx/site.conf.template) writes them;
 * src/utils/pageFeedback.ts sends them, `npm run serve` logs them the same way.
 */
export const FEEDBACK_FIELDS = /** @type {const} */ (['page', 'version', 'locale', 'vote', 'reason', 'note']);
/** The reasons a reader can give for "No", in the order shown; nginx logs the id. */
export const FEEDBACK_REASONS = /** @type {const} */ (['outdated', 'command-failed', 'hard-to-follow', 'translation']);
/** The label of the current docs version (SPEC §2: the version dropdown and the announcement say it). */
export const CURRENT_DOCS_LABEL = 'V5.15';

/**
 * The archived docs versions (SPEC §9), newest first, with the latest release of each line. versions.json names
 * the same versions (a unit test keeps them in step). Each is built in its own pass, so its pages carry only its
 * own route table (scripts/build/build-archives.mjs), and served at /docs/<name>/.
 * @type {readonly {name: string, latest: string}[]}
 */
export const ARCHIVED_DOCS = Object.freeze([
  {name: '5.14', latest: '5.14.2'},
  {name: '5.13', latest: '5.13.0'},
  {name: '5.12', latest: '5.12.0'},
  {name: '5.11', latest: '5.11.1'},
  {name: '5.10', latest: '5.10.1'},
]);
/** The docs plugin's name of the current version. */
export const CURRENT_DOCS = 'current';
/** @param {string} name a version name: `current` or an archived one */
export const docsVersionLabel = (name) => (name === CURRENT_DOCS ? CURRENT_DOCS_LABEL : `V${name}`);
/** Where a version's docs start, without the base URL: /docs/ or /docs/5.14/. @param {string} name */
export const docsVersionRoot = (name) => (name === CURRENT_DOCS ? '/docs/' : `/docs/${name}/`);

/** Doc paths outside the versioned manual: the API reference and the versions page exist once, in the current build. */
const UNVERSIONED_DOCS = /^\/docs\/(api\/|Intro\/?$|versions\/?$)/;

/**
 * Which docs version a page belongs to, from its path without the base URL (the /en prefix is allowed):
 * `/docs/5.14/x` → 5.14, `/docs/x` → current, anything else (and the API reference) → null.
 * @param {string} pathname
 * @returns {string | null}
 */
export function docsVersionOfPath(pathname) {
  const p = withoutLocalePrefix(pathname);
  if (!/^\/docs(\/|$)/.test(p) || UNVERSIONED_DOCS.test(p)) return null;
  const archived = /^\/docs\/(\d+\.\d+)(?=\/|$)/.exec(p)?.[1];
  if (archived) return ARCHIVED_DOCS.some((v) => v.name === archived) ? archived : null;
  return CURRENT_DOCS;
}

/** Whether a path (without the base URL, /en allowed) is a page of an archived docs version. @param {string} pathname */
export const isArchivedDocsPath = (pathname) => ![null, CURRENT_DOCS].includes(docsVersionOfPath(pathname));

/**
 * The same page in another docs version (path without base URL, the /en prefix kept): `/en/docs/5.14/x` in
 * current → `/en/docs/x`. Whether that page exists is for the server to say.
 * @param {string} pathname a path docsVersionOfPath() places in a version
 * @param {string} target
 */
export function pathInDocsVersion(pathname, target) {
  const version = docsVersionOfPath(pathname);
  if (!version) throw new Error(`pathInDocsVersion: ${pathname} is not a versioned docs page`);
  const [, prefix = '', rest] = /^(\/en)?\/docs\/?(.*)$/.exec(pathname) ?? [];
  const inVersion = version === CURRENT_DOCS ? rest : rest.replace(/^[^/]+\/?/, '');
  return `${prefix}${docsVersionRoot(target)}${inVersion}`;
}

/**
 * The archived version a build pass is for (DOCS_VERSION=5.14), or null for the current site.
 * An unknown name fails, naming the known ones.
 * @param {Env} env
 */
export function docsPass(env) {
  const name = env.DOCS_VERSION?.trim();
  if (!name || name === CURRENT_DOCS) return null;
  const version = ARCHIVED_DOCS.find((v) => v.name === name);
  if (!version) {
    throw new Error(
      `DOCS_VERSION=${name} is not an archived docs version (known: ${ARCHIVED_DOCS.map((v) => v.name).join(', ')})`,
    );
  }
  return version;
}

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
 * A path (without the base URL) with its locale prefix removed: `/en/docs/x` → `/docs/x`, `/en` → `/`.
 * @param {string} pathname
 */
export function withoutLocalePrefix(pathname) {
  const {prefix} = LOCALES[localeOfPath(pathname)];
  return prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
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

/**
 * A page's source file from the repository's root, as Docusaurus names it in its metadata (`@site/docs/x.md` →
 * `docs/x.md`).
 * @param {string} source
 */
export const repoPath = (source) => String(source).replace(/^@site\//, '');

/**
 * A path of the build without the site's base URL, locale prefix kept: `withoutBaseUrl('/x/en/docs/', '/x/')` →
 * `/en/docs/`. A path outside the base URL is returned as it is.
 * @param {string} path
 * @param {string} baseUrl
 */
export const withoutBaseUrl = (path, baseUrl) => (path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path);

/** Blog covers (shared/covers.mjs draws them; list cards show them): the usual social-card size. */
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
 * Debian's two builds of Chromium, by package name. The headless shell has no browser UI: it draws the build's
 * pictures (diagrams, social cards, PDFs: the same pixels) and drives every test at a third less CPU a page than
 * the full browser (the console-clean crawl: 53.7 s → 35.3 s for 220 pages on 2 cores). The bench measures
 * pages in the full browser, the one visitors run.
 */
export const CHROMIUM = {shell: '/usr/bin/chromium-headless-shell', browser: '/usr/bin/chromium'};

/**
 * Chromium as the build, the tests (`shell`) and the bench (`browser`) start it; CHROMIUM_PATH, when set, is used
 * for both. Without the background-networking flags it keeps calling Google's hosts, which this machine's closed
 * network refuses.
 * @param {Env} env
 * @param {keyof typeof CHROMIUM} [build]
 */
export function chromiumLaunchOptions(env, build = 'shell') {
  return {
    executablePath: env.CHROMIUM_PATH || CHROMIUM[build],
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
