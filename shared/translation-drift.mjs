// Translation drift: each English twin records which Chinese text it translates (`translation_of:` in its front
// matter, a hash of the Chinese file's normalised content), so a later Chinese change shows up as drift without any
// history, and an edit that only touches links or formatting never does (shared/content-compare.mjs). Git is read
// only for twins that drifted, to date the change. scripts/dev/translations.mjs (the list, the diffs, the records and
// the gate), plugins/remark-translation-notice.mjs (the notice on a drifted page) and
// scripts/build/translation-status.mjs (the status page) use it. Every function takes the repository folder, so
// tests/unit/translation-drift.test.ts drives it against a throwaway git repository.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {normaliseForComparison} from './content-compare.mjs';
import {walkFiles} from './files.mjs';
import {frontMatterField, splitFrontMatter} from './front-matter.mjs';
import {git, gitHistoryState, parseRawLog, readBlobs} from './git-history.mjs';

/** The front matter key of an English twin that holds the hash of the Chinese text it translates. */
export const RECORD_KEY = 'translation_of';
/** How long a twin may stay drifted before the gate (`--check`) fails: a translator's month. */
export const GRACE_DAYS = 30;
const DAY_MS = 86_400_000;
/** The status page's folder in the build, at the site root (scripts/build/translation-status.mjs): not a route. */
export {TRANSLATION_STATUS_DIR as STATUS_DIR} from './files.mjs';

/**
 * The translated sections: Chinese source folder and English twin folder (Crowdin layout), as check-content pairs
 * them. Archived docs versions are frozen (check-content only requires their twins); generated API pages
 * (`api-docs/`) have no twins.
 */
export const SECTIONS = /** @type {const} */ ([
  {id: 'docs', title: 'Docs', zhDir: 'docs', enDir: 'i18n/en/docusaurus-plugin-content-docs/current'},
  {
    id: 'community',
    title: 'Community',
    zhDir: 'community',
    enDir: 'i18n/en/docusaurus-plugin-content-docs-community/current',
  },
  {id: 'blog', title: 'Blog', zhDir: 'blog', enDir: 'i18n/en/docusaurus-plugin-content-blog'},
]);

/**
 * @typedef {typeof SECTIONS[number]} Section
 * @typedef {Section['id']} SectionId
 * @typedef {{section: SectionId, zh: string, en: string}} Twin
 * A Chinese page and its English twin, from the repository's root, with `/`.
 * @typedef {{since: Date | null, commit: string | null, matched: string | null}} Drift
 * `since`: when the Chinese text stopped matching the record (null: unknown, no history to tell); `commit`: the
 * commit that made it differ (null: a change not committed yet, or unknown); `matched`: the newest commit whose
 * text the record matches, which the Chinese diff starts from.
 * @typedef {'in-step' | 'drifted' | 'missing' | 'no-record'} TwinStateName
 * @typedef {Twin & {state: TwinStateName, hash: string, record?: string, drift?: Drift}} TwinState
 * `hash`: the Chinese text's now; `record`: the twin's; `drift`: for a drifted twin when its history was read.
 */

/** @param {string} p */
const posix = (p) => p.split(path.sep).join('/');

/**
 * The record of a Chinese text: the first 16 hex digits of the SHA-256 of its normalised content (front matter
 * included: a changed title, description or sidebar position is the twin's to follow too).
 * @param {string} text
 */
export function translationHash(text) {
  return crypto.createHash('sha256').update(normaliseForComparison(text)).digest('hex').slice(0, 16);
}

/** The record in an English twin's text, or undefined. @param {string} text */
export function readRecord(text) {
  return frontMatterField(splitFrontMatter(text).raw, RECORD_KEY) || undefined;
}

/**
 * The twin's text with its record set to `hash`: the existing line replaced, or one line added at the end of the
 * front matter; nothing else in the file changes.
 * @param {string} text
 * @param {string} hash
 */
export function withRecord(text, hash) {
  const line = `${RECORD_KEY}: ${hash}`;
  const {raw, body} = splitFrontMatter(text);
  if (!raw) return `---\n${line}\n---\n${text}`;
  const head = text.slice(0, text.length - body.length);
  const existing = new RegExp(`^${RECORD_KEY}:.*$`, 'm');
  const next = existing.test(head)
    ? head.replace(existing, line)
    : head.replace(/(\r?\n)---(\r?\n)?$/, `$1${line}$1---$2`);
  return next + body;
}

/**
 * Every Chinese page of the sections and where its twin belongs (whether or not it exists), in a stable order.
 * @param {string} repoDir
 * @param {readonly Section[]} [sections]
 * @returns {Twin[]}
 */
export function listTwins(repoDir, sections = SECTIONS) {
  return sections.flatMap(({id, zhDir, enDir}) =>
    walkFiles(path.join(repoDir, zhDir), (name) => /\.mdx?$/.test(name), new Set()).map((file) => {
      const rel = posix(path.relative(path.join(repoDir, zhDir), file));
      return {section: id, zh: `${zhDir}/${rel}`, en: `${enDir}/${rel}`};
    }),
  );
}

/**
 * The twin a file belongs to, from either side (a path absolute or from the repository's root), or undefined for a
 * file outside the sections (an archived version, a landing page, the API reference).
 * @param {string} repoDir
 * @param {string} file
 * @param {readonly Section[]} [sections]
 * @returns {(Twin & {side: 'zh' | 'en'}) | undefined}
 */
export function twinOfFile(repoDir, file, sections = SECTIONS) {
  const rel = posix(path.relative(repoDir, path.resolve(repoDir, file)));
  if (!/\.mdx?$/.test(rel)) return undefined;
  // The English folders sit under i18n/, never under a Chinese one, so the first match is the only one.
  for (const {id, zhDir, enDir} of sections) {
    for (const [side, dir] of /** @type {const} */ ([
      ['en', enDir],
      ['zh', zhDir],
    ])) {
      if (rel.startsWith(`${dir}/`)) {
        const inner = rel.slice(dir.length + 1);
        return {section: id, zh: `${zhDir}/${inner}`, en: `${enDir}/${inner}`, side};
      }
    }
  }
  return undefined;
}

/**
 * A twin's state from the files alone (no git): in step, drifted, missing twin or no record.
 * @param {string} repoDir
 * @param {Twin} twin
 * @returns {TwinState}
 */
export function twinState(repoDir, twin) {
  const hash = translationHash(fs.readFileSync(path.join(repoDir, twin.zh), 'utf8'));
  const enFile = path.join(repoDir, twin.en);
  if (!fs.existsSync(enFile)) return {...twin, state: 'missing', hash};
  const record = readRecord(fs.readFileSync(enFile, 'utf8'));
  if (!record) return {...twin, state: 'no-record', hash};
  return {...twin, state: record === hash ? 'in-step' : 'drifted', hash, record};
}

/**
 * How much history the repository has: `none` (no git, or no commits), `shallow` or `full`.
 * @param {string} repoDir
 * @returns {'full' | 'shallow' | 'none'}
 */
export const historyOf = (repoDir) => gitHistoryState(repoDir).state;

/**
 * Every twin's state, the drifted ones dated from git (one `git log` for all of them).
 * @param {string} repoDir
 * @param {{sections?: readonly Section[], now?: Date}} [options]
 * @returns {TwinState[]}
 */
export function twinStates(repoDir, {sections = SECTIONS, now = new Date()} = {}) {
  const states = listTwins(repoDir, sections).map((twin) => twinState(repoDir, twin));
  const drifted = states.filter((s) => s.state === 'drifted');
  const drifts = driftOf(repoDir, drifted, now);
  for (const state of drifted) state.drift = drifts.get(state.zh);
  return states;
}

/**
 * When each drifted Chinese file stopped matching its twin's record. Its versions are walked newest first (the
 * working tree, then each commit that touched it); the drift starts at the version just after the newest one whose
 * hash equals the record: a commit, or the working tree (an uncommitted change is drifted today). When no version
 * matches: the file's newest commit (the conservative date: the gate fails later, not sooner); with a shallow clone's
 * partial history, unknown; never committed, today. No git at all: unknown.
 * @param {string} repoDir
 * @param {{zh: string, record?: string}[]} items drifted twins (their Chinese text differs from the record)
 * @param {Date} [now]
 * @returns {Map<string, Drift>}
 */
export function driftOf(repoDir, items, now = new Date()) {
  /** @type {Map<string, Drift>} */
  const drifts = new Map();
  if (!items.length) return drifts;
  const history = historyOf(repoDir);
  if (history === 'none') {
    for (const {zh} of items) drifts.set(zh, {since: null, commit: null, matched: null});
    return drifts;
  }
  const log = gitText(repoDir, [
    'log',
    '--raw',
    '--no-abbrev',
    '--no-renames',
    '--relative',
    '--format=%x1e%H %ct',
    '--',
    ...items.map((item) => item.zh),
  ]);
  /** @type {Map<string, {commit: string, time: number, blob: string}[]>} newest first */
  const versions = new Map();
  for (const {commit, time, changes} of parseRawLog(log)) {
    for (const change of changes) {
      if (change.status === 'D') continue;
      const list = versions.get(change.path) ?? [];
      list.push({commit, time, blob: change.after});
      versions.set(change.path, list);
    }
  }
  const blobs = readBlobs(repoDir, [...new Set([...versions.values()].flat().map((v) => v.blob))]);
  for (const {zh, record} of items) {
    const list = versions.get(zh) ?? [];
    /** @type {Drift | undefined} */
    let drift;
    /** @type {{commit: string, time: number} | null} the version just newer than the one looked at (null: the working tree) */
    let newer = null;
    for (const version of list) {
      const text = blobs.get(version.blob);
      if (text !== undefined && translationHash(text) === record) {
        drift = newer
          ? {since: new Date(newer.time * 1000), commit: newer.commit, matched: version.commit}
          : {since: now, commit: null, matched: version.commit};
        break;
      }
      newer = version;
    }
    if (!drift) {
      if (history === 'shallow') drift = {since: null, commit: null, matched: null};
      else if (list.length) drift = {since: new Date(list[0].time * 1000), commit: list[0].commit, matched: null};
      else drift = {since: now, commit: null, matched: null};
    }
    drifts.set(zh, drift);
  }
  return drifts;
}

/**
 * git's output as text; the root commit shows its files as added, so a page first committed there has a date.
 * @param {string} repoDir @param {string[]} args
 */
const gitText = (repoDir, args) => git(repoDir, args, {config: ['log.showRoot=true']}).toString('utf8');

/** Whole days from `since` to `now`. @param {Date} since @param {Date} now */
export const daysSince = (since, now) => Math.floor((now.getTime() - since.getTime()) / DAY_MS);

/** A date as the notice and the lists print it: YYYY-MM-DD (UTC). @param {Date} date */
export const isoDay = (date) => date.toISOString().slice(0, 10);

/**
 * The gate: a twin drifted longer than the grace period, or without a record, fails; a drift git cannot date is a
 * warning (a shallow clone or a source archive cannot prove the grace period is past). A missing twin is
 * check-content's to fail (it requires every twin, archived versions included).
 * @param {TwinState[]} states
 * @param {{now?: Date, graceDays?: number}} [options]
 * @returns {{failures: string[], warnings: string[]}}
 */
export function checkTranslations(states, {now = new Date(), graceDays = GRACE_DAYS} = {}) {
  /** @type {string[]} */
  const failures = [];
  /** @type {string[]} */
  const warnings = [];
  for (const s of states) {
    if (s.state === 'no-record') {
      failures.push(`${s.en}: no ${RECORD_KEY} record of the Chinese text it translates (${s.zh})`);
    } else if (s.state === 'drifted') {
      const since = s.drift?.since;
      if (!since) warnings.push(`${s.en}: ${s.zh} changed, when is unknown (no git history to tell)`);
      else if (daysSince(since, now) > graceDays)
        failures.push(
          `${s.en}: ${s.zh} changed on ${isoDay(since)}, ${daysSince(since, now)} days ago (grace: ${graceDays} days)`,
        );
    }
  }
  return {failures, warnings};
}

/**
 * The Chinese change a drifted twin must follow: `git diff` from the newest commit the record matches to the working
 * tree (so an uncommitted change is in it too); the whole current file when no commit matches.
 * @param {string} repoDir
 * @param {TwinState} state
 */
export function chineseDiff(repoDir, state) {
  const matched = state.drift?.matched;
  if (matched) return gitText(repoDir, ['diff', '--no-ext-diff', matched, '--', state.zh]);
  const text = fs.readFileSync(path.join(repoDir, state.zh), 'utf8');
  return `(no commit holds the text the record names: the whole current ${state.zh})\n${text}`;
}

/**
 * Declares a twin in step: writes the Chinese text's current hash into its front matter. Takes either side's path.
 * @param {string} repoDir
 * @param {string} file
 * @param {readonly Section[]} [sections]
 * @returns {{twin: Twin, hash: string, changed: boolean}}
 */
export function recordTwin(repoDir, file, sections = SECTIONS) {
  const twin = twinOfFile(repoDir, file, sections);
  if (!twin) throw new Error(`translations: ${file} is not a page of ${sections.map((s) => s.zhDir).join(', ')}`);
  const zhFile = path.join(repoDir, twin.zh);
  const enFile = path.join(repoDir, twin.en);
  if (!fs.existsSync(zhFile)) throw new Error(`translations: ${twin.en} has no Chinese source at ${twin.zh}`);
  if (!fs.existsSync(enFile)) throw new Error(`translations: ${twin.zh} has no English twin at ${twin.en} yet`);
  const hash = translationHash(fs.readFileSync(zhFile, 'utf8'));
  const text = fs.readFileSync(enFile, 'utf8');
  const next = withRecord(text, hash);
  if (next !== text) fs.writeFileSync(enFile, next);
  return {twin, hash, changed: next !== text};
}
