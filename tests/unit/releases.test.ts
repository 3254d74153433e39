import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {compareVersions, latestRelease, releases, releasesNewestFirst} from '../../src/data/releases';

test('versions compare numerically, so 5.10 is newer than 5.9', () => {
  assert.ok(compareVersions('5.10.0', '5.9.0') > 0);
  assert.ok(compareVersions('5.3.1', '5.3.10') < 0);
  assert.equal(compareVersions('5.15.3', '5.15.3'), 0);
});

test('the latest release is the highest version, and every release has its notes in zh and en', () => {
  assert.equal(latestRelease.version, releasesNewestFirst()[0].version);
  for (const release of releases) {
    assert.ok(existsSync(`community/change/${release.version}.md`), `zh notes for ${release.version}`);
    assert.ok(
      existsSync(`i18n/en/docusaurus-plugin-content-docs-community/current/change/${release.version}.md`),
      `en notes for ${release.version}`,
    );
    assert.equal(release.highlights.zh.length, release.highlights.en.length, release.version);
  }
});

test('releases span 5.3.1 to 5.15.3', () => {
  const versions = releasesNewestFirst().map((r) => r.version);
  assert.equal(versions[0], '5.15.3');
  assert.equal(versions.at(-1), '5.3.1');
});
