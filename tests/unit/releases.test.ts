import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {compareVersions, latestRelease, releases} from '../../src/data/releases';
import {ARCHIVED_DOCS, CURRENT_DOCS_LABEL} from '../../settings.mjs';
import {PLATFORM} from '../../src/data/platform.mjs';

const ZH_NOTES = 'community/change';
const EN_NOTES = 'i18n/en/docusaurus-plugin-content-docs-community/current/change';

/** The versions that have a notes page in `dir`, oldest first. Sorted by Intl's numeric collation, not by
 *  compareVersions, so the latest-release checks below do not lean on the code they check. */
const notesVersions = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => /^\d+\.\d+\.\d+\.md$/.test(name))
    .map((name) => name.slice(0, -'.md'.length))
    .sort(new Intl.Collator('en', {numeric: true}).compare);

test('versions compare numerically, so 5.10 is newer than 5.9', () => {
  assert.ok(compareVersions('5.10.0', '5.9.0') > 0);
  assert.ok(compareVersions('5.3.1', '5.3.10') < 0);
  assert.equal(compareVersions('5.15.3', '5.15.3'), 0);
});

test('every release record is well formed: a unique x.y.z version, a date or null, highlights in both languages', () => {
  const seen = new Set<string>();
  for (const release of releases) {
    assert.match(release.version, /^\d+\.\d+\.\d+$/, release.version);
    assert.ok(!seen.has(release.version), `${release.version} is listed twice`);
    seen.add(release.version);
    if (release.date !== null) assert.ok(!Number.isNaN(Date.parse(release.date)), `${release.version}: bad date`);
    assert.ok(release.summary.zh.trim() && release.summary.en.trim(), `${release.version}: empty summary`);
    assert.ok(release.highlights.zh.length >= 1 && release.highlights.zh.length <= 4, release.version);
    assert.equal(release.highlights.zh.length, release.highlights.en.length, release.version);
  }
});

test('the release records and the notes pages in zh and en name the same versions', () => {
  const recorded = releases.map((release) => release.version).sort();
  assert.ok(recorded.length > 20, `${recorded.length} releases`);
  assert.deepEqual([...notesVersions(ZH_NOTES)].sort(), recorded, `${ZH_NOTES}/<version>.md against releases.ts`);
  assert.deepEqual([...notesVersions(EN_NOTES)].sort(), recorded, `${EN_NOTES}/<version>.md against releases.ts`);
});

test('the latest release is the newest notes page, of the current docs version, and the version pages state', () => {
  const newest = notesVersions(ZH_NOTES).at(-1);
  assert.equal(latestRelease.version, newest);
  const [major, minor] = latestRelease.version.split('.');
  assert.equal(`V${major}.${minor}`, CURRENT_DOCS_LABEL);
  // The pages state the platform's version through src/data/platform.mjs: it is the latest release.
  assert.equal(PLATFORM.version, newest);
  assert.equal(`V${PLATFORM.docsVersion}`, CURRENT_DOCS_LABEL);
});

test('each archived docs version pins the newest release of its line', () => {
  const notes = notesVersions(ZH_NOTES);
  assert.ok(ARCHIVED_DOCS.length > 0);
  for (const {name, latest} of ARCHIVED_DOCS)
    assert.equal(latest, notes.filter((version) => version.startsWith(`${name}.`)).at(-1), name);
});
