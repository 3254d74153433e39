#!/usr/bin/env node
// Builds the offline search index from build/ after `docusaurus build`: one index per locale, written next to
// that locale's pages (build/search-index/, build/en/search-index/). What it holds: scripts/lib/search-index.mjs.
// Why our own index and not Pagefind: see the README (Search). Skipped when Algolia is configured.
import fs from 'node:fs';
import path from 'node:path';
import {classify} from './lib/search-classify.mjs';
import {localeTrees} from './lib/files.mjs';
import {buildIndex, extractPage, writeIndex} from './lib/search-index.mjs';
import {algoliaSettings, normaliseBaseUrl} from '../settings.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const baseUrl = normaliseBaseUrl(process.env.BASE_URL);
if (algoliaSettings(process.env)) {
  console.log('search index: Algolia is configured, skipping the offline index.');
  process.exit(0);
}
// Each locale is a site of its own (build/ and build/en/), so each gets its own index next to it.
for (const {locale, dir, files} of localeTrees(buildDir, (name) => name === 'index.html')) {
  const started = Date.now();
  const entries = [];
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    if (!/<main[\s>]/.test(html)) continue; // redirect pages
    const rel = path.relative(dir, file).split(path.sep).join('/');
    // The canonical link holds the route as the router knows it (with or without a trailing slash).
    const canonical = /rel=["']?canonical["']? href=["']?([^"' >]+)/.exec(html)?.[1];
    const url = canonical ? new URL(canonical).pathname : `/${rel.replace(/index\.html$/, '')}`;
    const place = classify(`/${url.slice(baseUrl.length)}`);
    if (!place) continue;
    entries.push({url, ...place, page: extractPage(html)});
  }
  entries.sort((a, b) => a.url.localeCompare(b.url));
  const out = writeIndex(dir, buildIndex(entries));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`search index [${locale}]: ${entries.length} pages → ${path.relative(process.cwd(), out)} (${seconds}s)`);
}
