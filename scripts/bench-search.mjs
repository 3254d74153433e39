#!/usr/bin/env node
// Part of `npm run bench`: search cost per locale (figures, not gates). Needs a build.
// Prints, per locale, what a typical search costs the browser: bytes fetched and time to first results.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../settings.mjs';

const PORT = 4390;
const base = `http://127.0.0.1:${PORT}`;
const queries = [
  {locale: 'zh', path: '/', query: '快速安装'},
  {locale: 'en', path: '/en/', query: 'helm install'},
];

if (!fs.existsSync('build/pagefind/pagefind.js')) {
  console.error('bench: run `npm run build` first (the search index is built with it).');
  process.exit(1);
}

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 600));
const browser = await chromium.launch(chromiumLaunchOptions(process.env));

const rows = [];
try {
  for (const {locale, path, query} of queries) {
    const runs = [];
    for (let i = 0; i < 3; i += 1) {
      const page = await browser.newPage();
      await page.goto(base + path);
      await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
      const fetched = [];
      page.on('requestfinished', async (request) => fetched.push(request.sizes().then((s) => s.responseBodySize)));
      const t0 = Date.now();
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill(query);
      await page.locator('dialog [role="option"]').first().waitFor();
      const ms = Date.now() - t0;
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(fetched)).reduce((a, b) => a + b, 0);
      runs.push({ms, bytes, requests: fetched.length});
      await page.close();
    }
    runs.sort((a, b) => a.ms - b.ms);
    const median = runs[1];
    rows.push({
      locale,
      query,
      'first results (ms, median of 3)': median.ms,
      'bytes fetched': median.bytes,
      requests: median.requests,
    });
  }
} finally {
  await browser.close();
  server.kill();
}

console.log('\nSearch (Pagefind, cold cache, from keypress to first result; includes the 120 ms debounce)');
console.table(rows);
