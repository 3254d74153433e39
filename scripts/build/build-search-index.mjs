#!/usr/bin/env node
// Builds the offline search index from build/ after `docusaurus build`: one index per locale, written next to
// that locale's pages (build/search-index/, build/en/search-index/). What it holds: scripts/lib/search-index.mjs.
// Why our own index and not Pagefind: see maintainers/architecture.md (Search). Skipped when Algolia is configured.
import fs from 'node:fs';
import path from 'node:path';
import {classify} from '../lib/search-classify.mjs';
import {isRedirectStub, localeTrees, writtenAfterBuild} from '../../shared/files.mjs';
import {readPageMetadata} from '../../shared/page-metadata.mjs';
import {buildIndex, extractPage, writeIndex} from '../lib/search-index.mjs';
import {algoliaSettings, ARCHIVED_DOCS, docsVersionLabel, normaliseBaseUrl} from '../../settings.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const baseUrl = normaliseBaseUrl(process.env.BASE_URL);
if (algoliaSettings(process.env)) {
  console.log('search index: Algolia is configured, skipping the offline index.');
  process.exit(0);
}
const metadata = readPageMetadata(buildDir);
// Each locale is a site of its own (build/ and build/en/), so each gets its own index next to it.
for (const {locale, dir, files} of localeTrees(buildDir, (name) => name === 'index.html')) {
  const started = Date.now();
  const entries = [];
  for (const file of files) {
    // Print pages and the translation status (a bundle carries the print pages) repeat pages or are not for readers.
    if (writtenAfterBuild(buildDir, file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const rel = path.relative(buildDir, file).split(path.sep).join('/');
    // The route as the router knows it (with or without a trailing slash), from the build's page metadata: an
    // archived docs page is indexed as itself, with its version.
    const known = metadata.get(`${baseUrl}${rel.replace(/(^|\/)index\.html$/, '$1')}`);
    if (!known) {
      if (isRedirectStub(html)) continue;
      throw new Error(`search index: ${rel} is a page the build's metadata does not know (plugins/page-metadata)`);
    }
    const url = known.permalink;
    const place = classify(`/${url.slice(baseUrl.length)}`);
    if (!place) continue;
    entries.push({url, ...place, page: extractPage(html)});
  }
  entries.sort((a, b) => a.url.localeCompare(b.url));
  // One index for the current site and one per archived docs version: a query loads the current one only
  // (and the version being read, or filtered on), so archived pages do not make every first query heavier.
  const archived = ARCHIVED_DOCS.map(({name}) => ({name, label: docsVersionLabel(name)})).filter(({label}) =>
    entries.some((e) => e.version === label),
  );
  const current = entries.filter((e) => !archived.some(({label}) => e.version === label));
  const out = writeIndex(dir, buildIndex(current), {archives: archived.map(({name}) => name)});
  for (const {name, label} of archived) {
    writeIndex(dir, buildIndex(entries.filter((e) => e.version === label)), {sub: name});
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `search index [${locale}]: ${current.length} pages → ${path.relative(process.cwd(), out)}, ` +
      `${entries.length - current.length} archived docs pages in ${archived.length} version indexes (${seconds}s)`,
  );
}
