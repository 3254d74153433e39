#!/usr/bin/env node
// Part of `npm run bench`: what search costs the browser, per locale (figures, not gates). Needs a build.
// - cold: a fresh browser opens search and types a query: index bytes fetched (raw, gzip, brotli as nginx
//   compresses them) and time from the keypress to the first results (includes the 120 ms debounce);
// - warm: the index is loaded; time from typing to results, debounce excluded — the engine's own latency.
import {coldQuery, runQuery, startSearchSite, transferSizes} from '../lib/search-probe.mjs';
import {median} from '../lib/stats.mjs';

const PORT = 4390;
const DEBOUNCE_MS = 120;
const runs = [
  {locale: 'zh', path: '/', queries: ['快速安装', '怎么卸载 Rainbond', '离线安装', '网关', '源码构建 Java']},
  {
    locale: 'en',
    path: '/en/',
    queries: ['helm install', 'how do I uninstall rainbond', 'offline install', 'gateway', 'grctl'],
  },
];

const kb = (n) => (n / 1024).toFixed(1);

const site = await startSearchSite(PORT, 'bench');

const rows = [];
try {
  for (const {locale, path: home, queries} of runs) {
    const cold = [];
    const warm = [];
    for (const q of queries) {
      const first = await coldQuery(site.browser, site.base + home, q);
      const total = first.files
        .map(transferSizes)
        .reduce((a, t) => ({raw: a.raw + t.raw, gzip: a.gzip + t.gzip, br: a.br + t.br}), {raw: 0, gzip: 0, br: 0});
      cold.push({ms: first.ms, ...total, requests: first.files.length});
      // Warm: the same index, another query (its files may still need fetching).
      for (const again of [`${q} `, q.slice(0, Math.max(1, q.length - 1))]) {
        const t1 = Date.now();
        await runQuery(first.page, again);
        warm.push(Date.now() - t1 - DEBOUNCE_MS);
      }
      await first.close();
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
  await site.stop();
}

console.log('\nSearch (offline index; cold = fresh browser, first query; warm = index loaded)');
console.table(rows);
