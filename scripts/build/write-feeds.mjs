#!/usr/bin/env node
// Build step: the release-notes and docs-changes feeds, RSS 2.0 and Atom 1.0, in every locale (scripts/lib/feeds.mjs):
// <buildDir>/feeds/{releases,docs}/{rss,atom}.xml and the same under en/, linked from every page's head
// (plugins/feeds) and the footer. Titles and links come from the build's page metadata, so the feeds name pages as
// the build does. A release page without a title fails the step; a checkout without git history (a source archive,
// a shallow clone) still gets its feeds, with one warning line.
// Usage: node scripts/build/write-feeds.mjs <buildDir>
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_IDS, LOCALES, readSiteEnv} from '../../settings.mjs';
import {FEED_FORMATS, FEED_IDS, feedPath} from '../../shared/feeds.mjs';
import {readPageMetadata} from '../../shared/page-metadata.mjs';
import {collectDocsChanges, collectReleases, docsEntries, releaseEntries, renderFeed} from '../lib/feeds.mjs';
import {gitHistoryState} from '../../shared/git-history.mjs';
import {sourceDate} from '../lib/build-output.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
// npm runs every build step from the repository root: the pages and their history are read from there.
const repoDir = process.cwd();
const started = Date.now();
const site = readSiteEnv(process.env);
const metadata = readPageMetadata(buildDir);

const history = gitHistoryState(repoDir);
if (history.warning) console.warn(history.warning);
const releases = collectReleases({repoDir, history, fallbackDate: sourceDate(process.env) ?? new Date()});
const changes = collectDocsChanges({repoDir, history});

/** @type {Set<string>} */
const notInBuild = new Set();
for (const locale of LOCALE_IDS) {
  const docs = docsEntries(changes, locale, metadata, site);
  for (const file of docs.missing) notInBuild.add(file);
  const entries = {releases: releaseEntries(releases, locale, metadata, site), docs: docs.entries};
  for (const id of FEED_IDS) {
    const text = renderFeed({id, locale, entries: entries[id], site, env: process.env});
    for (const format of /** @type {(keyof typeof FEED_FORMATS)[]} */ (Object.keys(FEED_FORMATS))) {
      const file = path.join(buildDir, LOCALES[locale].prefix, feedPath(id, format));
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, text[format]);
      const bytes = Buffer.byteLength(text[format]);
      console.log(`feeds: ${path.relative(buildDir, file)}: ${entries[id].length} entries, ${bytes} bytes`);
    }
  }
}
if (notInBuild.size) {
  // A docs page the build has no page for (a draft, a page left out of the build).
  console.warn(
    `feeds: warning: ${notInBuild.size} changed docs pages are not in the build's page metadata and were left out: ` +
      [...notInBuild].join(', '),
  );
}
console.log(`feeds: done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
