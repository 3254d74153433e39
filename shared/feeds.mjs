// The site's own feeds (release notes, docs changes): where each is served and what it is called, in one place for
// the build step that writes them (scripts/build/write-feeds.mjs), the <link rel="alternate"> tags in every page's
// head (plugins/feeds) and the footer links (src/data/navigation.ts). Plain ESM with no Node imports: browser code
// imports it too. The blog's own feeds are Docusaurus' (/blog/rss.xml, /blog/atom.xml) and are not listed here.

/** @typedef {'releases' | 'docs'} FeedId */
/** @typedef {'rss' | 'atom'} FeedFormat */

/** @type {Record<FeedFormat, {file: string, type: string}>} */
export const FEED_FORMATS = {
  rss: {file: 'rss.xml', type: 'application/rss+xml'},
  atom: {file: 'atom.xml', type: 'application/atom+xml'},
};

/**
 * Each feed's folder under a locale's base URL (`/feeds/docs/` and `/en/feeds/docs/`), its title (the head link's
 * and the feed's own) and the one-line description a feed reader shows.
 * @type {Record<FeedId, {dir: string, title: {zh: string, en: string}, description: {zh: string, en: string}}>}
 */
export const FEEDS = {
  releases: {
    dir: 'feeds/releases',
    title: {zh: 'Rainbond 发布说明', en: 'Rainbond release notes'},
    description: {
      zh: 'Rainbond 每个版本的发布说明，最新版本在前。',
      en: 'The release notes of every Rainbond version, newest first.',
    },
  },
  docs: {
    dir: 'feeds/docs',
    title: {zh: 'Rainbond 文档更新', en: 'Rainbond docs changes'},
    description: {
      zh: '最近有内容变更的 Rainbond 文档页面，每页一条，只算内容变更，不算格式调整。',
      en: 'Rainbond docs pages whose content changed most recently, one entry per page: changes of the Chinese source the English pages are translated from, formatting changes left out.',
    },
  },
};

/** Feed ids in the order the head links and the footer list them. */
export const FEED_IDS = /** @type {FeedId[]} */ (Object.keys(FEEDS));

/**
 * A feed's path under a locale's base URL, without a leading slash: `feeds/releases/rss.xml`. The head links put
 * the base URL (which holds the locale prefix) in front; the footer passes `/` + this through Docusaurus' Link.
 * @param {FeedId} id
 * @param {FeedFormat} format
 */
export const feedPath = (id, format) => `${FEEDS[id].dir}/${FEED_FORMATS[format].file}`;
