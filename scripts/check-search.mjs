#!/usr/bin/env node
// `npm run check:search`: the relevance set (tests/search/relevance.json) against the built site, in Chromium,
// through the search modal a visitor uses. Prints recall@1 and recall@5 per locale and every miss; fails below
// the gate. Needs `npm run build`.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions, LOCALES} from '../settings.mjs';

/** The gate (issue #16): per locale. Bytes: what a first query costs with a cold cache, gzip-compressed as
 * nginx serves it without brotli (brotli is smaller). */
export const GATE = {recallAt1: 0.7, recallAt5: 0.9, firstQueryBytes: 100 * 1024};
/** Every how-many-th query of the set is also run with a cold cache to weigh its bytes. */
const COLD_SAMPLE_EVERY = 6;
const PORT = 4393;
const set = JSON.parse(fs.readFileSync('tests/search/relevance.json', 'utf8'));

if (!fs.existsSync('build/search-index/meta.json')) {
  console.error('check:search: no search index in build/ — run `npm run build` first.');
  process.exit(1);
}

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 600));
const browser = await chromium.launch(chromiumLaunchOptions(process.env));
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 6}).length;

/** Opens search in a fresh browser context, runs one query, and returns the compressed bytes it fetched. */
async function coldQueryBytes(prefix, q) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/search-index/')) files.add(url.pathname);
  });
  await page.goto(`http://127.0.0.1:${PORT}${prefix}`);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill(q);
  await page.waitForFunction(
    (query) => document.querySelector('dialog [role="listbox"]')?.getAttribute('data-query') === query,
    q,
  );
  await context.close();
  return [...files].reduce((sum, file) => sum + gzipSize(path.join('build', decodeURIComponent(file))), 0);
}

const strip = (url) => url.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');
let failed = false;

try {
  for (const [locale, queries] of Object.entries(set)) {
    const prefix = LOCALES[locale].prefix ? `/${LOCALES[locale].prefix}/` : '/';
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}${prefix}`);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox');
    let at1 = 0;
    let at5 = 0;
    const misses = [];
    const times = [];
    for (const {q, expect} of queries) {
      const started = Date.now();
      await box.fill(q);
      const listbox = page.locator('dialog [role="listbox"]');
      await page.waitForFunction(
        (query) => document.querySelector('dialog [role="listbox"]')?.getAttribute('data-query') === query,
        q,
      );
      times.push(Date.now() - started);
      const hrefs = await listbox
        .locator('[role="option"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
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
    failed ||= !ok;
    console.log(
      `search [${locale}]: ${n} queries — recall@1 ${(r1 * 100).toFixed(1)}%, recall@5 ${(r5 * 100).toFixed(1)}% ` +
        `(gate ${GATE.recallAt1 * 100}% / ${GATE.recallAt5 * 100}%) ${ok ? 'ok' : 'FAILED'}; ` +
        `median ${times[Math.floor(n / 2)]} ms per query incl. 120 ms debounce`,
    );
    console.log(
      `search [${locale}]: first query with a cold cache, ${cold.length} sampled: heaviest ${(heaviest.bytes / 1024).toFixed(1)} kB gzip ` +
        `("${heaviest.q}"), median ${(cold[Math.floor(cold.length / 2)].bytes / 1024).toFixed(1)} kB (limit ${GATE.firstQueryBytes / 1024} kB)`,
    );
    if (misses.length) console.log(misses.join('\n'));
  }
} finally {
  await browser.close();
  server.kill();
}
process.exit(failed ? 1 : 0);
