// Points feed readers and browsers at the site's own feeds (release notes, docs changes) from every page's head:
// one <link rel="alternate" type="application/rss+xml"> per feed, in the page's locale. The feeds themselves are
// written after the build (scripts/build/write-feeds.mjs); their paths and titles live in shared/feeds.mjs.

module.exports = async function feeds(context) {
  const {FEEDS, FEED_FORMATS, FEED_IDS, feedPath} = await import('../../shared/feeds.mjs');
  const {DEFAULT_LOCALE, LOCALES} = await import('../../settings.mjs');
  const current = context.i18n.currentLocale;
  const locale = /** @type {import('../../settings.mjs').Locale} */ (current in LOCALES ? current : DEFAULT_LOCALE);
  return {
    name: 'feeds',
    injectHtmlTags() {
      return {
        headTags: FEED_IDS.map((id) => ({
          tagName: 'link',
          // baseUrl already holds the locale prefix (/en/) in a locale's build.
          attributes: {
            rel: 'alternate',
            type: FEED_FORMATS.rss.type,
            href: `${context.baseUrl}${feedPath(id, 'rss')}`,
            title: FEEDS[id].title[locale],
          },
        })),
      };
    },
  };
};
