// The offline search index: what a page contributes (extractPage), the index of a locale (buildIndex) and its
// files (writeIndex). scripts/build/build-search-index.mjs runs it over build/; the unit tests over small pages.
//
// What a locale's index holds (all JSON, served compressed):
// - meta.json: the build id and, per page, [url, title, section, version, breadcrumb];
// - <build>/t<N>.json: the terms whose first character(s) fall in shard N, each with its postings
//   [page, weight, page delta, weight, …] — a query fetches only the shards of its own terms;
// - <build>/p<page>.json: the page's sections [anchor, heading, text], fetched for the results shown.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {normalize, shardOf, SHARDS, textKeys} from '../../src/components/Search/tokenize.mjs';
import {SEARCH_INDEX_DIR as INDEX_DIR} from '../../settings.mjs';

/** How much a word counts where it stands: a title match beats a heading match beats body text. */
const FIELD_WEIGHTS = {title: 8, crumbs: 2, keywords: 3, heading: 3, body: 1};
/** BM25's saturation and length normalisation (the usual values). */
const K1 = 1.2;
const B = 0.6;
/** Section text kept for excerpts: enough to show a match in context, small enough to fetch. */
const SECTION_CHARS = 1500;
const PAGE_CHARS = 9000;

/** Parts of <main> that are chrome, not content. */
const EXCLUDE = [
  'nav',
  'footer',
  'script',
  'style',
  'svg',
  // A glossary term's toggletip is the page's own word in a button (plugins/remark-glossary-terms.mjs): kept.
  'button:not(.rb-term__word)',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-footer',
  '.pagination-nav',
  '.hash-link',
  '[hidden]',
  // Controls inside the content (Copy as Markdown, Enlarge diagram): not what the page says.
  '[data-search-ignore]',
  '[aria-hidden="true"]',
].join(', ');

const BLOCK = new Set(
  'address article aside blockquote br dd details div dl dt figcaption figure h1 h2 h3 h4 h5 h6 header hr li main ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

const clean = (text) => text.replace(/\s+/g, ' ').trim();

/** The page's title, breadcrumb, keywords and sections (intro first, then one per h2/h3 with an id). */
export function extractPage(html) {
  const $ = cheerio.load(html);
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .map((li) => clean($(li).text()))
    .filter(Boolean);
  const keywords = [
    $('meta[name="keywords"]').attr('content') ?? '',
    $('meta[name="description"]').attr('content') ?? '',
  ]
    .join(' ')
    .trim();
  const main = $('main').first();
  const title = clean(main.find('h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  // The breadcrumb ends with the page itself; results show the title already.
  if (crumbs.at(-1) === title) crumbs.pop();
  main.find(EXCLUDE).remove();

  const sections = [{anchor: '', heading: title, text: ''}];
  const walk = (node) => {
    for (const child of node.children ?? []) {
      if (child.type === 'text') {
        sections[sections.length - 1].text += child.data;
      } else if (child.type === 'tag') {
        const name = child.name.toLowerCase();
        if (name === 'h1') continue;
        if ((name === 'h2' || name === 'h3') && child.attribs.id) {
          sections.push({anchor: child.attribs.id, heading: clean($(child).text()), text: ''});
          continue;
        }
        walk(child);
        if (BLOCK.has(name)) sections[sections.length - 1].text += ' ';
      }
    }
  };
  walk(main.get(0) ?? {children: []});
  return {
    title,
    crumbs,
    keywords,
    sections: sections.map((s) => ({...s, text: clean(s.text)})).filter((s, i) => i === 0 || s.text || s.heading),
  };
}

/** Weighted term counts of one page, and its length in keys. */
function pageTerms(page) {
  const counts = new Map();
  let length = 0;
  const add = (text, weight) => {
    for (const key of textKeys(text)) {
      counts.set(key, (counts.get(key) ?? 0) + weight);
      length += 1;
    }
  };
  add(page.title, FIELD_WEIGHTS.title);
  add(page.crumbs.join(' '), FIELD_WEIGHTS.crumbs);
  add(page.keywords, FIELD_WEIGHTS.keywords);
  for (const s of page.sections) {
    if (s.anchor) add(s.heading, FIELD_WEIGHTS.heading);
    add(s.text, FIELD_WEIGHTS.body);
  }
  return {counts, length};
}

/** Builds one locale's index in memory: {meta, shards, pages}. Exported for the unit tests. */
export function buildIndex(entries) {
  const docs = [];
  const terms = [];
  for (const {url, section, version, page} of entries) {
    docs.push([url, page.title, section, version ?? '', page.crumbs]);
    terms.push(pageTerms(page));
  }
  const avgLength = terms.reduce((sum, t) => sum + t.length, 0) / Math.max(terms.length, 1);
  /** key → [doc, weight, …] with docs ascending */
  const postings = new Map();
  terms.forEach(({counts, length}, doc) => {
    const norm = K1 * (1 - B + (B * length) / avgLength);
    for (const [key, tf] of counts) {
      // BM25's term-frequency part, quantised to 1…255 (the document frequency part is computed at query time).
      const weight = Math.max(1, Math.round(((tf * (K1 + 1)) / (tf + norm) / (K1 + 1)) * 255));
      let list = postings.get(key);
      if (!list) postings.set(key, (list = []));
      list.push(doc, weight);
    }
  });
  // No prototype: a page word such as `__proto__` or `constructor` is a key like any other.
  const shards = Array.from({length: SHARDS}, () => Object.create(null));
  for (const [key, list] of postings) {
    // Doc ids as gaps: smaller numbers, smaller files.
    const packed = [];
    let previous = 0;
    for (let i = 0; i < list.length; i += 2) {
      packed.push(list[i] - previous, list[i + 1]);
      previous = list[i];
    }
    shards[shardOf(key)][key] = packed;
  }
  const pages = entries.map(({page}) => {
    let budget = PAGE_CHARS;
    return page.sections.map((s) => {
      const text = s.text.slice(0, Math.max(0, Math.min(SECTION_CHARS, budget)));
      budget -= text.length;
      return [s.anchor, s.heading, normalize(text) === text.toLowerCase() ? text : text.normalize('NFKC')];
    });
  });
  return {docs, shards, pages};
}

/**
 * Writes an index under `dir`: the current site's (naming the archived versions that have their own), or with
 * `sub` an archived version's, in a folder of it.
 * @param {string} dir
 * @param {{docs: unknown[], shards: object[], pages: unknown[]}} index
 * @param {{sub?: string, archives?: string[]}} [options]
 */
export function writeIndex(dir, {docs, shards, pages}, {sub = '', archives = []} = {}) {
  // An archived docs version's index sits in a folder of the locale's index (search-index/5.14/), written after it.
  const out = path.join(dir, INDEX_DIR, sub);
  fs.rmSync(out, {recursive: true, force: true});
  const files = [
    ...shards.map((shard, n) => [`t${n}.json`, JSON.stringify(shard)]),
    ...pages.map((sections, n) => [`p${n}.json`, JSON.stringify(sections)]),
  ];
  const hash = crypto.createHash('sha256');
  for (const [, body] of files) hash.update(body);
  const build = hash.digest('hex').slice(0, 10);
  fs.mkdirSync(path.join(out, build), {recursive: true});
  for (const [name, body] of files) fs.writeFileSync(path.join(out, build, name), body);
  const meta = {build, shards: SHARDS, docs, ...(archives.length ? {archives} : {})};
  fs.writeFileSync(path.join(out, 'meta.json'), JSON.stringify(meta));
  return out;
}
