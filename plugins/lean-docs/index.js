// @docusaurus/plugin-content-docs, with a lighter version prop. Every doc page loads its version's metadata,
// which lists every doc of the version with its description — for one reader only: DocCard, which shows the
// description of a category's child pages (generated index pages and <DocCardList />). We keep the entries
// (their description) of docs that are children of a category with its own page and drop the rest, so a doc page's first load
// no longer grows with every doc added (budgets.json).
// The global data (in the bundle of every page) lists every doc of every instance, for the navbar's version
// and doc items. Only the main instance has such items, so the others keep just their main doc.
// Everything else is the upstream plugin unchanged.
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
  const docs = Object.entries(version.docs)
    .filter(([id]) => keep.has(id))
    // DocCard reads the description only; useDocById only needs the entry to exist.
    .map(([id, doc]) => [id, {description: doc.description}]);
  return {
    ...version,
    docs: Object.fromEntries(docs),
    docsSidebars: mapValues(version.docsSidebars, withoutFalseUnlisted),
  };
}

const mapValues = (object, fn) => Object.fromEntries(Object.entries(object).map(([key, value]) => [key, fn(value)]));

/** Sidebar items without `unlisted: false` (the theme tests it for truth; it is on every link). */
function withoutFalseUnlisted(items) {
  return items.map(({unlisted, ...item}) => ({
    ...item,
    ...(unlisted ? {unlisted} : {}),
    ...(item.items ? {items: withoutFalseUnlisted(item.items)} : {}),
  }));
}

function slimRoute(route) {
  const version = route.props?.version;
  const next =
    version?.docs && version.docsSidebars ? {...route, props: {...route.props, version: slimVersion(version)}} : route;
  return next.routes ? {...next, routes: next.routes.map(slimRoute)} : next;
}

/** Global data of an instance no navbar item points at: each version lists its main doc only. */
function slimGlobalData(data) {
  return {...data, versions: data.versions.map((v) => ({...v, docs: v.docs.filter((doc) => doc.id === v.mainDocId)}))};
}

async function leanDocs(context, options) {
  const plugin = await upstream.default(context, options);
  const isMain = (options.id ?? 'default') === 'default';
  return {
    ...plugin,
    contentLoaded(args) {
      const {actions} = args;
      const addRoute = (route) => actions.addRoute(slimRoute(route));
      const setGlobalData = (data) => actions.setGlobalData(isMain ? data : slimGlobalData(data));
      if (!plugin.contentLoaded)
        throw new Error('lean-docs: the docs plugin has no contentLoaded hook (Docusaurus internals changed)');
      return plugin.contentLoaded({...args, actions: {...actions, addRoute, setGlobalData}});
    },
  };
}

module.exports = leanDocs;
module.exports.validateOptions = upstream.validateOptions;
module.exports.cardDocIds = cardDocIds;
module.exports.slimGlobalData = slimGlobalData;
module.exports.withoutFalseUnlisted = withoutFalseUnlisted;
