#!/usr/bin/env node
// `npm run bench -- --dev-speed`: how fast the project is for the people who build it, measured as a newcomer
// meets it: a fresh clone of HEAD in a temp folder, `npm ci`, `npm start` until a docs page shows (nothing
// generated yet: diagrams, covers, API pages all cold), a cold `npm run build`, the build's size and its largest
// social card, and with `--with-test` a whole `npm test`. Figures go next to the goals and into the performance
// notebook (maintainers/performance.md). Timings, not gates: CI never checks them.
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {BROWSER_LAUNCH} from '../lib/first-load.mjs';
import {CARD_MAX_BYTES, CARD_URL_DIR} from '../lib/social-cards.mjs';
import {markdownTable, writeNotebookSection} from '../lib/notebook.mjs';
import {cliOptions} from '../lib/cli.mjs';

const withTest = cliOptions('node scripts/bench/dev-speed.mjs [--with-test]', {
  'with-test': {type: 'boolean', default: false},
}).values['with-test'];
const GOALS = {build: 10 * 60, test: 25 * 60, start: 20, bytes: 500e6, card: CARD_MAX_BYTES};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbond-dev-speed-'));
const log = (message) => console.log(`\n▶ ${message}`);
const seconds = (t0) => (Date.now() - t0) / 1000;

/** Runs a command in the clone, output to the console; returns its seconds, or throws naming it. */
function timed(command, args) {
  const t0 = Date.now();
  execFileSync(command, args, {cwd: dir, stdio: ['ignore', 'inherit', 'inherit']});
  return seconds(t0);
}

/** The page a writer opens first: a docs page, compiled on its first request (lazy compilation). */
const FIRST_PAGE = '/docs/quick-start/quick-install';

/**
 * `npm start` in the clone until the dev server answers 200 on / (or 10 min pass), then until a docs page shows its
 * heading in Chromium, as a writer who opens it meets it (its route is compiled on that first request); then stops
 * it. Both times count from the start.
 */
async function startUntilUsable(port) {
  const t0 = Date.now();
  const child = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    while (seconds(t0) < 600) {
      const ok = await fetch(`http://localhost:${port}/`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const answer = seconds(t0);
    if (answer >= 600) throw new Error('bench: npm start did not answer within 10 min');
    const browser = await chromium.launch(BROWSER_LAUNCH);
    try {
      const page = await browser.newPage();
      await page.goto(`http://localhost:${port}${FIRST_PAGE}`, {timeout: 600_000});
      await page.locator('article h1').first().waitFor({timeout: 600_000});
    } finally {
      await browser.close();
    }
    return {answer, usable: seconds(t0)};
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

/**
 * Bytes of every file under `root`, hard links once: what a deploy copies. `du -sb` also counts each folder's own
 * entry (4 kB apiece on ext4, ~7,800 folders here), which depends on the file system, so it is shown beside.
 * @param {string} root
 */
function sizeOf(root) {
  const seen = new Set();
  let files = 0;
  for (const entry of fs.readdirSync(root, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const stat = fs.statSync(path.join(entry.parentPath, entry.name));
    if (seen.has(stat.ino)) continue;
    seen.add(stat.ino);
    files += stat.size;
  }
  const du = Number(execFileSync('du', ['-sb', root], {encoding: 'utf8'}).split('\t')[0]);
  return {files, du};
}

log(`Fresh clone of HEAD into ${dir}`);
execFileSync('git', ['clone', '--quiet', '--no-hardlinks', process.cwd(), dir]);
const rows = [];
rows.push({step: 'npm ci', measured: `${timed('npm', ['ci', '--no-audit', '--no-fund']).toFixed(0)} s`, goal: '—'});
log(`npm start until the dev server answers, then until ${FIRST_PAGE} shows (fresh clone: nothing generated yet)`);
const start = await startUntilUsable(3310);
rows.push({step: 'npm start, first answer', measured: `${start.answer.toFixed(1)} s`, goal: '—'});
rows.push({
  step: `npm start, first usable page (${FIRST_PAGE})`,
  measured: `${start.usable.toFixed(1)} s`,
  goal: `≤ ${GOALS.start} s`,
  met: start.usable <= GOALS.start ? 'yes' : 'no',
});
log('npm run build, cold');
const build = timed('npm', ['run', 'build']);
rows.push({
  step: 'npm run build, cold',
  measured: `${(build / 60).toFixed(1)} min`,
  goal: `≤ ${GOALS.build / 60} min`,
  met: build <= GOALS.build ? 'yes' : 'no',
});
const {files: bytes, du} = sizeOf(path.join(dir, 'build'));
rows.push({
  step: 'build/ size',
  measured: `${(bytes / 1e6).toFixed(0)} MB in files (${(du / 1e6).toFixed(0)} MB with folder entries, du -sb)`,
  goal: `≤ ${GOALS.bytes / 1e6} MB`,
  met: `files: ${bytes <= GOALS.bytes ? 'yes' : 'no'}; du -sb: ${du <= GOALS.bytes ? 'yes' : 'no'}`,
});
const cards = fs
  .readdirSync(path.join(dir, 'build', CARD_URL_DIR))
  .map((name) => fs.statSync(path.join(dir, 'build', CARD_URL_DIR, name)).size);
const largest = Math.max(...cards);
rows.push({
  step: `social cards (${cards.length})`,
  measured: `largest ${(largest / 1e3).toFixed(1)} kB, ${(cards.reduce((a, b) => a + b, 0) / 1e6).toFixed(0)} MB in all`,
  goal: `≤ ${GOALS.card / 1e3} kB each`,
  met: largest <= GOALS.card ? 'yes' : 'no',
});
if (withTest) {
  log('npm test (builds again, as CI does)');
  const test = timed('npm', ['test']);
  rows.push({
    step: 'npm test',
    measured: `${(test / 60).toFixed(1)} min`,
    goal: `≤ ${GOALS.test / 60} min`,
    met: test <= GOALS.test ? 'yes' : 'no',
  });
}
console.table(rows);
const when = new Date().toISOString().slice(0, 10);
writeNotebookSection(
  'dev-speed',
  `### Development speed, ${when}: a fresh clone on ${os.availableParallelism()} cores (\`npm run bench -- --dev-speed${withTest ? ' --with-test' : ''}\`)\n\n${markdownTable(rows)}`,
);
fs.rmSync(dir, {recursive: true, force: true});
