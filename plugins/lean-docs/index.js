// @docusaurus/plugin-content-docs, with a lighter version prop. Every doc page loads its version's metadata,
// which lists every doc of the version with its description — for one reader only: DocCard, which shows the
// description of a category's child pages (generated index pages and <DocCardList />). We keep the entries
// of docs that are children of a category with its own page and drop the rest, so a doc page's first load
// no longer grows with every doc added (budgets.json). Everything else is the upstream plugin unchanged.
const upstream = require('@docusaurus/plugin-content-docs');

/** Doc ids that can appear as cards: the direct children of categories that have a page (an href). */
function cardDocIds(sidebars) {
  const ids = new Set();
  const walk = (items) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href) for (const child of item.items) if (child.docId) ids.add(child.docId);
      walk(item.items);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return ids;
}

function slimVersion(version) {
  const keep = cardDocIds(version.docsSidebars);
  return {...version, docs: Object.fromEntries(Object.entries(version.docs).filter(([id]) => keep.has(id)))};
}

function slimRoute(route) {
  const version = route.props?.version;
  const next = version?.docs && version.docsSidebars ? {...route, props: {...route.props, version: slimVersion(version)}} : route;
  return next.routes ? {...next, routes: next.routes.map(slimRoute)} : next;
}

async function leanDocs(context, options) {
  const plugin = await upstream.default(context, options);
  return {
    ...plugin,
    contentLoaded(args) {
      const addRoute = (route) => args.actions.addRoute(slimRoute(route));
      return plugin.contentLoaded({...args, actions: {...args.actions, addRoute}});
    },
  };
}

module.exports = leanDocs;
module.exports.validateOptions = upstream.validateOptions;
module.exports.cardDocIds = cardDocIds;
