#!/usr/bin/env node
// Content rules every page must keep (CONTRIBUTING.md "Writing and translating a page"):
//  - each zh page has an English twin, and both have the same number of `##` headings;
//  - English text has no CJK characters outside code;
//  - front matter has `title` and `description`;
//  - a leaf doc has at least 250 words of English prose outside code;
//  - no placeholder text;
//  - English headings, titles and labels are sentence case, and no page uses a synonym the glossary rules out
//    (scripts/lib/glossary.mjs);
//  - platform facts (versions, Kubernetes range, images, chart repository) are written as %%name%% tokens and no
//    page states them differently (scripts/lib/platform-check.mjs).
// Covers docs, community docs, blog posts and MDX landing pages. Exits 1 and names each problem.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {postFrontMatter} from '../../shared/covers.mjs';
import {walkFiles} from '../../shared/files.mjs';
import {labelGlossaryProblems, pageGlossaryProblems, zhGlossaryProblems} from '../lib/glossary.mjs';
import {platformProblems} from '../lib/platform-check.mjs';
import {singleNodeUpgradeProblems, versionProblems} from '../lib/version-check.mjs';
import {ARCHIVED_DOCS} from '../../settings.mjs';
import {splitFrontMatter} from '../../shared/front-matter.mjs';

const families = [
  ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'],
  // Archived docs versions (settings.mjs): the same rules as the current docs.
  ...ARCHIVED_DOCS.map(({name}) => [
    `versioned_docs/version-${name}`,
    `i18n/en/docusaurus-plugin-content-docs/version-${name}`,
  ]),
  ['community', 'i18n/en/docusaurus-plugin-content-docs-community/current'],
  ['blog', 'i18n/en/docusaurus-plugin-content-blog'],
  ['src/pages', 'i18n/en/docusaurus-plugin-content-pages'],
];
const placeholder = /\b(TODO|TBD|lorem ipsum|coming soon)\b|待补充|敬请期待/i;
const MIN_LEAF_WORDS = 250;
/** Docs parts 2 and 3 (the user manual and the guides) ask for deeper leaf pages. */
const DEEPER_SECTIONS =
  /^(use-manual|devops|micro-service|kubernetes-native-guide|delivery|localization-guide|expand|enterprise)\//;
const MIN_DEEP_LEAF_WORDS = 300;
/** A blog post is an article a practitioner would bookmark: 800 English words of prose at least. */
const MIN_POST_WORDS = 800;
const BLOG_TAGS = new Set(Object.keys(/** @type {object} */ (yaml.load(fs.readFileSync('blog/tags.yml', 'utf8')))));

/** Blog front matter: one author (the team), one to three known tags, and the post's own cover per locale. */
function blogProblems(file, frontMatter, locale) {
  const problems = [];
  const {tags, authors, slug, image} = postFrontMatter(frontMatter);
  if (tags.length < 1 || tags.length > 3) problems.push(`${file}: ${tags.length} tags, a post has 1 to 3`);
  for (const tag of tags) if (!BLOG_TAGS.has(tag)) problems.push(`${file}: tag "${tag}" is not in blog/tags.yml`);
  if (authors.join() !== 'rainbond')
    problems.push(`${file}: authors must be [rainbond] (posts are signed by the team)`);
  if (!slug) problems.push(`${file}: front matter has no slug`);
  else if (image !== `/img/blog/covers/${slug}.${locale}.svg`)
    problems.push(`${file}: image must be /img/blog/covers/${slug}.${locale}.svg`);
  return problems;
}
const cjk = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;

const walk = (dir) => walkFiles(dir, (name) => /\.mdx?$/.test(name), new Set());

/** Splits front matter from body and blanks out fenced code, inline code and MDX comments. */
export function parse(text) {
  const {raw: frontMatter, body: rest} = splitFrontMatter(text);
  const body = rest
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const headings = body.split('\n').filter((line) => /^## /.test(line)).length;
  return {frontMatter, body, headings};
}

const problems = [];
let pages = 0;
for (const [zhDir, enDir] of families) {
  for (const zhFile of walk(zhDir)) {
    const rel = path.relative(zhDir, zhFile);
    const enFile = path.join(enDir, rel);
    pages += 1;
    const zh = parse(fs.readFileSync(zhFile, 'utf8'));
    if (!fs.existsSync(enFile)) {
      problems.push(`${zhFile}: no English twin at ${enFile}`);
      continue;
    }
    const en = parse(fs.readFileSync(enFile, 'utf8'));
    if (zh.headings !== en.headings)
      problems.push(`${zhFile}: ${zh.headings} "##" headings, English twin has ${en.headings}`);
    // Leaf docs carry real prose (issue: at least 250 English words outside code); index pages may be shorter.
    const isDocs = zhDir === 'docs' || zhDir.startsWith('versioned_docs/');
    const isLeafDoc = (isDocs || zhDir === 'community') && !/(^|\/)index\.mdx?$/.test(rel);
    const words = (en.body.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).length;
    const minimum = isDocs && DEEPER_SECTIONS.test(rel) ? MIN_DEEP_LEAF_WORDS : MIN_LEAF_WORDS;
    if (isLeafDoc && words < minimum) problems.push(`${enFile}: ${words} English words, a leaf page needs ${minimum}`);
    if (zhDir === 'blog') {
      if (words < MIN_POST_WORDS) problems.push(`${enFile}: ${words} English words, a post needs ${MIN_POST_WORDS}`);
      problems.push(...blogProblems(zhFile, zh.frontMatter, 'zh'), ...blogProblems(enFile, en.frontMatter, 'en'));
    }
    const cjkLine = en.body.split('\n').find((line) => cjk.test(line));
    if (cjkLine) problems.push(`${enFile}: CJK text in English page: "${cjkLine.trim().slice(0, 80)}"`);
    /** @type {Array<[string, ReturnType<typeof parse>]>} */
    const both = [
      [zhFile, zh],
      [enFile, en],
    ];
    for (const [file, page] of both) {
      if (!/^title:/m.test(page.frontMatter)) problems.push(`${file}: front matter has no title`);
      if (!/^description:/m.test(page.frontMatter)) problems.push(`${file}: front matter has no description`);
      const hit = placeholder.exec(page.body);
      if (hit) problems.push(`${file}: placeholder text "${hit[0]}"`);
    }
  }
}
// English files without a Chinese source are orphans.
for (const [zhDir, enDir] of families) {
  for (const enFile of walk(enDir)) {
    if (!fs.existsSync(path.join(zhDir, path.relative(enDir, enFile))))
      problems.push(`${enFile}: no Chinese source page`);
  }
}

// The glossary's vocabulary: every English page and label file, and the Chinese spelling rules.
const LABEL_FILES = [
  'i18n/en/docusaurus-plugin-content-docs/current.json',
  'i18n/en/docusaurus-plugin-content-docs-community/current.json',
  'i18n/en/docusaurus-plugin-content-docs-api/current.json',
  'i18n/en/docusaurus-plugin-content-blog/options.json',
  'i18n/en/docusaurus-theme-classic/navbar.json',
  'i18n/en/docusaurus-theme-classic/footer.json',
  'i18n/en/code.json',
];
for (const [zhDir, enDir] of families) {
  for (const enFile of walk(enDir)) {
    const text = fs.readFileSync(enFile, 'utf8');
    problems.push(...pageGlossaryProblems(enFile, text, parse(text).frontMatter));
  }
  for (const zhFile of walk(zhDir)) problems.push(...zhGlossaryProblems(zhFile, fs.readFileSync(zhFile, 'utf8')));
}
for (const file of LABEL_FILES)
  if (fs.existsSync(file)) problems.push(...labelGlossaryProblems(file, fs.readFileSync(file, 'utf8')));

// Platform facts written once (src/data/platform.mjs): the current docs and the site's pages.
for (const [zhDir, enDir] of families.filter(([zh]) => zh === 'docs' || zh === 'src/pages')) {
  for (const file of [...walk(zhDir), ...walk(enDir)]) {
    const text = fs.readFileSync(file, 'utf8');
    problems.push(...platformProblems(file, text, parse(text).frontMatter));
  }
}

// True to their version (scripts/lib/version-check.mjs): the current docs and every archive, both locales.
for (const [zhDir, enDir] of families.filter(([zh]) => zh === 'docs' || zh.startsWith('versioned_docs/'))) {
  for (const file of [...walk(zhDir), ...walk(enDir)])
    problems.push(...versionProblems(file, fs.readFileSync(file, 'utf8')));
}

// Release notes state the single-node upgrade floor too; it must be the one the docs give.
for (const [zhDir, enDir] of families.filter(([zh]) => zh === 'community')) {
  for (const file of [...walk(zhDir), ...walk(enDir)])
    problems.push(...singleNodeUpgradeProblems(file, fs.readFileSync(file, 'utf8')));
}

for (const problem of problems) console.error(`✘ ${problem}`);
console.log(`check:content: ${pages} pages, ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
