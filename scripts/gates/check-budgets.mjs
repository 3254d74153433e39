#!/usr/bin/env node
// Byte budgets (CI): first-load JS + CSS (gzip -9) of one page per type, against plain Docusaurus at the same
// number of routes per locale × the page type's factor (scripts/lib/budgets.mjs says how).
// Deterministic: sizes come from the build's files; only which files a first render requests is observed.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {firstLoad, LAUNCH} from '../lib/first-load.mjs';
import {limitFor, routesPerLocale} from '../lib/budgets.mjs';

/** @type {import('../lib/budgets.mjs').Budgets} */
const budgets = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));
const routes = routesPerLocale('build');
console.log(`budgets: ${routes} routes per locale; plain Docusaurus measured at ${budgets.templateRoutes}`);
const PORT = 4397;
const server = spawn('node', ['scripts/dev/serve.mjs', '--port', String(PORT)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 700));
const browser = await chromium.launch(LAUNCH);
const rows = [];
let over = 0;
try {
  for (const [type, budget] of Object.entries(budgets.pageTypes)) {
    const measured = await firstLoad(browser, `http://127.0.0.1:${PORT}`, budget.route, 'build');
    const {template, limit} = limitFor(budget, budgets.templateRoutes, routes);
    const ok = measured.total <= limit;
    if (!ok) over += 1;
    rows.push({
      type,
      route: budget.route,
      'JS (gz)': measured.js,
      'CSS (gz)': measured.css,
      total: measured.total,
      'plain Docusaurus': template,
      limit,
      ratio: `${(measured.total / template).toFixed(2)}× (≤ ${budget.factor}×)`,
      status: ok ? 'ok' : 'OVER LIMIT',
    });
  }
} finally {
  await browser.close();
  server.kill();
}
console.table(rows);
if (over) {
  console.error(
    `budgets: ${over} page type(s) over their limit: win the bytes back (budgets.json says how limits are set)`,
  );
  process.exit(1);
}
console.log('budgets: every page type within its limit');
