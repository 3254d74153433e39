#!/usr/bin/env node
// Byte budgets (CI): first-load JS + CSS (gzip -9) of one page per type, against budgets.json.
// Deterministic: sizes come from the build's files; only which files a first render requests is observed.
// Fails when a page type is over its limit; also reports each type against its goal (1.15× plain Docusaurus).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {firstLoad, LAUNCH} from './lib/first-load.mjs';

const budgets = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));
const PORT = 4397;
const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 700));
const browser = await chromium.launch(LAUNCH);
const rows = [];
let over = 0;
try {
  for (const [type, budget] of Object.entries(budgets.pageTypes)) {
    const measured = await firstLoad(browser, `http://127.0.0.1:${PORT}`, budget.route, 'build');
    const ok = measured.total <= budget.limitBytes;
    if (!ok) over += 1;
    rows.push({
      type,
      route: budget.route,
      'JS (gz)': measured.js,
      'CSS (gz)': measured.css,
      total: measured.total,
      limit: budget.limitBytes,
      goal: budget.goalBytes,
      'vs template': `${(measured.total / budget.templateBytes).toFixed(2)}×`,
      status: ok ? (measured.total <= budget.goalBytes ? 'ok, meets goal' : 'ok, above goal') : 'OVER LIMIT',
    });
  }
} finally {
  await browser.close();
  server.kill();
}
console.table(rows);
if (over) {
  console.error(`budgets: ${over} page type(s) over their limit in budgets.json`);
  process.exit(1);
}
console.log('budgets: every page type within its limit');
