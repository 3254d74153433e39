// The release-notes and docs-changes feeds (shared/feeds.mjs names them): what goes in them, from the pages' front
// matter, the build's page metadata and git history, and the RSS 2.0 and Atom 1.0 text, written with `feed` (the
// package Docusaurus' blog feeds use). scripts/build/write-feeds.mjs writes them; everything a function reads comes
// in as an argument (the repository folder, the metadata, the site address), so tests/unit/feeds.test.ts drives the
// collectors against a throwaway git repository.
import fs from 'node:fs';
import path from 'node:path';
import {Feed} from 'feed';
import {
  CURRENT_DOCS,
  DEFAULT_LOCALE,
  LOCALES,
  docsVersionRoot,
  localeOfPath,
  localePath,
  withoutBaseUrl,
} from '../../settings.mjs';
import {FEEDS, feedPath} from '../../shared/feeds.mjs';
import {git, readBlobs, readHistory} from '../../shared/git-history.mjs';
import {walkFiles} from '../../shared/files.mjs';
import {sourceDate} from './build-output.mjs';
import {frontMatterField, splitFrontMatter} from '../../shared/front-matter.mjs';
import {isFormattingOnly} from '../../shared/content-compare.mjs';

/** @typedef {import('../../settings.mjs').Locale} Locale */
/** @typedef {import('../../shared/feeds.mjs').FeedId} FeedId */
/** @typedef {import('../../shared/page-metadata.mjs').PageMetadata} PageMetadata */
/** @typedef {{get: (route: string) => PageMetadata | undefined, pages: PageMetadata[]}} MetadataIndex */
/** @typedef {{url: string, baseUrl: string}} SiteAddress */
/** @typedef {import('../../shared/git-history.mjs').HistoryState} HistoryState */
/** @typedef {import('../../shared/git-history.mjs').Commit} Commit */
/** @typedef {import('../../shared/git-history.mjs').FileChange} FileChange */

/** The docs feed lists at most this many pages, each once. */
export const DOCS_FEED_LIMIT = 50;
/** The current Chinese docs: the only folder the docs feed scans. */
export const DOCS_DIR = 'docs';
/** Release notes, one page per version (`5.15.3.md`) beside the change index (index.mdx). */
export const RELEASES_DIR = 'community/change';
/** Their English twins (Crowdin layout). */
export const RELEASES_EN_DIR = 'i18n/en/docusaurus-plugin-content-docs-community/current/change';
/** The community docs instance's routeBasePath (docusaurus.config.ts). */
const COMMUNITY_ROUTE_BASE = '/community/';
/** A release page's file name: its version. */
const RELEASE_FILE = /^(\d+)\.(\d+)\.(\d+)\.mdx?$/;
/** Changes whose blobs are read with one `git cat-file --batch` process. */
const BLOB_WINDOW = 200;

// ---------------------------------------------------------------------------------------------------------------
// Routes

/**
 * The route (without base URL or locale prefix) of the page each file of the default locale was built into, from
 * the build's page metadata: Docusaurus' own slug rules, not a copy of them.
 * @param {MetadataIndex} metadata
 * @param {SiteAddress} site
 * @returns {Map<string, string>}
 */
export function routesBySource(metadata, site) {
  /** @type {Map<string, string>} */
  const routes = new Map();
  for (const page of metadata.pages) {
    if (!page.source || !page.permalink.startsWith(site.baseUrl)) continue;
    const route = withoutBaseUrl(page.permalink, site.baseUrl);
    if (localeOfPath(route) === DEFAULT_LOCALE) routes.set(page.source, route);
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------------------------
// Docs changes

/**
 * @typedef {{file: string, commit: string, date: Date, kind: 'added' | 'moved' | 'changed'}} DocChange
 * `file`: the page's path in the repository now (`docs/quick-start/quick-install.md`).
 */

/** @param {FileChange} change */
const isEdit = (change) => change.status === 'M' || change.status === 'T';

/**
 * Each current page's newest content change, newest first, at most `limit`. A new page (added or copied) and a
 * moved one count as changed; an edit counts unless it is formatting only, in which case the page's next older
 * change is looked at. Blobs are read a window of changes at a time, so one git process serves many comparisons.
 * @param {Commit[]} commits newest first
 * @param {Set<string>} current the pages that exist now, as git names them
 * @param {(ids: string[]) => Map<string, string>} blobsOf
 * @param {number} limit
 * @returns {DocChange[]}
 */
export function newestContentChanges(commits, current, blobsOf, limit) {
  const events = commits.flatMap(({commit, time, changes}) =>
    changes.filter((change) => current.has(change.path)).map((change) => ({...change, commit, time})),
  );
  /** @type {Map<string, DocChange>} */
  const placed = new Map();
  for (let start = 0; start < events.length && placed.size < limit; start += BLOB_WINDOW) {
    const window = events.slice(start, start + BLOB_WINDOW).filter((event) => !placed.has(event.path));
    const ids = window.filter(isEdit).flatMap((event) => [event.before ?? '', event.after]);
    const blobs = blobsOf([...new Set(ids.filter(Boolean))]);
    for (const event of window) {
      if (placed.size >= limit) break;
      if (placed.has(event.path)) continue;
      if (isEdit(event)) {
        const before = event.before ? blobs.get(event.before) : undefined;
        const after = blobs.get(event.after);
        // A blob git cannot give back proves nothing: the change counts.
        if (before !== undefined && after !== undefined && isFormattingOnly(before, after)) continue;
      }
      const kind = event.status === 'R' ? 'moved' : event.status === 'A' || event.status === 'C' ? 'added' : 'changed';
      placed.set(event.path, {file: event.path, commit: event.commit, date: new Date(event.time * 1000), kind});
    }
  }
  return [...placed.values()].sort((a, b) => b.date.getTime() - a.date.getTime());
}

/** A page file of a docs folder: Markdown or MDX, not a partial (`_name`, which Docusaurus does not serve). */
const isPageFile = (/** @type {string} */ rel) => /\.mdx?$/.test(rel) && !rel.split('/').some((p) => p.startsWith('_'));

/**
 * The docs feed's changes: pages under `dir` (the Chinese docs) as they are now, each with its newest content
 * change in git. Translation-only changes never count because only `dir` is scanned: a commit that touches only
 * i18n/en/… has nothing here.
 * @param {{repoDir: string, history: HistoryState, dir?: string, limit?: number}} options
 * @returns {DocChange[]}
 */
export function collectDocsChanges({repoDir, history, dir = DOCS_DIR, limit = DOCS_FEED_LIMIT}) {
  const current = new Set(
    walkFiles(path.join(repoDir, dir), (name) => /\.mdx?$/.test(name), new Set())
      .map((file) => path.relative(repoDir, file).split(path.sep).join('/'))
      .filter(isPageFile),
  );
  return newestContentChanges(readHistory(repoDir, dir, history), current, (ids) => readBlobs(repoDir, ids), limit);
}

// ---------------------------------------------------------------------------------------------------------------
// Release notes

/**
 * @typedef {{title: string, description?: string}} ReleaseText
 * @typedef {{version: string, source: string, date: Date, text: {zh: ReleaseText, en?: ReleaseText}}} Release
 * `source`: the Chinese page's file (`community/change/5.15.3.md`); `date`: when it was first committed (see
 * collectReleases).
 */

/**
 * Semantic versions compared part by part, for sorting newest first: `compareVersions('5.15.3', '5.9.0') < 0`.
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (y[i] ?? 0) - (x[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/**
 * When each file under `dir` was first committed there (git's first adding commit; a rename counts as adding the
 * new name), as `dir`-relative path → date. One `git log`.
 * @param {string} repoDir
 * @param {string} dir
 * @param {HistoryState} history
 * @returns {Map<string, Date>}
 */
function firstAdded(repoDir, dir, history) {
  /** @type {Map<string, Date>} */
  const added = new Map();
  if (history.state === 'none') return added;
  const args = ['log', '--diff-filter=A', '--no-renames', '--relative', '--format=%x1e%ct', '--name-only'];
  const text = git(repoDir, [...args, '--', `${dir}/`]).toString('utf8');
  for (const block of text.split('\x1e').filter((b) => b.trim())) {
    const [time, ...files] = block.split('\n').filter(Boolean);
    // The log runs newest first: the last time a path is seen is when it was first added.
    for (const file of files) added.set(path.posix.relative(dir, file), new Date(Number(time) * 1000));
  }
  return added;
}

/**
 * The title and description in a release page's front matter. A page without a title fails: Docusaurus would
 * quietly title it with its file name, and the feed would name a release `5.15.3` in one place and `v5.15.3-release`
 * everywhere else.
 * @param {string} file
 * @returns {ReleaseText & {raw: string}}
 */
function releaseText(file) {
  const {raw} = splitFrontMatter(fs.readFileSync(file, 'utf8'));
  const title = frontMatterField(raw, 'title');
  if (!title) throw new Error(`release notes: ${file} has no title in its front matter`);
  return {raw, title, description: frontMatterField(raw, 'description')};
}

/**
 * Every release notes page (`<version>.md`, not the index), newest version first. Its date is when its Chinese page
 * was first committed, not its last edit: no page states a release date, the notes are published with the release,
 * and a later typo fix must not bring an old release back to the top of a reader's list. Both locales share that
 * date. A page not yet committed is dated `fallbackDate` (the build's date).
 * @param {{repoDir: string, history: HistoryState, fallbackDate: Date}} options
 * @returns {Release[]}
 */
export function collectReleases({repoDir, history, fallbackDate}) {
  const dates = firstAdded(repoDir, RELEASES_DIR, history);
  return fs
    .readdirSync(path.join(repoDir, RELEASES_DIR))
    .filter((name) => RELEASE_FILE.test(name))
    .map((name) => {
      const zh = releaseText(path.join(repoDir, RELEASES_DIR, name));
      const twin = path.join(repoDir, RELEASES_EN_DIR, name);
      const en = fs.existsSync(twin) ? releaseText(twin) : undefined;
      return {
        version: name.replace(/\.mdx?$/, ''),
        source: `${RELEASES_DIR}/${name}`,
        date: dates.get(name) ?? fallbackDate,
        text: {
          zh: {title: zh.title, description: zh.description},
          ...(en && {en: {title: en.title, description: en.description}}),
        },
      };
    })
    .sort((a, b) => compareVersions(a.version, b.version));
}

// ---------------------------------------------------------------------------------------------------------------
// Entries and feeds

/**
 * @typedef {{title: string, link: string, id: string, date: Date, description?: string, section?: string}} FeedEntry
 * `link`: absolute; `id`: unique and stable (RSS guid, Atom id); `section`: the page's outermost sidebar category.
 */

/** The outermost sidebar category of a page, if it sits in one. @param {PageMetadata} page */
const sectionOf = (page) => page.section ?? page.crumbs[0];

/**
 * A page of a locale in the build's metadata, by its route (without base URL or locale prefix).
 * @param {MetadataIndex} metadata
 * @param {SiteAddress} site
 * @param {Locale} locale
 * @param {string} route
 */
const pageIn = (metadata, site, locale, route) => metadata.get(localePath(site.baseUrl, locale, route));

/**
 * The release feed's entries in a locale: the page's title as the build has it, its front matter description
 * (the English twin's, or the Chinese one when a page has no twin yet). A release the build does not have fails.
 * @param {Release[]} releases
 * @param {Locale} locale
 * @param {MetadataIndex} metadata
 * @param {SiteAddress} site
 * @returns {FeedEntry[]}
 */
export function releaseEntries(releases, locale, metadata, site) {
  const routes = routesBySource(metadata, site);
  return releases.map((release) => {
    const route = routes.get(release.source);
    const page = route ? pageIn(metadata, site, locale, route) : undefined;
    if (!page?.title.trim()) {
      throw new Error(
        `release notes: ${release.source} (${release.version}) has no ${locale} page in the build's page metadata, ` +
          'or no title there',
      );
    }
    const link = `${site.url}${page.permalink}`;
    const text = release.text[locale] ?? release.text.zh;
    return {
      title: page.title,
      link,
      id: link,
      date: release.date,
      description: text.description,
      section: sectionOf(page),
    };
  });
}

/** The docs feed's one-line descriptions: which section changed, and how. */
const CHANGE_TEXT = {
  zh: {
    added: (/** @type {string} */ title, /** @type {string | undefined} */ section) =>
      section ? `“${section}”部分新增了“${title}”页。` : `新增了“${title}”页。`,
    moved: (/** @type {string} */ title, /** @type {string | undefined} */ section) =>
      section ? `“${section}”部分的“${title}”页移到了新地址。` : `“${title}”页移到了新地址。`,
    changed: (/** @type {string} */ title, /** @type {string | undefined} */ section) =>
      section ? `“${section}”部分的“${title}”页内容有更新。` : `“${title}”页内容有更新。`,
  },
  en: {
    added: (/** @type {string} */ title, /** @type {string | undefined} */ section) =>
      section ? `New page in the ${section} section: “${title}”.` : `New page: “${title}”.`,
    moved: (/** @type {string} */ title, /** @type {string | undefined} */ section) =>
      section ? `“${title}” in the ${section} section moved to a new address.` : `“${title}” moved to a new address.`,
    changed: (/** @type {string} */ title, /** @type {string | undefined} */ section) =>
      section ? `The content of “${title}” in the ${section} section changed.` : `The content of “${title}” changed.`,
  },
};

/**
 * The docs feed's entries in a locale. Each change's page is found by the file it is built from (routesBySource);
 * a page the build's metadata lacks is left out and named in `missing`, for the step's warning. The id holds the
 * commit, so a page's next change is a new entry for a feed reader.
 * @param {DocChange[]} changes
 * @param {Locale} locale
 * @param {MetadataIndex} metadata
 * @param {SiteAddress} site
 * @returns {{entries: FeedEntry[], missing: string[]}}
 */
export function docsEntries(changes, locale, metadata, site) {
  const routes = routesBySource(metadata, site);
  /** @type {FeedEntry[]} */
  const entries = [];
  /** @type {string[]} */
  const missing = [];
  for (const change of changes) {
    const route = routes.get(change.file);
    const page = route ? pageIn(metadata, site, locale, route) : undefined;
    if (!page) {
      missing.push(change.file);
      continue;
    }
    const link = `${site.url}${page.permalink}`;
    const section = sectionOf(page);
    entries.push({
      title: page.title,
      link,
      id: `${link}#change-${change.commit.slice(0, 12)}`,
      date: change.date,
      // A section's own page: "the X page of the X section" says nothing the title does not.
      description: CHANGE_TEXT[locale][change.kind](page.title, section === page.title ? undefined : section),
      section,
    });
  }
  return {entries, missing};
}

/**
 * A feed's RSS 2.0 and Atom 1.0 text. `updated` is SOURCE_DATE_EPOCH when set (two builds of one commit write the
 * same bytes), else the newest entry's date.
 * @param {{id: FeedId, locale: Locale, entries: FeedEntry[], site: SiteAddress, env: Record<string, string | undefined>}} options
 */
export function renderFeed({id, locale, entries, site, env}) {
  /** @param {string} route */
  const url = (route) => `${site.url}${localePath(site.baseUrl, locale, route)}`;
  const newest = entries.reduce((max, entry) => Math.max(max, entry.date.getTime()), 0);
  const updated = sourceDate(env) ?? (newest ? new Date(newest) : new Date());
  const feed = new Feed({
    id: url(feedPath(id, 'atom')),
    title: FEEDS[id].title[locale],
    description: FEEDS[id].description[locale],
    link: url(
      id === 'releases'
        ? `${COMMUNITY_ROUTE_BASE}${path.posix.basename(RELEASES_DIR)}/`
        : docsVersionRoot(CURRENT_DOCS),
    ),
    language: LOCALES[locale].htmlLang,
    updated,
    feedLinks: {rss: url(feedPath(id, 'rss')), atom: url(feedPath(id, 'atom'))},
    favicon: `${site.url}${site.baseUrl}img/favicon.svg`,
    // Atom wants an author for the feed or for every entry.
    author: {name: 'Goodrain', link: `${site.url}${site.baseUrl}`},
    copyright: `© ${updated.getUTCFullYear()} Goodrain, Inc.`,
  });
  for (const entry of entries) {
    feed.addItem({
      title: entry.title,
      id: entry.id,
      link: entry.link,
      date: entry.date,
      description: entry.description,
      category: entry.section ? [{name: entry.section, term: entry.section}] : undefined,
    });
  }
  return {rss: feed.rss2(), atom: feed.atom1()};
}
