// The pure parts of the print pages (scripts/build/print-pages.mjs): which pages make each section, how a built
// page's article becomes a part of one printable document (ids prefixed, links made local, widgets flattened) and
// the document around them. No file access here: the step reads and writes, these functions only transform.
import * as cheerio from 'cheerio';
import {
  CURRENT_DOCS,
  LOCALES,
  docsVersionLabel,
  docsVersionOfPath,
  localeOfPath,
  withoutBaseUrl,
} from '../../settings.mjs';
import {escapeHtml} from '../../shared/html.mjs';
import {routeKey} from '../../shared/page-metadata.mjs';
import {PRINT_SIDEBAR, PRINT_STRINGS, printSlug} from '../../shared/print.mjs';

/** @typedef {import('../../shared/page-metadata.mjs').PageMetadata} PageMetadata */
/** @typedef {import('../../settings.mjs').Locale} Locale */
/** @typedef {{slug: string, title: string, pages: PageMetadata[]}} PrintSection */

/** The sidebar whose top-level categories get print pages. */
export {PRINT_SIDEBAR};
/** Where each built doc page keeps the Markdown article (Docusaurus' ThemeClassNames.docs.docMarkdown). */
export const ARTICLE_SELECTOR = '.theme-doc-markdown';

/**
 * The print sections of one locale: the top-level categories of the current version's docs sidebar, in sidebar
 * order, each with its pages in reading order. Fails when two sections would share a slug.
 * @param {readonly PageMetadata[]} pages every page of the build (readPageMetadata().pages)
 * @param {Locale} locale
 * @param {string} baseUrl
 * @returns {PrintSection[]}
 */
export function printSections(pages, locale, baseUrl) {
  const docs = pages
    .filter((p) => p.kind === 'doc' && p.sidebar === PRINT_SIDEBAR && p.section && typeof p.order === 'number')
    .filter((p) => {
      const local = withoutBaseUrl(p.permalink, baseUrl);
      return localeOfPath(local) === locale && docsVersionOfPath(local) === CURRENT_DOCS;
    })
    .sort((a, b) => Number(a.order) - Number(b.order));
  /** @type {Map<string, PageMetadata[]>} */
  const bySection = new Map();
  for (const page of docs) {
    const label = String(page.section);
    bySection.set(label, [...(bySection.get(label) ?? []), page]);
  }
  /** @type {Map<string, string>} */
  const seen = new Map();
  return [...bySection].map(([title, list]) => {
    const slug = printSlug(
      list.map((p) => p.permalink),
      baseUrl,
    );
    if (!slug) throw new Error(`print pages: section "${title}" (${locale}) has no page under /docs/<segment>`);
    if (seen.has(slug)) throw new Error(`print pages: "${title}" and "${seen.get(slug)}" share the slug ${slug}`);
    seen.set(slug, title);
    return {slug, title, pages: list};
  });
}

/** A permalink as a lookup key: without its trailing slash (shared/page-metadata.mjs). */
const pageKey = routeKey;

/**
 * The id a page's section gets in the combined document, and the prefix of every id inside it: the page's path
 * under the docs root, `/` → `-` (`/en/docs/installation/offline/` → `installation-offline`; the root page → `index`).
 * @param {string} permalink
 * @param {string} baseUrl
 */
export function pagePrefix(permalink, baseUrl) {
  const local = withoutBaseUrl(permalink, baseUrl);
  const {prefix} = LOCALES[localeOfPath(local)];
  const rest = (prefix ? local.slice(prefix.length + 1) : local).replace(/^\/docs\/?/, '').replace(/\/+$/, '');
  return rest.replace(/\//g, '-') || 'index';
}

/** An id inside a page, made unique in the document. @param {string} prefix @param {string} id */
export const prefixedId = (prefix, id) => `${prefix}--${id}`;

/** Attributes that name ids of the same document (space-separated lists). */
const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'headers'];

/**
 * Turns a built page's article into a part of the print document, in place: the heading links, buttons and dialogs
 * (diagram zoom) go; the dark variant of each diagram goes and the light one loads eagerly (Chromium prints what has
 * loaded); each tab's content is shown under its label; collapsed details open; a widget built around a form (the
 * install chooser) goes, since paper cannot answer its questions. Returns the ids the article had, before prefixing.
 * @param {cheerio.CheerioAPI} $
 * @param {cheerio.Cheerio<any>} article
 */
export function flattenArticle($, article) {
  article.find('a.hash-link, script, noscript').remove();
  // A glossary term's toggletip (plugins/remark-glossary-terms.mjs) is its word on paper; the definition stays online.
  article.find('.rb-term').each((_, term) => {
    $(term).replaceWith(escapeHtml($(term).find('.rb-term__word').first().text()));
  });
  // A diagram's zoom: the figure stays, its wrapper, button and dialog go.
  article.find('dialog').each((_, dialog) => {
    const zoom = $(dialog).parent();
    const figure = zoom.find('figure').first();
    if (figure.length) zoom.replaceWith(figure);
  });
  article.find('button, dialog, img.rb-diagram__dark').remove();
  article.find('img[loading]').removeAttr('loading');
  // Innermost tabs first, so an outer tab's panel already holds its inner tabs flattened.
  const containers = article.find('.theme-tabs-container').toArray().reverse();
  for (const container of containers) {
    const labels = $(container)
      .children('[role=tablist]')
      .children('[role=tab]')
      .toArray()
      .map((tab) => $(tab).text().trim());
    const panels = $(container).children(':not([role=tablist])').children('[role=tabpanel]').toArray();
    const parts = $('<div class="rb-print-tabs"></div>');
    panels.forEach((panel, i) => {
      const part = $('<div class="rb-print-tab"></div>');
      part.append($('<p class="rb-print-tab__label"></p>').append($('<strong></strong>').text(labels[i] ?? '')));
      part.append($(panel).contents());
      parts.append(part);
    });
    $(container).replaceWith(parts);
  }
  article.find('details').attr('open', '');
  article.find('fieldset').each((_, fieldset) => {
    const widget = $(fieldset).closest('section');
    (widget.length ? widget : $(fieldset)).remove();
  });
  return new Set(
    article
      .find('[id]')
      .toArray()
      .map((el) => String($(el).attr('id'))),
  );
}

/**
 * @typedef {{prefix: string, ids: Set<string>}} PrintTarget a page of the document: its prefix and its ids
 */

/**
 * Where a link of a page points in the print document: an anchor of the same page, or a page of the same document
 * (and an anchor in it), becomes a local anchor (an anchor the page does not have: its top); any other link of the
 * site becomes its site-absolute path, so relative links survive the move; links to other hosts stay as they are.
 * @param {string} href
 * @param {string} from the linking page's permalink
 * @param {Map<string, PrintTarget>} targets the document's pages by pageKey(permalink)
 */
export function printHref(href, from, targets) {
  const origin = 'https://print.invalid';
  let url;
  try {
    url = new URL(href, `${origin}${from}`);
  } catch {
    return href;
  }
  if (url.origin !== origin) return href;
  /** A stray `%` in a writer's link must not stop the build: such a link stays as written. */
  const decode = (/** @type {string} */ text, /** @type {(t: string) => string} */ how) => {
    try {
      return how(text);
    } catch {
      return null;
    }
  };
  const pathname = decode(url.pathname, decodeURI);
  if (pathname === null) return href;
  const target = targets.get(pageKey(pathname));
  if (!target) return href.startsWith('#') ? href : `${url.pathname}${url.search}${url.hash}`;
  const fragment = decode(url.hash.slice(1), decodeURIComponent) ?? '';
  return `#${fragment && target.ids.has(fragment) ? prefixedId(target.prefix, fragment) : target.prefix}`;
}

/**
 * Prefixes the article's ids and the attributes that name them, and rewrites its links (printHref).
 * @param {cheerio.CheerioAPI} $
 * @param {cheerio.Cheerio<any>} article
 * @param {string} permalink
 * @param {Map<string, PrintTarget>} targets
 */
export function localiseArticle($, article, permalink, targets) {
  const own = targets.get(pageKey(permalink));
  if (!own) throw new Error(`print pages: ${permalink} is not a page of its document`);
  const {prefix, ids} = own;
  article.find('[id]').each((_, el) => {
    $(el).attr('id', prefixedId(prefix, String($(el).attr('id'))));
  });
  for (const name of ID_REFERENCES) {
    article.find(`[${name}]`).each((_, el) => {
      const list = String($(el).attr(name)).split(/\s+/);
      $(el).attr(name, list.map((id) => (ids.has(id) ? prefixedId(prefix, id) : id)).join(' '));
    });
  }
  article.find('a[href], area[href]').each((_, el) => {
    $(el).attr('href', printHref(String($(el).attr('href')), permalink, targets));
  });
  // SVG references inside the page (`<use href="#icon">`) stay inside it.
  article.find('use').each((_, el) => {
    for (const name of ['href', 'xlink:href']) {
      const ref = $(el).attr(name);
      if (ref?.startsWith('#') && ids.has(ref.slice(1))) $(el).attr(name, `#${prefixedId(prefix, ref.slice(1))}`);
    }
  });
}

/**
 * @typedef {{
 *   locale: Locale,
 *   section: PrintSection,
 *   head: string[],
 *   articles: {page: PageMetadata, prefix: string, html: string}[],
 *   builtOn: Date,
 *   sectionHref: string,
 *   pdfHref: string | null,
 *   siteUrl: string,
 * }} PrintDocumentInput
 * `head`: the links it shares with the site's pages (sharedHead); `articles`: each page's flattened, localised article (inner HTML of its Markdown container), in reading order;
 * `sectionHref`: the section's first page online; `pdfHref`: the section's PDF when the build draws one; `siteUrl`:
 * the site's address, which each page's "online" line spells out for readers of paper (its link stays site-absolute).
 */

/**
 * The print document of one section. No script at all (the CSP check fails the build on an unknown inline one);
 * the site's own stylesheet, whose print.css holds the rules for `.rb-print-doc`; light colours whatever the
 * reader's system prefers (no script sets the theme here).
 * @param {PrintDocumentInput} input
 */
export function printDocument({locale, section, head, articles, builtOn, sectionHref, pdfHref, siteUrl}) {
  const t = PRINT_STRINGS[locale];
  const version = docsVersionLabel(CURRENT_DOCS);
  const date = builtOn.toISOString().slice(0, 10);
  const contents = articles
    .map(
      ({page, prefix}) =>
        `<li data-depth="${Math.min(page.crumbs.length, 4)}"><a href="#${escapeHtml(prefix)}">${escapeHtml(page.title)}</a></li>`,
    )
    .join('\n');
  const parts = articles
    .map(
      ({page, prefix, html}) =>
        `<article class="rb-print-doc__page markdown" id="${escapeHtml(prefix)}">\n${html}\n` +
        `<p class="rb-print-doc__source">${escapeHtml(t.onlinePage)}<a href="${escapeHtml(page.permalink)}">${escapeHtml(siteUrl + page.permalink)}</a></p>\n</article>`,
    )
    .join('\n');
  const links = [
    pdfHref && `<a href="${escapeHtml(pdfHref)}" type="application/pdf">${escapeHtml(t.downloadPdf)}</a>`,
    `<a href="${escapeHtml(sectionHref)}">${escapeHtml(t.readOnline)}</a>`,
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${LOCALES[locale].htmlLang}" dir="ltr" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light">
<title>${escapeHtml(t.documentTitle(section.title, version))}</title>
${head.join('\n')}
</head>
<body class="rb-print-doc">
<header class="rb-print-doc__cover">
<p class="rb-print-doc__title">${escapeHtml(section.title)}</p>
<p class="rb-print-doc__meta">${escapeHtml(t.docsOf(version))} · ${escapeHtml(t.edition)} · ${escapeHtml(t.builtOn(date))}</p>
<p class="rb-print-doc__links">${links.join(' ')}</p>
</header>
<nav class="rb-print-doc__toc" aria-labelledby="rb-print-toc">
<p class="rb-print-doc__toc-title" id="rb-print-toc">${escapeHtml(t.contents)}</p>
<ol>
${contents}
</ol>
</nav>
<main>
${parts}
</main>
</body>
</html>
`;
}

/**
 * Chromium's header and footer of each PDF page: the section and version, the page counters. They are drawn without
 * the page's stylesheet, so they carry their own (inline) styles and the site's font stack.
 * @param {Locale} locale
 * @param {string} sectionTitle
 * @param {string} fontFamily
 */
export function pdfHeaderFooter(locale, sectionTitle, fontFamily) {
  const t = PRINT_STRINGS[locale];
  const style = `font-family:${escapeHtml(fontFamily)};font-size:8px;color:#555;width:100%;margin:0 14mm;`;
  return {
    headerTemplate: `<div style="${style}display:flex;justify-content:space-between"><span>${escapeHtml(sectionTitle)}</span><span>${escapeHtml(t.docsOf(docsVersionLabel(CURRENT_DOCS)))}</span></div>`,
    footerTemplate: `<div style="${style}text-align:center">${t.pageFooter('<span class="pageNumber"></span>', '<span class="totalPages"></span>')}</div>`,
  };
}

/**
 * The links of a built page's head that a print page shares: its stylesheets, in order (the site's hashed CSS
 * bundle), and its icon (without it the browser asks for /favicon.ico, which the site does not have).
 * @param {string} html
 */
export function sharedHead(html) {
  const $ = cheerio.load(html);
  return $('head link[rel=stylesheet], head link[rel=icon]')
    .toArray()
    .map(
      (link) =>
        `<link rel="${escapeHtml(String($(link).attr('rel')))}" href="${escapeHtml(String($(link).attr('href')))}">`,
    );
}

export {pageKey};
