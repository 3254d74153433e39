// internals: docs plugin hooks and props — @docusaurus/plugin-content-docs, wrapped (plugins/lean-docs says why).
// Relies on: the plugin object having loadContent and contentLoaded hooks; contentLoaded adding each version's
// routes through actions.addRoute with the version metadata at `route.props.version` (`docs`, `docsSidebars`,
// `version`), nested under `routes`; global data with `versions[].docs[]` and `mainDocId`. Each wrapper asserts
// what it reaches for and fails naming this file.

/** @param {string} detail @returns {never} */
function fail(detail) {
  throw new Error(`[internals] docs plugin: ${detail}. See internals/build/docs-plugin.js and internals/README.md.`);
}

/**
 * The docs plugin with its content and the routes and global data it adds passed through our functions.
 * @param {any} plugin the upstream plugin object
 * @param {{onContent: (content: any) => void, mapVersion: (version: any) => any, mapGlobalData: (data: any) => any}} hooks
 */
function wrapDocsPlugin(plugin, {onContent, mapVersion, mapGlobalData}) {
  if (typeof plugin.loadContent !== 'function') fail('the plugin has no loadContent hook');
  if (typeof plugin.contentLoaded !== 'function') fail('the plugin has no contentLoaded hook');
  let versionProps = 0;
  const mapRoute = (route) => {
    const version = route.props?.version;
    const next =
      version?.docs && version.docsSidebars ? {...route, props: {...route.props, version: mapVersion(version)}} : route;
    if (next !== route) versionProps += 1;
    return next.routes ? {...next, routes: next.routes.map(mapRoute)} : next;
  };
  return {
    ...plugin,
    async loadContent() {
      const content = await plugin.loadContent();
      if (!Array.isArray(content?.loadedVersions)) fail('loadContent gave no loadedVersions');
      onContent(content);
      return content;
    },
    async contentLoaded(args) {
      const {actions} = args;
      const addRoute = (route) => actions.addRoute(mapRoute(route));
      const setGlobalData = (data) => {
        if (!Array.isArray(data?.versions)) fail('the global data has no versions list');
        actions.setGlobalData(mapGlobalData(data));
      };
      await plugin.contentLoaded({...args, actions: {...actions, addRoute, setGlobalData}});
      if (versionProps === 0) fail('no route carried a version prop with docs and docsSidebars');
    },
  };
}

module.exports = {wrapDocsPlugin};
