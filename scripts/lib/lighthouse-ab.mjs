// Lighthouse mobile (simulated throttling, Lighthouse's defaults) on two sites served by the production nginx
// config, alternating A/B per run so drift on the machine hits both alike. Part of `npm run bench`.
import fs from 'node:fs';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {BROWSER_LAUNCH} from './first-load.mjs';
import {median} from './stats.mjs';
import {resolveFile} from './resolve.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse's main-thread groups, as the bench prints them. */
export const GROUPS = {scriptEvaluation: 'script', styleLayout: 'style+layout', parseHTML: 'parse HTML'};
/**
 * A table audit's rows (Lighthouse types `details` as a union of every audit's shape).
 * @param {any} audit
 * @returns {any[]}
 */
const rows = (audit) => {
  if (!Array.isArray(audit?.details?.items))
    throw new Error(
      `Lighthouse audit ${audit?.id} has no table${audit?.errorMessage ? `: ${audit.errorMessage}` : ''}`,
    );
  return audit.details.items;
};

/**
 * A run Lighthouse could not finish (now and then an audit without its table on 2 busy cores) is tried again, up to
 * three times in all, saying why, so one bad trace does not end a 30-minute bench.
 * @param {string} url @param {string} buildDir
 */
async function lighthouseRunAgain(url, buildDir) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, buildDir);
    } catch (/** @type {any} */ error) {
      if (attempt >= 3) throw error;
      console.warn(`  lighthouse: ${url}: ${error.message}; running it again`);
    }
  }
}

/** The main bundle both sites load on every page (Docusaurus names it so in both builds). */
const MAIN_BUNDLE = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/**
 * 1 when the page's main bundle started running before the last LCP candidate of the main frame in the unthrottled
 * load Lighthouse simulates from, 0 when it started after, null when the trace lacks either event (the sample then
 * counts in the overall LCP only, with a warning). Lighthouse's simulated LCP includes every script whose run started
 * by that paint, so when the main bundle wins this race on loopback, its whole download and run join the LCP (our doc
 * page: 2.4–3.2 s, against 1.1–1.3 s when the paint comes first). The race decides the LCP column on both sites; the
 * bench shows which way each sample went so that medians compare like with like.
 * @param {any} artifacts Lighthouse's artifacts (its trace)
 * @param {string} url
 * @returns {0 | 1 | null}
 */
function mainBundleBeforeLcp(artifacts, url) {
  /** @type {{name: string, ts: number, args?: any}[]} */
  const events = artifacts?.Trace?.traceEvents ?? [];
  const byTime = (a, b) => a.ts - b.ts;
  const paint = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.args?.data?.isMainFrame !== false)
    .sort(byTime)
    .at(-1);
  const main = events
    .filter((e) => e.name === 'EvaluateScript' && MAIN_BUNDLE.test(e.args?.data?.url ?? ''))
    .sort(byTime)[0];
  if (!paint || !main) {
    console.warn(
      `  lighthouse: ${url}: the trace has no ${paint ? 'main bundle run' : 'LCP candidate'}; this sample` +
        ' is left out of the LCP split',
    );
    return null;
  }
  return main.ts <= paint.ts ? 1 : 0;
}

/**
 * One Lighthouse run on a fresh browser. `buildDir` maps request URLs back to files, to price the page's HTML,
 * scripts and stylesheets at nginx's on-the-fly brotli level 6 next to what was actually sent.
 * @param {string} url @param {string} buildDir
 */
async function lighthouseRun(url, buildDir) {
  const chrome = await chromeLauncher.launch({
    chromePath: BROWSER_LAUNCH.executablePath,
    chromeFlags: ['--headless=new', ...BROWSER_LAUNCH.args],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
    const {audits, categories} = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const breakdown = Object.fromEntries(
      rows(audits['mainthread-work-breakdown']).map((item) => [item.group, item.duration]),
    );
    let sent = 0;
    let level6 = 0;
    for (const item of rows(audits['network-requests'])) {
      if (!['Document', 'Script', 'Stylesheet'].includes(item.resourceType)) continue;
      const {pathname, origin} = new URL(item.url);
      if (origin !== new URL(url).origin) continue;
      const file = resolveFile(buildDir, decodeURIComponent(pathname));
      if (!file) continue;
      sent += item.transferSize;
      level6 += zlib.brotliCompressSync(fs.readFileSync(file), {
        params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 6},
      }).length;
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      // 1 when the only SEO audit that fails is the one a `noindex` page fails by design (archived docs, #21).
      seoOnlyNoindex: failedAudits(result.lhr, 'seo').join() === 'is-crawlable' ? 1 : 0,
      fcp: audits['first-contentful-paint'].numericValue ?? 0,
      lcp: audits['largest-contentful-paint'].numericValue ?? 0,
      mainFirst: mainBundleBeforeLcp(result.artifacts, url),
      tbt: audits['total-blocking-time'].numericValue ?? 0,
      ...Object.fromEntries(Object.keys(GROUPS).map((group) => [group, breakdown[group] ?? 0])),
      sent,
      level6,
    };
  } finally {
    await chrome.kill();
  }
}

/** Ids of the weighted audits of a category that did not pass. */
function failedAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score !== 1)
    .map((ref) => ref.id);
}

/**
 * Runs every page `runs` times on both sites, A then B on odd runs and B then A on even ones; returns the
 * median of each figure per page and site. Page types that share a template page (doc, API and community all
 * compare with the template's doc) pool that page's samples: plain Docusaurus' TBT is bimodal around the 50 ms
 * long-task line (70 or 150 ms on the same page), and five samples per row made the ratio a coin toss.
 * @template {{type: string, route: string, template: string}} P
 * @param {P[]} pages @param {{base: string, dir: string}} ours @param {{base: string, dir: string}} plain
 * @param {number} runs @param {(line: string) => void} progress
 */
export async function abMedians(pages, ours, plain, runs, progress) {
  /** @typedef {Awaited<ReturnType<typeof lighthouseRun>>} Run */
  /** @type {Run[][]} */
  const mine = pages.map(() => []);
  /** @type {Map<string, Run[]>} */
  const templates = new Map(pages.map((page) => [page.template, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [i, page] of pages.entries()) {
      const order = run % 2 === 0 ? ['ours', 'plain'] : ['plain', 'ours'];
      for (const side of order) {
        if (side === 'ours') mine[i].push(await lighthouseRunAgain(ours.base + page.route, ours.dir));
        else templates.get(page.template)?.push(await lighthouseRunAgain(plain.base + page.template, plain.dir));
      }
      progress(`run ${run + 1}/${runs}: ${page.type}`);
    }
  }
  /** @param {Run[]} list */
  const mid = (list) =>
    Object.fromEntries(
      Object.keys(list[0])
        .filter((key) => key !== 'mainFirst')
        .map((key) => [key, median(list.map((r) => r[key]))]),
    );
  /**
   * LCP medians of the samples where the main bundle ran after the LCP paint and of those where it ran before
   * (see mainBundleBeforeLcp), with their counts; samples whose trace could not tell are in neither.
   * @param {Run[]} list
   */
  const lcpByRace = (list) =>
    [0, 1].map((first) => {
      const lcps = list.filter((r) => r.mainFirst === first).map((r) => r.lcp);
      return {samples: lcps.length, lcp: lcps.length ? median(lcps) : null};
    });
  return pages.map((page, i) => ({
    page,
    lcpByRace: [lcpByRace(mine[i]), lcpByRace(templates.get(page.template) ?? [])],
    ours: mid(mine[i]),
    plain: mid(templates.get(page.template) ?? []),
    plainSamples: templates.get(page.template)?.length ?? 0,
    // The spread of TBT samples: a median can sit in either of the template's two modes.
    tbtRange: [mine[i], templates.get(page.template) ?? []].map((list) => {
      const tbts = list.map((r) => Math.round(r.tbt));
      return `${Math.min(...tbts)}–${Math.max(...tbts)}`;
    }),
  }));
}
