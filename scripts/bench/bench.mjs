#!/usr/bin/env node
// `npm run bench`: figures, not gates (CI checks bytes with scripts/gates/check-budgets.mjs, never timings).
// Prints, side by side with a fresh create-docusaurus@3.10.2 classic site built in a temp folder:
//   1. build time of both locales with Docusaurus Faster vs the classic bundler (alternating runs), then the
//      full `npm run build` (current site + archived docs versions) with its peak memory;
//   2. first-load JS + CSS bytes (gzip -9) per page type, and the ratio to plain Docusaurus;
//   3. Lighthouse mobile per page type, median of 5 alternating A/B runs (docs, API, community pages and the blog post
//      also against the same text rendered by the template): scores, FCP, LCP (also split by which came first in the
//      unthrottled load, the LCP paint or the main bundle's run), TBT, the main-thread
//      breakdown, and the bytes sent for HTML + JS + CSS next to what nginx's on-the-fly level would send;
//   4. a browser-like load run on a doc page through nginx (goal ≥ 5,000 req/s, no errors);
//   5. search: bytes fetched and time to first results, per locale.
// Both sites are served as production serves them: deploy/nginx rendered for each build, precompressed twins
// (scripts/build/precompress.mjs), brotli when the modules are installed. Plain Docusaurus is grown with stub docs to
// our number of routes per locale (every route costs every page bytes in both). Options: --skip-build-time
// (saves ~10 min), --runs N (Lighthouse runs, default 5), --pages home,doc (only those page types),
// --budgets (only re-measure the template and write its figures into budgets.json), --dev-speed (only the
// development figures of scripts/bench/dev-speed.mjs: a fresh clone's npm start, cold build, build size, cards).
// The tables it prints also go into the performance notebook (maintainers/performance.md).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {BROWSER_LAUNCH, firstLoad} from '../lib/first-load.mjs';
import {routesPerLocale} from '../lib/budgets.mjs';
import {measureCommand} from '../lib/peak-memory.mjs';
import {describeLoad, loadRun, startNginx} from '../lib/nginx.mjs';
import {abMedians, GROUPS} from '../lib/lighthouse-ab.mjs';
import {median} from '../lib/stats.mjs';
import {markdownTable, writeNotebookSection} from '../lib/notebook.mjs';
import {cliOptions} from '../lib/cli.mjs';
import {CURRENT_DOCS, docsVersionOfPath} from '../../settings.mjs';
import {splitFrontMatter} from '../../shared/front-matter.mjs';

const USAGE =
  'npm run bench -- [--skip-build-time] [--runs 5] [--pages home,doc] [--budgets] | --dev-speed [--with-test]';
const {values: opts} = cliOptions(USAGE, {
  'skip-build-time': {type: 'boolean'},
  runs: {type: 'string'},
  pages: {type: 'string'},
  budgets: {type: 'boolean'},
  'dev-speed': {type: 'boolean'},
  'with-test': {type: 'boolean'},
});
// The two modes take different options: one given to the other mode would be ignored without a word.
const outOfMode = (opts['dev-speed'] ? ['skip-build-time', 'runs', 'pages', 'budgets'] : ['with-test']).filter(
  (name) => opts[/** @type {keyof typeof opts} */ (name)] !== undefined,
);
if (outOfMode.length) {
  const options = outOfMode.map((name) => `--${name}`).join(', ');
  console.error(`bench: ${options} ${opts['dev-speed'] ? 'cannot go with' : 'needs'} --dev-speed\nUsage: ${USAGE}`);
  process.exit(2);
}
if (opts['dev-speed']) {
  execFileSync('node', ['scripts/bench/dev-speed.mjs', ...(opts['with-test'] ? ['--with-test'] : [])], {
    stdio: 'inherit',
  });
  process.exit(0);
}
const skipBuildTime = Boolean(opts['skip-build-time']);
const updateBudgets = Boolean(opts.budgets);
const runs = Number(opts.runs ?? 5) || 5;
const onlyPages = opts.pages?.split(',');
const budgets = JSON.parse(fs.readFileSync('budgets.json', 'utf8'));
const TEMPLATE = path.join(os.tmpdir(), 'rainbond-bench-template', 'site');
const log = (message) => console.log(`\n▶ ${message}`);
const run = (cmd, cmdArgs, options = {}) =>
  execFileSync(cmd, cmdArgs, {stdio: ['ignore', 'ignore', 'inherit'], ...options});
const timed = (fn) => {
  const t0 = Date.now();
  fn();
  return (Date.now() - t0) / 1000;
};

/** The fresh template, installed once (node_modules shared by its grown copies). */
function prepareTemplate() {
  if (fs.existsSync(path.join(TEMPLATE, 'node_modules'))) return;
  log('Creating the plain Docusaurus template (create-docusaurus@3.10.2 classic)');
  fs.rmSync(path.dirname(TEMPLATE), {recursive: true, force: true});
  fs.mkdirSync(path.dirname(TEMPLATE), {recursive: true});
  run('npx', ['--yes', 'create-docusaurus@3.10.2', 'site', 'classic', '--typescript', '--skip-install'], {
    cwd: path.dirname(TEMPLATE),
  });
  // The same registry gaps as ours (maintainers/decisions/0005-package-overrides-for-registry-gaps.md).
  const pkg = JSON.parse(fs.readFileSync(path.join(TEMPLATE, 'package.json'), 'utf8'));
  pkg.overrides = JSON.parse(fs.readFileSync('package.json', 'utf8')).overrides;
  fs.writeFileSync(path.join(TEMPLATE, 'package.json'), JSON.stringify(pkg, null, 2));
  run('npm', ['install', '--no-audit', '--no-fund'], {cwd: TEMPLATE});
}

/**
 * The template built with `stubs` extra docs (one route each, in its autogenerated sidebar like our docs are in
 * theirs), so it carries as many routes as the site it is compared with. Returns its build folder.
 */
function templateBuild(stubs) {
  const site = stubs ? `${TEMPLATE}-${stubs}` : TEMPLATE;
  const out = path.join(site, 'build');
  if (fs.existsSync(path.join(out, 'index.html'))) return out;
  if (stubs) {
    fs.rmSync(site, {recursive: true, force: true});
    fs.cpSync(TEMPLATE, site, {recursive: true, filter: (src) => !/[\\/](node_modules|build|\.docusaurus)$/.test(src)});
    fs.symlinkSync(path.join(TEMPLATE, 'node_modules'), path.join(site, 'node_modules'));
    const dir = path.join(site, 'docs', 'stubs');
    fs.mkdirSync(dir, {recursive: true});
    for (let i = 1; i <= stubs; i += 1) {
      const n = String(i).padStart(4, '0');
      fs.writeFileSync(
        path.join(dir, `page-${n}.md`),
        `---\ntitle: Stub page ${n}\n---\n\nOne route of the grown template.\n`,
      );
    }
  }
  log(`Building the template with ${stubs} stub docs`);
  run('npx', ['docusaurus', 'build'], {cwd: site});
  return out;
}

/**
 * Our pages whose words the template also renders: its stock pages carry a third of our content, so beside them
 * the same text in the template's own machinery (`<type>, same text` rows) tells what our machinery costs from
 * what the page says. Docs and API pages come from the Markdown copy our build writes next to each page; the blog
 * post from its source, without the front matter keys the template lacks (authors, tags, cover).
 */
const SAME_TEXT = {
  doc: {from: 'build/docs/quick-start/quick-install.md', to: 'docs/same-text/doc.md', route: '/docs/same-text/doc'},
  api: {from: 'build/docs/api/team/getTeamList.md', to: 'docs/same-text/api.md', route: '/docs/same-text/api'},
  community: {
    from: 'build/community/support.md',
    to: 'docs/same-text/community.md',
    route: '/docs/same-text/community',
  },
  blogPost: {from: 'blog/2023-10-26-nfs-migration.md', to: 'blog/2023-10-26-same-text.md', route: '/blog/same-text'},
};

/** A copy of the grown template's site with the SAME_TEXT pages, built; returns its build folder. */
function templateWithSameText(grown) {
  const from = path.dirname(grown);
  const site = `${from}-same-text`;
  const out = path.join(site, 'build');
  fs.rmSync(site, {recursive: true, force: true});
  fs.cpSync(from, site, {recursive: true, filter: (src) => !/[\\/](node_modules|build|\.docusaurus)$/.test(src)});
  fs.symlinkSync(path.join(TEMPLATE, 'node_modules'), path.join(site, 'node_modules'));
  for (const page of Object.values(SAME_TEXT)) {
    const text = splitFrontMatter(fs.readFileSync(page.from, 'utf8')).body;
    const target = path.join(site, page.to);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, `---\nslug: ${path.basename(page.route)}\n---\n\n${text}`);
  }
  // Their links point at our pages, which the template does not have.
  const configFile = path.join(site, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  const relaxed = config.replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore',");
  if (relaxed === config) throw new Error(`bench: no "onBrokenLinks: 'throw'," in ${configFile}`);
  fs.writeFileSync(configFile, relaxed);
  log("Building the template with our pages' text (same-text rows)");
  run('npx', ['docusaurus', 'build'], {cwd: site});
  return out;
}

/** Every page type the bench measures: the byte-budget types plus a case page and a community page. */
const PAGES = [
  ...Object.entries(budgets.pageTypes).map(([type, b]) => ({type, route: b.route, template: b.templateRoute})),
  // A case is an MDX page, like the template's markdown page; community pages are a docs instance.
  {type: 'case', route: '/case/boe', template: '/markdown-page'},
  {type: 'community', route: '/community/support', template: '/docs/intro'},
]
  .filter((p) => !onlyPages || onlyPages.includes(p.type))
  .flatMap((p) =>
    SAME_TEXT[p.type] ? [p, {type: `${p.type}, same text`, route: p.route, template: SAME_TEXT[p.type].route}] : [p],
  );
const LIGHTHOUSE_GOAL = 95;
const TBT_FACTOR = 1.2;
const LOAD_GOAL = 5000;

if (!fs.existsSync('build/index.html')) {
  console.error('bench: run `npm run build` first.');
  process.exit(1);
}
prepareTemplate();
const baseBuild = templateBuild(0);
const baseRoutes = routesPerLocale(baseBuild);
const ourRoutes = routesPerLocale('build');
// Plain Docusaurus grown to our number of routes per locale: the comparison every figure below uses.
const grownBuild = templateBuild(Math.max(0, ourRoutes - baseRoutes));
// The grown template plus the SAME_TEXT pages, for Lighthouse (4 routes more than the grown build; bytes and
// budgets use the grown build).
const sameTextBuild = updateBudgets ? null : templateWithSameText(grownBuild);
// The template gets the same precompressed twins ours has, so the comparison is about the pages, not the server.
for (const dir of [baseBuild, grownBuild, sameTextBuild].filter(Boolean))
  run('node', ['scripts/build/precompress.mjs', '--dir', dir], {stdio: 'inherit'});

if (updateBudgets) {
  log(`Budgets: plain Docusaurus at ${baseRoutes} and at ${routesPerLocale(grownBuild)} routes per locale`);
  const browser = await chromium.launch(BROWSER_LAUNCH);
  const base = await startNginx(baseBuild, 4396, ['--reference-build']);
  const grown = await startNginx(grownBuild, 4399, ['--reference-build']);
  const grownRoutes = routesPerLocale(grownBuild);
  try {
    for (const budget of Object.values(budgets.pageTypes)) {
      const small = await firstLoad(browser, 'http://127.0.0.1:4396', budget.templateRoute, baseBuild);
      const large = await firstLoad(browser, 'http://127.0.0.1:4399', budget.templateRoute, grownBuild);
      budget.templateBytes = large.total;
      budget.bytesPerRoute = Number(((large.total - small.total) / Math.max(1, grownRoutes - baseRoutes)).toFixed(2));
    }
  } finally {
    await browser.close();
    base.stop();
    grown.stop();
  }
  budgets.templateRoutes = grownRoutes;
  budgets.measured = `${new Date().toISOString().slice(0, 10)}: our build had ${ourRoutes} routes per locale`;
  fs.writeFileSync('budgets.json', `${JSON.stringify(budgets, null, 2)}\n`);
  console.table(Object.entries(budgets.pageTypes).map(([type, b]) => ({type, ...b})));
  process.exit(0);
}

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

if (!skipBuildTime) {
  // What CI runs: both locales, the current site and every archived docs version (each in its own pass), social
  // cards, search index and precompression. Goal (issue #21): inside 15 minutes on 2 cores.
  log('Full build (npm run build): wall time and peak memory of the whole process tree');
  const full = await measureCommand('npm', ['run', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  if (full.code !== 0) throw new Error(`bench: npm run build exited ${full.code}`);
  console.table([
    {
      'wall time': `${(full.seconds / 60).toFixed(1)} min`,
      'peak memory': `${(full.peakBytes / 2 ** 30).toFixed(1)} GiB`,
      cores: os.availableParallelism(),
      goal: '≤ 15 min on 2 cores',
    },
  ]);
}

log("First-load bytes (gzip -9), ours vs plain Docusaurus (archivedDoc: an archived version's page, its own build)");
const ours = await startNginx('build', 4398);
const plain = await startNginx(grownBuild, 4399, ['--reference-build']);
const sameText = sameTextBuild ? await startNginx(sameTextBuild, 4400, ['--reference-build']) : plain;
const bytesRows = [];
let lighthouseRows = [];
let load;
try {
  const browser = await chromium.launch(BROWSER_LAUNCH);
  try {
    for (const [type, budget] of Object.entries(budgets.pageTypes)) {
      const a = await firstLoad(browser, ours.base, budget.route, 'build');
      const b = await firstLoad(browser, plain.base, budget.templateRoute, grownBuild);
      const {factor} = budget;
      bytesRows.push({
        type,
        ours: a.total,
        template: b.total,
        ratio: `${(a.total / b.total).toFixed(2)}×`,
        goal: `≤ ${factor.toFixed(2)}×`,
        met: a.total <= b.total * factor ? 'yes' : 'no',
      });
    }
  } finally {
    await browser.close();
  }
  console.table(bytesRows);

  log(`Lighthouse mobile through nginx, median of ${runs} alternating runs, ours vs plain Docusaurus`);
  lighthouseRows = await abMedians(
    PAGES,
    {base: ours.base, dir: 'build'},
    {base: sameText.base, dir: sameTextBuild ?? grownBuild},
    runs,
    (line) => console.log(`  ${line}`),
  );

  log('Load: a doc page through nginx, browser-like Accept-Encoding, 10 s');
  load = await loadRun(ours.base, budgets.pageTypes.doc.route);
} finally {
  ours.stop();
  plain.stop();
  if (sameText !== plain) sameText.stop();
}

// Archived docs pages are `noindex, follow` on purpose (issue #21): the one SEO audit they fail is not a defect.
const noindexBySpec = (page, result) =>
  ![null, CURRENT_DOCS].includes(docsVersionOfPath(page.route)) && result.seoOnlyNoindex === 1;
const ms = (n) => `${Math.round(n)}`;
const pair = (a, b) => `${ms(a)} / ${ms(b)}`;
/**
 * The LCP medians split by which came first in the unthrottled load, the LCP paint or the main bundle's run
 * (scripts/lib/lighthouse-ab.mjs, mainBundleBeforeLcp): `ours / tpl`, each with its number of samples.
 * @param {{samples: number, lcp: number | null}[][]} sides
 */
const lcpRaceColumns = (sides) => {
  const cell = (race) =>
    sides.map((side) => (side[race].samples ? `${ms(side[race].lcp ?? 0)} ×${side[race].samples}` : '—')).join(' / ');
  return {'LCP, paint first': cell(0), 'LCP, main bundle first': cell(1)};
};
const ratio = (a, b) => `${(a / Math.max(1, b)).toFixed(2)}×`;
console.log(
  `\nGoals: performance ≥ ${LIGHTHOUSE_GOAL}, TBT ≤ ${TBT_FACTOR}× plain Docusaurus; a11y, best practices, SEO = 100.`,
);
console.table(
  lighthouseRows.map(({page, ours: a, plain: b, plainSamples, tbtRange, lcpByRace}) => ({
    type: page.type,
    'template page (samples)': `${page.template} (${plainSamples})`,
    'perf (ours / tpl)': `${a.performance} / ${b.performance}`,
    'FCP ms': pair(a.fcp, b.fcp),
    'LCP ms': pair(a.lcp, b.lcp),
    ...lcpRaceColumns(lcpByRace),
    'TBT ms': pair(a.tbt, b.tbt),
    'TBT ratio': ratio(a.tbt, b.tbt),
    'TBT range': tbtRange.join(' / '),
    'a11y/bp/seo': `${a.accessibility}/${a.bestPractices}/${a.seo}${noindexBySpec(page, a) ? ' (noindex)' : ''}`,
    met:
      a.performance >= LIGHTHOUSE_GOAL &&
      a.tbt <= b.tbt * TBT_FACTOR &&
      a.accessibility === 100 &&
      a.bestPractices === 100 &&
      (a.seo === 100 || noindexBySpec(page, a))
        ? 'yes'
        : 'no',
  })),
);
console.log('Main thread, ms (ours / tpl, ratio), Lighthouse mainthread-work-breakdown:');
console.table(
  lighthouseRows.map(({page, ours: a, plain: b}) => ({
    type: page.type,
    ...Object.fromEntries(
      Object.entries(GROUPS).map(([group, label]) => [
        label,
        `${pair(a[group], b[group])} (${ratio(a[group], b[group])})`,
      ]),
    ),
  })),
);
console.log('HTML + JS + CSS sent on first load (ours): precompressed brotli 11 vs on-the-fly brotli 6:');
console.table(
  lighthouseRows.map(({page, ours: a}) => ({
    type: page.type,
    'sent kB': (a.sent / 1024).toFixed(1),
    'at level 6 kB': (a.level6 / 1024).toFixed(1),
    saved: `${(100 - (100 * a.sent) / Math.max(1, a.level6)).toFixed(1)} %`,
  })),
);
if (load) {
  console.log(
    `Load: ${describeLoad(load)}; goal ≥ ${LOAD_GOAL} req/s with 0 errors:`,
    load.requests.average >= LOAD_GOAL && load.errors === 0 && load.non2xx === 0 ? 'met' : 'not met',
  );
}

log('Search: bytes and latency per locale (scripts/bench/bench-search.mjs)');
execFileSync('node', ['scripts/bench/bench-search.mjs'], {stdio: 'inherit'});

writeNotebookSection(
  'latest',
  [
    `### Latest run, ${new Date().toISOString().slice(0, 10)}: ${os.availableParallelism()} cores, ${ourRoutes} routes per locale`,
    'First-load bytes (gzip -9), ours vs plain Docusaurus:',
    markdownTable(bytesRows),
    `Lighthouse mobile through nginx, median of ${runs} alternating runs (ours / plain Docusaurus):`,
    markdownTable(
      lighthouseRows.map(({page, ours: a, plain: b, lcpByRace}) => ({
        type: page.type,
        'perf (ours / tpl)': `${a.performance} / ${b.performance}`,
        'FCP ms': pair(a.fcp, b.fcp),
        'LCP ms': pair(a.lcp, b.lcp),
        ...lcpRaceColumns(lcpByRace),
        'TBT ms': pair(a.tbt, b.tbt),
      })),
    ),
    load ? `Load: ${describeLoad(load)}.` : '',
  ].join('\n\n'),
);
