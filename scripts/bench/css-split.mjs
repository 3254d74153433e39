#!/usr/bin/env node
// `npm run bench -- --css-split`: the split-CSS decision (decision 0011) measured on first paint as well as bytes.
// Builds the default locale once more with Docusaurus' single stylesheet (LEAN_BUNDLE_ONE_CSS=true, the reference the
// CSS-order gate uses), serves both builds with the production nginx config, and runs Lighthouse mobile on the same
// pages of each, alternating A/B (scripts/lib/lighthouse-ab.mjs). Prints, per page: FCP, LCP, performance, and the
// stylesheet bytes a first load fetches (gzip -9). Writes the table into the performance notebook.
// Options: --runs N (default 5), --reuse (keep an existing single-stylesheet build).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {abMedians} from '../lib/lighthouse-ab.mjs';
import {chromium} from '@playwright/test';
import {firstLoad, LAUNCH} from '../lib/first-load.mjs';
import {markdownTable, writeNotebookSection} from '../lib/notebook.mjs';
import {startNginx} from '../lib/nginx.mjs';
import {DEFAULT_LOCALE} from '../../settings.mjs';

const args = process.argv.slice(2);
const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 5) || 5;
const ONE_CSS = path.resolve('.css-order/build');
const PAGES = [
  {type: 'home', route: '/'},
  {type: 'doc', route: '/docs/quick-start/quick-install'},
  {type: 'blog post', route: '/blog/apollo'},
  {type: 'landing', route: '/enterprise_server'},
  {type: 'community', route: '/community/support'},
].map((p) => ({...p, template: p.route}));

if (!fs.existsSync(path.resolve('build/index.html'))) throw new Error('css-split: run `npm run build` first');
if (!args.includes('--reuse') || !fs.existsSync(path.join(ONE_CSS, 'index.html'))) {
  console.log('▶ css-split: building the default locale with one stylesheet…');
  fs.rmSync(ONE_CSS, {recursive: true, force: true});
  execFileSync('npx', ['docusaurus', 'build', '--locale', DEFAULT_LOCALE, '--out-dir', ONE_CSS], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, LEAN_BUNDLE_ONE_CSS: 'true'},
  });
  execFileSync('node', ['scripts/build/precompress.mjs', '--dir', ONE_CSS], {stdio: ['ignore', 'ignore', 'inherit']});
}

const split = await startNginx('build', 4431);
const one = await startNginx(ONE_CSS, 4432, ['--reference-build']);
try {
  console.log(`▶ css-split: Lighthouse mobile, ${runs} alternating runs per page`);
  const results = await abMedians(
    PAGES,
    {base: split.base, dir: path.resolve('build')},
    {base: one.base, dir: ONE_CSS},
    runs,
    (line) => console.log(`  ${line}`),
  );
  const browser = await chromium.launch(LAUNCH);
  /** @param {string} base @param {string} dir @param {string} route */
  const css = async (base, dir, route) => `${((await firstLoad(browser, base, route, dir)).css / 1000).toFixed(1)}`;
  const rows = [];
  for (const {page, ours, plain} of results) {
    rows.push({
      page: page.type,
      'FCP split / one': `${(ours.fcp / 1000).toFixed(2)} / ${(plain.fcp / 1000).toFixed(2)} s`,
      'LCP split / one': `${(ours.lcp / 1000).toFixed(2)} / ${(plain.lcp / 1000).toFixed(2)} s`,
      'performance split / one': `${ours.performance} / ${plain.performance}`,
      'first-load CSS split / one (gzip -9)': `${await css(split.base, path.resolve('build'), page.route)} / ${await css(one.base, ONE_CSS, page.route)} kB`,
    });
  }
  await browser.close();
  const table = markdownTable(rows);
  console.log(`\n${table}`);
  writeNotebookSection(
    'css-split',
    `### Split CSS against one stylesheet (\`npm run bench -- --css-split\`, ${runs} alternating runs, median)\n\n${table}`,
  );
} finally {
  split.stop();
  one.stop();
}
