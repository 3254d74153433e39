// @docusaurus/plugin-content-docs, with a lighter version prop. Every doc page loads its version's metadata,
// which lists every doc of the version with its description — for one reader only: DocCard, which shows the
// description of a category's child pages (generated index pages and <DocCardList />). We keep the entries
// (their description) of docs that are children of a category with its own page and drop the rest, so a doc page's first load
// no longer grows with every doc added (budgets.json).
// The global data (in the bundle of every page) lists every doc of every instance, for the navbar's version
// and doc items. Only the main instance has such items, so the others keep just their main doc.
// Everything else is the upstream plugin unchanged; the hooks and props it reaches into are internals/build/docs-plugin.js's.
const fs = require('node:fs');
const path = require('node:path');
const upstream = require('@docusaurus/plugin-content-docs');
const {wrapDocsPlugin} = require('../../internals/build/docs-plugin');

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

function slimVersion(version, notInCurrent = []) {
  const keep = cardDocIds(version.docsSidebars);
  const docs = Object.entries(version.docs)
    .filter(([id]) => keep.has(id))
    // DocCard reads the description only; useDocById only needs the entry to exist.
    .map(([id, doc]) => [id, {description: doc.description}]);
  return {
    ...version,
    docs: Object.fromEntries(docs),
    docsSidebars: mapValues(version.docsSidebars, withoutFalseUnlisted),
    ...(version.version === 'current' ? {} : {notInCurrent}),
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

/** Global data of an instance no navbar item points at: each version lists its main doc only. */
function slimGlobalData(data) {
  return {...data, versions: data.versions.map((v) => ({...v, docs: v.docs.filter((doc) => doc.id === v.mainDocId)}))};
}

// Archived versions are built in passes of their own (scripts/build/build-archives.mjs), after the current site. The
// current pass lists its pages' paths here, per locale; an archive pass reads the list and gives its version prop
// the paths that have no page in the current version (a handful), so its banner and canonical link point at the
// same page in the current version where there is one (src/theme/DocVersionBanner).
const CURRENT_PAGES = '.generated/docs-versions';

/** A page's path inside its version: /en/docs/5.14/a/b → a/b, /docs/ → ''. */
function pathInVersion(permalink, version) {
  return permalink.slice(version.path.length).replace(/^\//, '');
}

/** Permalinks of the category pages Docusaurus generates (`link: {type: 'generated-index'}`) in loaded sidebars. */
function generatedIndexPermalinks(sidebars) {
  const permalinks = [];
  const walk = (items) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index') permalinks.push(item.link.permalink);
      walk(item.items);
    }
  };
  for (const items of Object.values(sidebars ?? {})) walk(items);
  return permalinks;
}

/** Writes the current version's pages (current pass); returns an archived version's pages missing from it. */
function pagesMissingInCurrent(context, content) {
  const file = path.join(context.siteDir, CURRENT_PAGES, `${context.i18n.currentLocale}.json`);
  const [version, ...others] = content.loadedVersions;
  if (!version || others.length > 0)
    throw new Error(`lean-docs: a docs pass builds one version; this one loaded ${content.loadedVersions.length}`);
  const pages = [...version.docs.map((doc) => doc.permalink), ...generatedIndexPermalinks(version.sidebars)].map(
    (permalink) => pathInVersion(permalink, version),
  );
  if (version.versionName === 'current') {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, JSON.stringify(pages));
    return [];
  }
  if (!fs.existsSync(file))
    throw new Error(
      `lean-docs: ${file} is missing; build the current version before archived ones (npm run build does)`,
    );
  const current = new Set(JSON.parse(fs.readFileSync(file, 'utf8')));
  return pages.filter((page) => !current.has(page)).sort();
}

async function leanDocs(context, options) {
  const plugin = await upstream.default(context, options);
  const isMain = (options.id ?? 'default') === 'default';
  /** @type {string[]} */
  let notInCurrent = [];
  return wrapDocsPlugin(plugin, {
    onContent: (content) => {
      if (isMain) notInCurrent = pagesMissingInCurrent(context, content);
    },
    mapVersion: (version) => slimVersion(version, notInCurrent),
    mapGlobalData: (data) => (isMain ? data : slimGlobalData(data)),
  });
}

module.exports = leanDocs;
module.exports.validateOptions = upstream.validateOptions;
module.exports.cardDocIds = cardDocIds;
module.exports.slimGlobalData = slimGlobalData;
module.exports.withoutFalseUnlisted = withoutFalseUnlisted;
