#!/usr/bin/env node
// `npm run bench`: figures, not gates (CI checks bytes with scripts/check-budgets.mjs, never timings).
// Prints, side by side with a fresh create-docusaurus@3.10.2 classic site built in a temp folder:
//   1. build time of both locales with Docusaurus Faster vs the classic bundler (alternating runs);
//   2. first-load JS + CSS bytes (gzip -9) per page type, and the ratio to plain Docusaurus;
//   3. Lighthouse mobile scores (median of 3) for the same pages;
//   4. search: bytes fetched and time to first results, per locale.
// Options: --skip-build-time (saves ~10 min), --runs N (Lighthouse runs, default 3).
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {firstLoad, LAUNCH} from './lib/first-load.mjs';

const args = process.argv.slice(2);
const skipBuildTime = args.includes('--skip-build-time');
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const budgets = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));
const TEMPLATE = path.join(os.tmpdir(), 'rainbond-bench-template', 'site');
const log = (message) => console.log(`\n▶ ${message}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const run = (cmd, cmdArgs, options = {}) =>
  execFileSync(cmd, cmdArgs, {stdio: ['ignore', 'ignore', 'inherit'], ...options});
const timed = (fn) => {
  const t0 = Date.now();
  fn();
  return (Date.now() - t0) / 1000;
};

function prepareTemplate() {
  if (fs.existsSync(path.join(TEMPLATE, 'build', 'index.html'))) return;
  log('Creating the plain Docusaurus template (create-docusaurus@3.10.2 classic)');
  fs.rmSync(path.dirname(TEMPLATE), {recursive: true, force: true});
  fs.mkdirSync(path.dirname(TEMPLATE), {recursive: true});
  run('npx', ['--yes', 'create-docusaurus@3.10.2', 'site', 'classic', '--typescript', '--skip-install'], {
    cwd: path.dirname(TEMPLATE),
  });
  // The same registry gaps as ours (README: Decisions).
  const pkg = JSON.parse(fs.readFileSync(path.join(TEMPLATE, 'package.json'), 'utf8'));
  pkg.overrides = JSON.parse(fs.readFileSync('package.json', 'utf8')).overrides;
  fs.writeFileSync(path.join(TEMPLATE, 'package.json'), JSON.stringify(pkg, null, 2));
  run('npm', ['install', '--no-audit', '--no-fund'], {cwd: TEMPLATE});
  run('npx', ['docusaurus', 'build'], {cwd: TEMPLATE});
}

function serve(dir, port) {
  const child = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {stdio: 'ignore'});
  return new Promise((resolve) => setTimeout(() => resolve(child), 700));
}

async function lighthouseScores(url) {
  const results = {performance: [], accessibility: [], 'best-practices': [], seo: []};
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: LAUNCH.executablePath,
      chromeFlags: ['--headless=new', ...LAUNCH.args],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(results),
      });
      if (!result) throw new Error(`lighthouse returned no result for ${url}`);
      const {lhr} = result;
      for (const key of Object.keys(results)) results[key].push(Math.round((lhr.categories[key]?.score ?? 0) * 100));
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(Object.entries(results).map(([k, v]) => [k, median(v)]));
}

if (!fs.existsSync('build/index.html')) {
  console.error('bench: run `npm run build` first.');
  process.exit(1);
}
prepareTemplate();

if (!skipBuildTime) {
  log('Build time, both locales, cold: Docusaurus Faster vs the classic bundler (alternating, 2 runs each)');
  const faster = [];
  const classic = [];
  // Both bundlers keep a persistent cache in node_modules/.cache; each run starts without it, so the figure
  // is a full build (what CI does on a clean clone), not whichever bundler ran last.
  const coldBuild = (outDir, env) =>
    timed(() => {
      fs.rmSync('node_modules/.cache', {recursive: true, force: true});
      run('npx', ['docusaurus', 'build', '--out-dir', path.join(os.tmpdir(), outDir)], {env: {...process.env, ...env}});
    });
  for (let i = 0; i < 2; i += 1) {
    faster.push(coldBuild('bench-faster', {}));
    classic.push(coldBuild('bench-classic', {DOCUSAURUS_FASTER: 'false'}));
  }
  const f = median(faster);
  const c = median(classic);
  console.table([
    {
      faster: `${f.toFixed(1)} s`,
      classic: `${c.toFixed(1)} s`,
      speedup: `${(c / f).toFixed(2)}×`,
      goal: '≥ 2×',
      met: c / f >= 2 ? 'yes' : 'no',
    },
  ]);
}

log(`First-load bytes and Lighthouse mobile (median of ${runs}), ours vs plain Docusaurus`);
const ours = await serve('build', 4398);
const plain = await serve(path.join(TEMPLATE, 'build'), 4399);
const browser = await chromium.launch(LAUNCH);
const bytesRows = [];
const lhRows = [];
try {
  for (const [type, budget] of Object.entries(budgets.pageTypes)) {
    const a = await firstLoad(browser, 'http://127.0.0.1:4398', budget.route, 'build');
    const b = await firstLoad(browser, 'http://127.0.0.1:4399', budget.templateRoute, path.join(TEMPLATE, 'build'));
    const factor = budget.goalBytes / budget.templateBytes;
    bytesRows.push({
      type,
      ours: a.total,
      template: b.total,
      ratio: `${(a.total / b.total).toFixed(2)}×`,
      goal: `≤ ${factor.toFixed(2)}×`,
      met: a.total <= b.total * factor ? 'yes' : 'no',
    });
    const la = await lighthouseScores(`http://127.0.0.1:4398${budget.route}`);
    const lb = await lighthouseScores(`http://127.0.0.1:4399${budget.templateRoute}`);
    lhRows.push({
      type,
      'perf (ours/tpl)': `${la.performance}/${lb.performance}`,
      a11y: `${la.accessibility}/${lb.accessibility}`,
      'best practices': `${la['best-practices']}/${lb['best-practices']}`,
      seo: `${la.seo}/${lb.seo}`,
      'goal met':
        la.performance >= 95 && la.accessibility === 100 && la['best-practices'] === 100 && la.seo === 100
          ? 'yes'
          : 'no',
    });
  }
} finally {
  await browser.close();
  ours.kill();
  plain.kill();
}
console.table(bytesRows);
console.log('Lighthouse goals: performance ≥ 95; accessibility, best practices, SEO = 100 on every page type.');
console.table(lhRows);

log('Search (Pagefind, cold cache, from keypress to first result; includes the 120 ms debounce)');
execFileSync('node', ['scripts/bench-search.mjs'], {stdio: 'inherit'});
