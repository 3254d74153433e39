// Remark plugin: the first use of each glossary term (src/data/glossary.mjs) on a current docs page becomes a
// toggletip: the word is a button that opens, with the Popover API and no script of the site's, the term's
// definition, its name in the other language and a link to its concept page. Keyboard (Tab, Enter, Escape),
// screen readers (the browser ties the button to its popover) and both colour modes (src/css/custom.css) work
// without JavaScript. Only prose is marked: not headings, links, code, tables' header row or components.
import path from 'node:path';
import {GLOSSARY} from '../src/data/glossary.mjs';
import {localePath} from '../settings.mjs';

/** @typedef {import('../src/data/glossary.mjs').GlossaryEntry} GlossaryEntry */
/** @typedef {'zh' | 'en'} Locale */

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
const HAN = /\p{Script=Han}/u;

/**
 * Every form of each term in `locale`, longest first, so "app template" is matched before "app".
 * @param {Locale} locale
 * @returns {{entry: GlossaryEntry, pattern: RegExp}[]}
 */
export function termPatterns(locale) {
  return GLOSSARY.filter((entry) => entry.tooltip !== false)
    .flatMap((entry) => [entry[locale].term, ...(entry[locale].aliases ?? [])].map((form) => ({entry, form})))
    .sort((a, b) => b.form.length - a.form.length)
    .map(({entry, form}) => {
      const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // Chinese terms anywhere in a run of Chinese; Latin ones as whole words, any case.
      const pattern = HAN.test(form)
        ? new RegExp(escaped, 'u')
        : new RegExp(`(?<![\\p{L}\\p{N}_-])${escaped}(?![\\p{L}\\p{N}_-])`, 'iu');
      return {entry, pattern};
    });
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
 * @param {string} baseUrl the site's base URL (without locale)
 */
export function toggletip(entry, word, locale, baseUrl) {
  const other = locale === 'zh' ? 'en' : 'zh';
  const id = `rb-term-${entry.id}`;
  const tip = [
    element('span', {className: 'rb-term__name', lang: other === 'en' ? 'en' : 'zh-CN'}, [
      text(`${LABELS[locale].other}: ${entry[other].term}`),
    ]),
    text(` ${entry[locale].definition}`),
  ];
  if (entry.page)
    tip.push(text(' '), element('a', {href: localePath(baseUrl, locale, entry.page)}, [text(LABELS[locale].more)]));
  return element('span', {className: 'rb-term'}, [
    element('button', {type: 'button', className: 'rb-term__word', popoverTarget: id}, [text(word)]),
    element('span', {id, popover: 'auto', className: 'rb-term__tip', 'data-search-ignore': ''}, tip),
  ]);
}

/**
 * Marks the first use of each term in the tree, in place; returns the ids marked.
 * @param {any} tree
 * @param {Locale} locale
 * @param {string} baseUrl
 */
export function markFirstUses(tree, locale, baseUrl) {
  const patterns = termPatterns(locale);
  /** @type {Set<string>} */
  const marked = new Set();
  /** @param {any} node */
  const visit = (node) => {
    if (SKIP.has(node.type) || !Array.isArray(node.children)) return;
    for (let i = 0; i < node.children.length; i += 1) {
      const child = node.children[i];
      if (child.type !== 'text') {
        visit(child);
        continue;
      }
      // The earliest first use in this text; the rest of the text is looked at again after it.
      let best = null;
      for (const {entry, pattern} of patterns) {
        if (marked.has(entry.id)) continue;
        const match = pattern.exec(child.value);
        if (
          match &&
          (!best || match.index < best.index || (match.index === best.index && match[0].length > best.word.length))
        )
          best = {entry, index: match.index, word: match[0]};
      }
      if (!best) continue;
      marked.add(best.entry.id);
      const before = child.value.slice(0, best.index);
      const after = child.value.slice(best.index + best.word.length);
      const parts = [
        ...(before ? [text(before)] : []),
        toggletip(best.entry, best.word, locale, baseUrl),
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

/** @param {{locale: Locale, baseUrl: string}} options */
export default function remarkGlossaryTerms({locale, baseUrl}) {
  /** @param {any} tree @param {{path?: string, cwd?: string}} file */
  return (tree, file) => {
    const rel = file.path ? path.relative(file.cwd ?? process.cwd(), file.path) : '';
    if (!CURRENT_DOCS_SOURCES.some((dir) => rel.startsWith(`${dir}${path.sep}`))) return;
    markFirstUses(tree, locale, baseUrl);
  };
}
