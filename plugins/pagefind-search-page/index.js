// Adds the /search page (each locale) when the site searches with Pagefind. With Algolia configured,
// @docusaurus/theme-search-algolia owns /search instead, so this plugin is not loaded.
module.exports = function pagefindSearchPage(context) {
  return {
    name: 'pagefind-search-page',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}search`,
        component: '@site/src/components/Search/SearchPage',
        exact: true,
      });
    },
  };
};
