import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {compareVersions, latestRelease, releases} from '../../src/data/releases';
import {CURRENT_DOCS_LABEL} from '../../settings.mjs';
import {PLATFORM} from '../../src/data/platform.mjs';

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

test('every release has its notes page in zh and en', () => {
  for (const release of releases) {
    assert.ok(existsSync(`community/change/${release.version}.md`), `zh notes for ${release.version}`);
    assert.ok(
      existsSync(`i18n/en/docusaurus-plugin-content-docs-community/current/change/${release.version}.md`),
      `en notes for ${release.version}`,
    );
  }
});

test('the latest release is newer than every other and belongs to the current docs version', () => {
  for (const release of releases)
    assert.ok(compareVersions(latestRelease.version, release.version) >= 0, release.version);
  const [major, minor] = latestRelease.version.split('.');
  assert.equal(`V${major}.${minor}`, CURRENT_DOCS_LABEL);
  // The pages state the platform's version through src/data/platform.mjs: it is the latest release.
  assert.equal(PLATFORM.version, latestRelease.version);
  assert.equal(`V${PLATFORM.docsVersion}`, CURRENT_DOCS_LABEL);
});
