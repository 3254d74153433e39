#!/usr/bin/env node
// Part of `npm run bench`: what search costs the browser, per locale (figures, not gates). Needs a build.
// - cold: a fresh browser opens search and types a query: index bytes fetched (raw, gzip, brotli as nginx
//   compresses them) and time from the keypress to the first results (includes the 120 ms debounce);
// - warm: the index is loaded; time from typing to results, debounce excluded — the engine's own latency.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../settings.mjs';

const PORT = 4390;
const DEBOUNCE_MS = 120;
const base = `http://127.0.0.1:${PORT}`;
const runs = [
  {locale: 'zh', path: '/', queries: ['快速安装', '怎么卸载 Rainbond', '离线安装', '网关', '源码构建 Java']},
  {
    locale: 'en',
    path: '/en/',
    queries: ['helm install', 'how do I uninstall rainbond', 'offline install', 'gateway', 'grctl'],
  },
];

if (!fs.existsSync('build/search-index/meta.json')) {
  console.error('bench: run `npm run build` first (the search index is built with it).');
  process.exit(1);
}

const sizes = (file) => {
  const body = fs.readFileSync(path.join('build', decodeURIComponent(file)));
  return {
    raw: body.length,
    gzip: zlib.gzipSync(body, {level: 6}).length,
    br: zlib.brotliCompressSync(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 6}}).length,
  };
};
const kb = (n) => (n / 1024).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 600));
const browser = await chromium.launch(chromiumLaunchOptions(process.env));
const waitFor = (page, q) =>
  page.waitForFunction(
    (query) => document.querySelector('dialog [role="listbox"]')?.getAttribute('data-query') === query,
    q,
  );

const rows = [];
try {
  for (const {locale, path: home, queries} of runs) {
    const cold = [];
    const warm = [];
    for (const q of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const files = new Set();
      page.on('request', (r) => {
        const p = new URL(r.url()).pathname;
        if (p.includes('/search-index/')) files.add(p);
      });
      await page.goto(base + home);
      await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
      const t0 = Date.now();
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill(q);
      await waitFor(page, q);
      const ms = Date.now() - t0;
      const total = [...files]
        .map(sizes)
        .reduce((a, s) => ({raw: a.raw + s.raw, gzip: a.gzip + s.gzip, br: a.br + s.br}), {
          raw: 0,
          gzip: 0,
          br: 0,
        });
      cold.push({ms, ...total, requests: files.size});
      // Warm: the same index, another query (its files may still need fetching).
      for (const again of [`${q} `, q.slice(0, Math.max(1, q.length - 1))]) {
        const t1 = Date.now();
        await page.getByRole('combobox').fill(again);
        await waitFor(page, again);
        warm.push(Date.now() - t1 - DEBOUNCE_MS);
      }
      await context.close();
    }
    rows.push({
      locale,
      queries: queries.length,
      'cold: first results (ms, median)': median(cold.map((c) => c.ms)),
      'cold: kB raw (median)': kb(median(cold.map((c) => c.raw))),
      'cold: kB gzip (median / max)': `${kb(median(cold.map((c) => c.gzip)))} / ${kb(Math.max(...cold.map((c) => c.gzip)))}`,
      'cold: kB brotli (median / max)': `${kb(median(cold.map((c) => c.br)))} / ${kb(Math.max(...cold.map((c) => c.br)))}`,
      'cold: requests (median)': median(cold.map((c) => c.requests)),
      'warm: results after typing (ms, median / max, debounce excluded)': `${median(warm)} / ${Math.max(...warm)}`,
    });
  }
} finally {
  await browser.close();
  server.kill();
}

console.log('\nSearch (offline index; cold = fresh browser, first query; warm = index loaded)');
console.table(rows);
