#!/usr/bin/env node
// `npm run check:search`: the relevance set (tests/search/relevance.json) against the built site, in Chromium,
// through the search modal a visitor uses. Prints recall@1 and recall@5 per locale and every miss; fails below
// the gate. Needs `npm run build`.
import fs from 'node:fs';
import {LOCALES} from '../../settings.mjs';
import {coldQuery, openSearch, runQuery, startSearchSite, transferSizes} from '../lib/search-probe.mjs';

/** The gate (issue #16): per locale. Bytes: what a first query costs with a cold cache, gzip-compressed as
 * nginx serves it without brotli (brotli is smaller). */
export const GATE = {recallAt1: 0.7, recallAt5: 0.9, firstQueryBytes: 100 * 1024};
/** Every how-many-th query of the set is also run with a cold cache to weigh its bytes. */
const COLD_SAMPLE_EVERY = 6;
const PORT = 4393;
const set = JSON.parse(fs.readFileSync('tests/search/relevance.json', 'utf8'));

const site = await startSearchSite(PORT, 'check:search');

/** The compressed bytes a first query fetches with a cold cache. */
async function coldQueryBytes(prefix, q) {
  const cold = await coldQuery(site.browser, `${site.base}${prefix}`, q);
  await cold.close();
  return cold.files.reduce((sum, file) => sum + transferSizes(file).gzip, 0);
}

const strip = (url) => url.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');

/**
 * One locale's set through its own page; returns the lines to print and whether the gate holds. The locales run
 * side by side: most of a query's time is the search box's debounce, not work.
 * @param {string} locale @param {{q: string, expect: string[]}[]} queries
 */
async function measure(locale, queries) {
  const prefix = LOCALES[locale].prefix ? `/${LOCALES[locale].prefix}/` : '/';
  const page = await site.browser.newPage();
  await openSearch(page, `${site.base}${prefix}`);
  let at1 = 0;
  let at5 = 0;
  const misses = [];
  const times = [];
  for (const {q, expect} of queries) {
    const started = Date.now();
    const hrefs = await runQuery(page, q);
    times.push(Date.now() - started);
    const pages = [...new Set(hrefs.map(strip))];
    const wanted = expect.map(strip);
    if (wanted.includes(pages[0])) at1 += 1;
    const rank = pages.slice(0, 5).findIndex((p) => wanted.includes(p));
    if (rank >= 0) at5 += 1;
    if (rank !== 0)
      misses.push(
        `  ${rank < 0 ? 'miss' : `#${rank + 1}`}  ${q}  → ${pages[0] ?? '(no results)'}  (want ${wanted[0]})`,
      );
  }
  await page.close();
  const n = queries.length;
  const r1 = at1 / n;
  const r5 = at5 / n;
  times.sort((a, b) => a - b);
  const cold = [];
  for (const {q} of queries.filter((_, i) => i % COLD_SAMPLE_EVERY === 0))
    cold.push({q, bytes: await coldQueryBytes(prefix, q)});
  cold.sort((a, b) => b.bytes - a.bytes);
  const heaviest = cold[0];
  const ok = r1 >= GATE.recallAt1 && r5 >= GATE.recallAt5 && heaviest.bytes <= GATE.firstQueryBytes;
  const lines = [
    `search [${locale}]: ${n} queries — recall@1 ${(r1 * 100).toFixed(1)}%, recall@5 ${(r5 * 100).toFixed(1)}% ` +
      `(gate ${GATE.recallAt1 * 100}% / ${GATE.recallAt5 * 100}%) ${ok ? 'ok' : 'FAILED'}; ` +
      `median ${times[Math.floor(n / 2)]} ms per query incl. 120 ms debounce`,
    `search [${locale}]: first query with a cold cache, ${cold.length} sampled: heaviest ${(heaviest.bytes / 1024).toFixed(1)} kB gzip ` +
      `("${heaviest.q}"), median ${(cold[Math.floor(cold.length / 2)].bytes / 1024).toFixed(1)} kB (limit ${GATE.firstQueryBytes / 1024} kB)`,
    ...misses,
  ];
  return {lines, ok};
}

let failed = false;
try {
  const results = await Promise.all(Object.entries(set).map(([locale, queries]) => measure(locale, queries)));
  for (const {lines, ok} of results) {
    console.log(lines.join('\n'));
    failed ||= !ok;
  }
} finally {
  await site.stop();
}
process.exit(failed ? 1 : 0);
