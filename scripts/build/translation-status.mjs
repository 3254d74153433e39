#!/usr/bin/env node
// Build step, after `docusaurus build`: the translation status page for maintainers (`<build>/translation-status/`),
// one table per translated section (shared/translation-drift.mjs): each Chinese page with its English page, in
// step, drifted since when, missing twin or without a record. Static files, not Docusaurus routes (no route-table
// bytes on every page): `/translation-status/` in Chinese and `/en/translation-status/` in English, noindex, with the
// site's stylesheet and no script. Git history is read for
// the drifted twins only; without it (a source archive, a shallow clone) their date shows as unknown.
// Usage: node scripts/build/translation-status.mjs <buildDir>
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {LOCALES, LOCALE_IDS, localeOfPath, localePath, readSiteEnv} from '../../settings.mjs';
import {frontMatterField, splitFrontMatter} from '../../shared/front-matter.mjs';
import {readPageMetadata} from '../../shared/page-metadata.mjs';
import {sourceDate} from '../lib/build-output.mjs';
import {escapeHtml} from '../../shared/html.mjs';
import {sharedHead} from '../lib/print-pages.mjs';
import {
  GRACE_DAYS,
  SECTIONS,
  STATUS_DIR,
  daysSince,
  historyOf,
  isoDay,
  twinStates,
} from '../../shared/translation-drift.mjs';

/** @typedef {import('../../shared/translation-drift.mjs').TwinState} TwinState */

/** @typedef {'zh' | 'en'} Locale */

/** Every string of the page, in both languages. */
const STRINGS = {
  zh: {
    title: '翻译状态',
    intro: (/** @type {string} */ day) =>
      `每个英文页面与其翻译的中文页面的对照，生成于 ${day}。中文页面的改动不只涉及链接或格式时，英文页面即视为过期；过期超过 ${GRACE_DAYS} 天时 <code>npm test</code> 失败。<code>npm run translations -- --diff</code> 列出中文改动，<code>npm run translations -- --done &lt;文件&gt;</code> 把页面重新记为已同步。`,
    partial: '本次构建没有完整的 git 历史，部分过期日期未知。',
    sections: {docs: '文档', community: '社区文档', blog: '博客'},
    summary: (/** @type {number[]} */ [all, inStep, drifted, missing, noRecord]) =>
      `共 ${all} 页：${inStep} 页已同步，${drifted} 页已过期，${missing} 页缺少英文页面，${noRecord} 页没有记录。`,
    columns: ['英文页面', '中文源文件', '状态'],
    inStep: '已同步',
    missing: '缺少英文页面',
    noRecord: '没有记录',
    drifted: '已过期',
    since: (/** @type {string} */ day, /** @type {number} */ days) => `自 ${day} 起（${days} 天）`,
    unknownSince: '日期未知',
  },
  en: {
    title: 'Translation status',
    intro: (/** @type {string} */ day) =>
      `Each English page against the Chinese page it translates, on ${day}. A page drifts when its Chinese page changes in more than links or formatting; <code>npm test</code> fails once a page has drifted for more than ${GRACE_DAYS} days. <code>npm run translations -- --diff</code> shows the Chinese changes, <code>npm run translations -- --done &lt;file&gt;</code> records a page as in step again.`,
    partial: 'This build has no full git history, so some drift dates are unknown.',
    sections: {docs: 'Docs', community: 'Community', blog: 'Blog'},
    summary: (/** @type {number[]} */ [all, inStep, drifted, missing, noRecord]) =>
      `${all} pages: ${inStep} in step, ${drifted} drifted, ${missing} missing twin, ${noRecord} no record.`,
    columns: ['English page', 'Chinese source', 'State'],
    inStep: 'in step',
    missing: 'missing twin',
    noRecord: 'no record',
    drifted: 'drifted',
    since: (/** @type {string} */ day, /** @type {number} */ days) => `since ${day} (${days} days)`,
    unknownSince: 'since an unknown date',
  },
};

/** Rows needing work first: drifted (longest first), missing, no record, then the twins in step. */
const ORDER = {drifted: 0, missing: 1, 'no-record': 2, 'in-step': 3};

/**
 * A twin's state as the table says it, with an Infima badge.
 * @param {TwinState} s
 * @param {Date} now
 * @param {Locale} locale
 */
function stateCell(s, now, locale) {
  const t = STRINGS[locale];
  const badge = (/** @type {string} */ kind, /** @type {string} */ text) =>
    `<span class="badge badge--${kind}">${escapeHtml(text)}</span>`;
  if (s.state === 'in-step') return badge('success', t.inStep);
  if (s.state === 'missing') return badge('danger', t.missing);
  if (s.state === 'no-record') return badge('secondary', t.noRecord);
  const since = s.drift?.since;
  if (!since) return `${badge('warning', t.drifted)} ${escapeHtml(t.unknownSince)}`;
  const days = daysSince(since, now);
  return `${badge(days > GRACE_DAYS ? 'danger' : 'warning', t.drifted)} ${escapeHtml(t.since(isoDay(since), days))}`;
}

/**
 * The status page in one language.
 * @param {{states: TwinState[], now: Date, head: string[], hrefOf: (s: TwinState) => string | undefined, history: string, locale?: Locale}} input
 * `head`: the stylesheet links the site's pages share; `hrefOf`: a twin's English page, when the build has it.
 */
export function statusPage({states, now, head, hrefOf, history, locale = 'en'}) {
  const t = STRINGS[locale];
  const sections = SECTIONS.map((section) => {
    const mine = states.filter((s) => s.section === section.id);
    const count = (/** @type {TwinState['state']} */ state) => mine.filter((s) => s.state === state).length;
    const rows = mine
      .map((s, i) => ({s, i, days: s.drift?.since ? daysSince(s.drift.since, now) : -1}))
      .sort((a, b) => ORDER[a.s.state] - ORDER[b.s.state] || b.days - a.days || a.i - b.i)
      .map(({s}) => {
        const href = hrefOf(s);
        const page = href ? `<a href="${escapeHtml(href)}" hreflang="en">${escapeHtml(s.en)}</a>` : escapeHtml(s.en);
        return `<tr><td>${page}</td><td><code>${escapeHtml(s.zh)}</code></td><td>${stateCell(s, now, locale)}</td></tr>`;
      });
    const title = t.sections[/** @type {keyof typeof t.sections} */ (section.id)] ?? section.title;
    return `<section aria-labelledby="${section.id}">
<h2 id="${section.id}">${escapeHtml(title)}</h2>
<p>${escapeHtml(t.summary([mine.length, count('in-step'), count('drifted'), count('missing'), count('no-record')]))}</p>
<table>
<thead><tr>${t.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</section>`;
  });
  const partial = history === 'full' ? '' : ` ${escapeHtml(t.partial)}`;
  return `<!doctype html>
<html lang="${LOCALES[locale].htmlLang}" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} | Rainbond</title>
${head.join('\n')}
</head>
<body>
<main class="container margin-vert--lg">
<h1>${escapeHtml(t.title)}</h1>
<p>${t.intro(isoDay(now))}${partial}</p>
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
  const head = siteHead(buildDir);
  const hrefOf = englishPages(buildDir, baseUrl, repoDir);
  /** @type {string[]} */
  const written = [];
  for (const locale of LOCALE_IDS) {
    const out = path.join(buildDir, LOCALES[locale].prefix, STATUS_DIR, 'index.html');
    fs.mkdirSync(path.dirname(out), {recursive: true});
    fs.writeFileSync(out, statusPage({states, now, head, hrefOf, history, locale}));
    written.push(path.relative(process.cwd(), out));
  }
  const out = written.join(', ');
  const drifted = states.filter((s) => s.state === 'drifted').length;
  console.log(
    `translation status: ${states.length} pages, ${drifted} drifted → ${out} ` +
      `(${Date.now() - started} ms${history === 'full' ? '' : `, git history: ${history}`})`,
  );
}
