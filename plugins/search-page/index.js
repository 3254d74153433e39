// Adds the /search page (each locale) when the site searches its own offline index. With Algolia configured,
// @docusaurus/theme-search-algolia owns /search instead, so this plugin is not loaded.
module.exports = function searchPage(context) {
  return {
    name: 'search-page',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}search`,
        component: '@site/src/components/Search/SearchPage',
        exact: true,
      });
    },
  };
};
