// Remark plugin: the first use of each glossary term (src/data/glossary.mjs) on a current docs page becomes a
// toggletip: the word is a button that opens, with the Popover API and no script of the site's, the term's
// definition, its name in the other language and a link to its concept page. Keyboard (Tab, Enter, Escape),
// screen readers (the browser ties the button to its popover) and both colour modes (src/css/custom.css) work
// without JavaScript. Only prose is marked: not headings, links, code, tables' header row or components.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {GLOSSARY, termPattern} from '../src/data/glossary.mjs';
import {LOCALES} from '../settings.mjs';

/** @typedef {import('../src/data/glossary.mjs').GlossaryEntry} GlossaryEntry */
/** @typedef {'zh' | 'en'} Locale */

/** The site's folder: sources are recognised by their place in it, whatever folder the build was started from. */
const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The current docs' sources: the Chinese files and their English twins. Archived versions stay as they were. */
const CURRENT_DOCS_SOURCES = ['docs', path.join('i18n', 'en', 'docusaurus-plugin-content-docs', 'current')];
/** Nodes whose text is not prose a tooltip may sit in. */
const SKIP = new Set([
  'heading',
  'link',
  'linkReference',
  'inlineCode',
  'code',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'html',
]);
/** Words of the other language's term and the "more" link. */
const LABELS = {zh: {more: '了解更多', other: '英文'}, en: {more: 'Learn more', other: 'Chinese'}};

/**
 * Every form of each term in `locale`, longest first, so "app template" is matched before "app".
 * @param {Locale} locale
 * @returns {{entry: GlossaryEntry, pattern: RegExp}[]}
 */
export function termPatterns(locale) {
  return GLOSSARY.filter((entry) => entry.tooltip !== false)
    .flatMap((entry) => [entry[locale].term, ...(entry[locale].aliases ?? [])].map((form) => ({entry, form})))
    .sort((a, b) => b.form.length - a.form.length)
    .map(({entry, form}) => ({entry, pattern: termPattern(form, {global: true})}));
}

/** @param {string} name @param {Record<string, string>} attributes @param {any[]} children */
const element = (name, attributes, children) => ({
  type: 'mdxJsxTextElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
  children,
});
/** @param {string} value */
const text = (value) => ({type: 'text', value});

/**
 * The toggletip for one use of a term.
 * @param {GlossaryEntry} entry
 * @param {string} word the text as the page has it
 * @param {Locale} locale
 */
export function toggletip(entry, word, locale) {
  const other = locale === 'zh' ? 'en' : 'zh';
  const id = `rb-term-${entry.id}`;
  /** @type {any[]} mdast phrasing nodes */
  const tip = [
    element('span', {className: 'rb-term__name', lang: LOCALES[other].htmlLang}, [
      text(`${LABELS[locale].other}${locale === 'zh' ? '：' : ': '}${entry[other].term}`),
    ]),
    text(` ${entry[locale].definition}`),
  ];
  // A Markdown link, not an <a>: Docusaurus renders it with its Link, which adds the base URL and locale and checks
  // that the page exists (a broken concept page fails the build, with Docusaurus 3 and 4 alike).
  if (entry.page) tip.push(text(' '), {type: 'link', url: entry.page, children: [text(LABELS[locale].more)]});
  return element('span', {className: 'rb-term'}, [
    element('button', {type: 'button', className: 'rb-term__word', popoverTarget: id}, [text(word)]),
    element('span', {id, popover: 'auto', className: 'rb-term__tip', 'data-search-ignore': ''}, tip),
  ]);
}

/**
 * Marks the first use of each term in the tree, in place; returns the ids marked.
 * @param {any} tree
 * @param {Locale} locale
 */
export function markFirstUses(tree, locale) {
  const patterns = termPatterns(locale);
  /** @type {Set<string>} */
  const marked = new Set();
  /** @param {any} node */
  const visit = (node) => {
    if (SKIP.has(node.type) || !Array.isArray(node.children)) return;
    // A table's header row names columns; its terms are explained where the rows use them.
    for (let i = node.type === 'table' ? 1 : 0; i < node.children.length; i += 1) {
      const child = node.children[i];
      if (child.type !== 'text') {
        visit(child);
        continue;
      }
      // Every use of every form, longest first: a longer term claims its words (应用市场 is not 应用 + 市场, wherever
      // it is). Then the earliest claimed use of a term not yet marked on the page.
      const claimed = [];
      for (const {entry, pattern} of patterns) {
        for (const match of child.value.matchAll(pattern)) {
          const [start, end] = [match.index, match.index + match[0].length];
          if (claimed.some((c) => start < c.end && c.start < end)) continue;
          claimed.push({entry, start, end, index: start, word: match[0]});
        }
      }
      const best = claimed.filter((c) => !marked.has(c.entry.id)).sort((a, b) => a.start - b.start)[0];
      if (!best) continue;
      marked.add(best.entry.id);
      const before = child.value.slice(0, best.index);
      const after = child.value.slice(best.index + best.word.length);
      const parts = [
        ...(before ? [text(before)] : []),
        toggletip(best.entry, best.word, locale),
        ...(after ? [text(after)] : []),
      ];
      node.children.splice(i, 1, ...parts);
      // Continue with the text after the mark (it may hold other terms).
      i += before ? 1 : 0;
    }
  };
  visit(tree);
  return marked;
}

/** @param {{locale: Locale}} options */
export default function remarkGlossaryTerms({locale}) {
  /** @param {any} tree @param {{path?: string, cwd?: string}} file */
  return (tree, file) => {
    const rel = file.path ? path.relative(SITE_DIR, path.resolve(file.cwd ?? process.cwd(), file.path)) : '';
    if (!CURRENT_DOCS_SOURCES.some((dir) => rel.startsWith(`${dir}${path.sep}`))) return;
    markFirstUses(tree, locale);
  };
}
