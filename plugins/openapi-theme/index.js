// docusaurus-theme-openapi-docs, minus its global stylesheet: the theme loads its SCSS on every page of the
// site, which made every page ~30 kB heavier. src/theme/ApiItem imports a trimmed src/css/openapi.scss instead
// (issue: the API pages must not slow the rest of the site).
const theme = require('docusaurus-theme-openapi-docs').default;

module.exports = function openapiThemeOnApiPages(context, options) {
  const base = theme(context, options);
  return {...base, getClientModules: () => []};
};
