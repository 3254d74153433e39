// robots.txt for the deployment being built: it names the sitemap of every locale under this deployment's own
// site URL and base URL (SITE_URL, BASE_URL), so a staging host points crawlers at its own sitemaps. Written once,
// by the default locale's build, at the root of the output.
const fs = require('node:fs');
const path = require('node:path');

/** @param {{siteUrl: string, baseUrl: string, localePrefixes: string[]}} options */
function robotsTxt({siteUrl, baseUrl, localePrefixes}) {
  const sitemaps = localePrefixes.map(
    (prefix) => `Sitemap: ${siteUrl}${baseUrl}${prefix ? `${prefix}/` : ''}sitemap.xml`,
  );
  return ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n');
}

module.exports = function robotsTxtPlugin(context, options) {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      fs.writeFileSync(
        path.join(outDir, 'robots.txt'),
        robotsTxt({
          siteUrl: context.siteConfig.url,
          baseUrl: context.siteConfig.baseUrl,
          localePrefixes: options.localePrefixes,
        }),
      );
    },
  };
};
module.exports.robotsTxt = robotsTxt;
