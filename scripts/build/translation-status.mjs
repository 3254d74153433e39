#!/usr/bin/env node
// Build step, after `docusaurus build`: the translation status page for maintainers (`<build>/translation-status/`),
// one table per translated section (scripts/lib/translation-drift.mjs): each Chinese page with its English page, in
// step, drifted since when, missing twin or without a record. A static file, not a Docusaurus route (no route-table
// bytes on every page), noindex, in English only, with the site's stylesheet and no script. Git history is read for
// the drifted twins only; without it (a source archive, a shallow clone) their date shows as unknown.
// Usage: node scripts/build/translation-status.mjs <buildDir>
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {localeOfPath, localePath, readSiteEnv} from '../../settings.mjs';
import {frontMatterField, splitFrontMatter} from '../../shared/front-matter.mjs';
import {readPageMetadata} from '../../shared/page-metadata.mjs';
import {sourceDate} from '../lib/build-output.mjs';
import {escapeHtml, sharedHead} from '../lib/print-pages.mjs';
import {GRACE_DAYS, SECTIONS, STATUS_DIR, daysSince, historyOf, isoDay, twinStates} from '../lib/translation-drift.mjs';

/** @typedef {import('../lib/translation-drift.mjs').TwinState} TwinState */

/** Rows needing work first: drifted (longest first), missing, no record, then the twins in step. */
const ORDER = {drifted: 0, missing: 1, 'no-record': 2, 'in-step': 3};

/**
 * A twin's state as the table says it, with an Infima badge.
 * @param {TwinState} s
 * @param {Date} now
 */
function stateCell(s, now) {
  const badge = (/** @type {string} */ kind, /** @type {string} */ text) =>
    `<span class="badge badge--${kind}">${escapeHtml(text)}</span>`;
  if (s.state === 'in-step') return badge('success', 'in step');
  if (s.state === 'missing') return badge('danger', 'missing twin');
  if (s.state === 'no-record') return badge('secondary', 'no record');
  const since = s.drift?.since;
  if (!since) return `${badge('warning', 'drifted')} since an unknown date`;
  const days = daysSince(since, now);
  return `${badge(days > GRACE_DAYS ? 'danger' : 'warning', 'drifted')} since ${isoDay(since)} (${days} days)`;
}

/**
 * The status page.
 * @param {{states: TwinState[], now: Date, head: string[], hrefOf: (s: TwinState) => string | undefined, history: string}} input
 * `head`: the stylesheet links the site's pages share; `hrefOf`: a twin's English page, when the build has it.
 */
export function statusPage({states, now, head, hrefOf, history}) {
  const sections = SECTIONS.map((section) => {
    const mine = states.filter((s) => s.section === section.id);
    const count = (/** @type {TwinState['state']} */ state) => mine.filter((s) => s.state === state).length;
    const rows = mine
      .map((s, i) => ({s, i, days: s.drift?.since ? daysSince(s.drift.since, now) : -1}))
      .sort((a, b) => ORDER[a.s.state] - ORDER[b.s.state] || b.days - a.days || a.i - b.i)
      .map(({s}) => {
        const href = hrefOf(s);
        const page = href ? `<a href="${escapeHtml(href)}">${escapeHtml(s.en)}</a>` : escapeHtml(s.en);
        return `<tr><td>${page}</td><td><code>${escapeHtml(s.zh)}</code></td><td>${stateCell(s, now)}</td></tr>`;
      });
    return `<section aria-labelledby="${section.id}">
<h2 id="${section.id}">${escapeHtml(section.title)}</h2>
<p>${mine.length} pages: ${count('in-step')} in step, ${count('drifted')} drifted, ${count('missing')} missing twin, ${count('no-record')} no record.</p>
<table>
<thead><tr><th scope="col">English page</th><th scope="col">Chinese source</th><th scope="col">State</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</section>`;
  });
  const partial = history === 'full' ? '' : ' This build has no full git history, so some drift dates are unknown.';
  return `<!doctype html>
<html lang="en" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Translation status | Rainbond</title>
${head.join('\n')}
</head>
<body>
<main class="container margin-vert--lg">
<h1>Translation status</h1>
<p>Each English page against the Chinese page it translates, on ${isoDay(now)}. A page drifts when its Chinese page changes in more than links or formatting; <code>npm test</code> fails once a page has drifted for more than ${GRACE_DAYS} days. <code>npm run translations -- --diff</code> shows the Chinese changes, <code>npm run translations -- --done &lt;file&gt;</code> records a page as in step again.${partial}</p>
${sections.join('\n')}
</main>
</body>
</html>
`;
}

/**
 * Each twin's English page in the build: a doc by the file it was built from (its twin, or the Chinese file when the
 * twin is missing), a blog post by its slug; undefined when the build has no such page.
 * @param {string} buildDir
 * @param {string} baseUrl
 * @param {string} repoDir
 * @returns {(s: TwinState) => string | undefined}
 */
function englishPages(buildDir, baseUrl, repoDir) {
  const metadata = readPageMetadata(buildDir);
  const bySource = new Map(
    metadata.pages
      .filter((page) => page.source && localeOfPath(page.permalink, baseUrl) === 'en')
      .map((page) => [page.source, page.permalink]),
  );
  return (s) => {
    if (s.section !== 'blog') return bySource.get(s.en) ?? bySource.get(s.zh);
    const file = path.join(repoDir, s.state === 'missing' ? s.zh : s.en);
    const slug = frontMatterField(splitFrontMatter(fs.readFileSync(file, 'utf8')).raw, 'slug');
    const permalink = slug && localePath(baseUrl, 'en', `/blog/${slug.replace(/^\//, '')}`);
    return permalink && metadata.get(permalink) ? permalink : undefined;
  };
}

/** The links to the site's stylesheet, from a built English page. @param {string} buildDir */
function siteHead(buildDir) {
  for (const file of [path.join(buildDir, 'en', 'index.html'), path.join(buildDir, 'index.html')]) {
    if (fs.existsSync(file)) return sharedHead(fs.readFileSync(file, 'utf8'));
  }
  throw new Error(`translation status: no built home page in ${buildDir} to take the stylesheet from`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = Date.now();
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const {baseUrl} = readSiteEnv(process.env);
  // The build's one date (build.mjs sets SOURCE_DATE_EPOCH for every step): the same commit gives the same page.
  const now = sourceDate() ?? new Date();
  const history = historyOf(repoDir);
  const states = twinStates(repoDir, {now});
  const html = statusPage({
    states,
    now,
    head: siteHead(buildDir),
    hrefOf: englishPages(buildDir, baseUrl, repoDir),
    history,
  });
  const out = path.join(buildDir, STATUS_DIR, 'index.html');
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, html);
  const drifted = states.filter((s) => s.state === 'drifted').length;
  console.log(
    `translation status: ${states.length} pages, ${drifted} drifted → ${path.relative(process.cwd(), out)} ` +
      `(${Date.now() - started} ms${history === 'full' ? '' : `, git history: ${history}`})`,
  );
}
