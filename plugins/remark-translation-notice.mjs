// Remark plugin: an English twin whose Chinese page changed after it was translated (its `translation_of` record
// differs from the Chinese text's hash: shared/translation-drift.mjs) opens with a note saying when the Chinese
// page changed and linking to it. A no-op for Chinese pages, archived versions and twins in step: each compile hashes
// only its own Chinese source, and git is read once per process, for the drifted twins only.
// The note is a `note` container directive, which Docusaurus' admonition step (a default plugin, after this one)
// turns into the theme's admonition like any `:::note` a writer types. The link goes to the other locale's build,
// which the router's table does not hold: a plain <a> (not the theme's Link, which would add /en/), followed in full
// (src/clientModules/crossBuildLinks.ts).
// `translationNoticeRoutes` (a Docusaurus plugin, registered beside it) tells it each twin's route, from the loaded
// content: Docusaurus' own slug rules, not a copy of them.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DEFAULT_LOCALE, LOCALES, localePath, repoPath, withoutBaseUrl, withoutLocalePrefix} from '../settings.mjs';
import {loadedDocsAndPosts} from '../shared/page-metadata.mjs';
import {driftOf, isoDay, readRecord, translationHash, twinOfFile, twinStates} from '../shared/translation-drift.mjs';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each source file's route without base URL or locale prefix (`/docs/x`), by absolute path: the build's content. */
const routesBySource = new Map();

/**
 * Docusaurus plugin: records the route of every doc and blog post of the build's locale for the notice's link.
 * @param {{siteDir: string, baseUrl: string}} context
 */
export function translationNoticeRoutes(context) {
  return {
    name: 'translation-notice-routes',
    /** @param {{allContent: Record<string, any>}} props */
    async allContentLoaded({allContent}) {
      const {docs, posts} = loadedDocsAndPosts(allContent);
      routesBySource.clear();
      for (const {source, permalink} of [...docs.map((d) => d.doc), ...posts]) {
        const file = path.resolve(context.siteDir, repoPath(source));
        routesBySource.set(file, withoutLocalePrefix(withoutBaseUrl(permalink, context.baseUrl)));
      }
    },
  };
}

/** @param {string} name @param {string} value */
const attribute = (name, value) => ({type: 'mdxJsxAttribute', name, value});

/**
 * The note opening a drifted twin.
 * @param {Date | null} since when the Chinese page changed (null: unknown)
 * @param {string} href the Chinese page
 */
export function translationNotice(since, href) {
  const changed = since
    ? `The Chinese page changed on ${isoDay(since)}`
    : 'The Chinese page has changed since this page was translated';
  return {
    type: 'containerDirective',
    name: 'note',
    attributes: {title: 'Translation may be out of date', class: 'rb-translation-notice'},
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: `${changed}; this translation may be out of date. `},
          {
            type: 'mdxJsxTextElement',
            name: 'a',
            attributes: [attribute('href', href), attribute('hrefLang', LOCALES[DEFAULT_LOCALE].htmlLang)],
            children: [{type: 'text', value: 'Read the Chinese page'}],
            // A plain element: MDX would otherwise hand it to the theme's <a>, which prefixes the English base URL.
            data: {_mdxExplicitJsx: true},
          },
          {type: 'text', value: '.'},
        ],
      },
    ],
  };
}

/**
 * Options: `baseUrl` (the site's, without the locale: settings' readSiteEnv); for tests, `repoDir` (default: this
 * repository) and `routeOf` (an English twin's absolute path → its route without base URL or locale, default: what
 * translationNoticeRoutes recorded).
 * @param {{baseUrl?: string, repoDir?: string, routeOf?: (file: string) => string | undefined}} [options]
 */
export default function remarkTranslationNotice({
  baseUrl = '/',
  repoDir = SITE_DIR,
  routeOf = (file) => routesBySource.get(file),
} = {}) {
  /** @type {Map<string, import('../shared/translation-drift.mjs').Drift> | undefined} by Chinese file */
  let drifts;
  /** @type {Map<string, string>} the Chinese hash each drift was computed for (`docusaurus start` sees edits) */
  const driftHashes = new Map();

  /** @param {{zh: string, record: string, hash: string}} twin */
  function driftFor(twin) {
    if (!drifts) {
      // The first drifted page of the process: one git walk for every drifted twin.
      const drifted = twinStates(repoDir).filter((s) => s.state === 'drifted');
      drifts = new Map(drifted.flatMap((s) => (s.drift ? [[s.zh, s.drift]] : [])));
      for (const s of drifted) driftHashes.set(s.zh, s.hash);
    }
    if (driftHashes.get(twin.zh) !== twin.hash || !drifts.has(twin.zh)) {
      const drift = driftOf(repoDir, [twin]).get(twin.zh);
      if (drift) drifts.set(twin.zh, drift);
      driftHashes.set(twin.zh, twin.hash);
    }
    return drifts.get(twin.zh) ?? {since: null, commit: null, matched: null};
  }

  /** @param {any} tree @param {{path?: string}} file */
  return (tree, file) => {
    if (!file.path) return;
    const twin = twinOfFile(repoDir, file.path);
    if (twin?.side !== 'en') return;
    const zhFile = path.join(repoDir, twin.zh);
    if (!fs.existsSync(zhFile)) return;
    const record = readRecord(fs.readFileSync(file.path, 'utf8'));
    // No record is the gate's to fail; there is no date to show.
    if (!record) return;
    const hash = translationHash(fs.readFileSync(zhFile, 'utf8'));
    if (hash === record) return;
    const route = routeOf(path.resolve(file.path));
    if (!route) {
      throw new Error(
        `remark-translation-notice: no route for ${twin.en}; register translationNoticeRoutes in docusaurus.config.ts`,
      );
    }
    const notice = translationNotice(
      driftFor({zh: twin.zh, record, hash}).since,
      localePath(baseUrl, DEFAULT_LOCALE, route),
    );
    // After the imports and a leading `# title`, which Docusaurus takes as the page's title only when it comes first.
    let at = 0;
    while (tree.children[at]?.type === 'mdxjsEsm') at += 1;
    if (tree.children[at]?.type === 'heading' && tree.children[at].depth === 1) at += 1;
    tree.children.splice(at, 0, notice);
  };
}
