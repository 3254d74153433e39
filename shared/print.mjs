// The "print this section" pages and the build's PDFs: where they live and what they say. The build step
// (scripts/build/print-pages.mjs) writes them; the doc footer links to them from the page's sidebar data. Pure module
// (no Node imports) so browser code can import it too.
import {
  CURRENT_DOCS,
  CURRENT_DOCS_LABEL,
  docsVersionOfPath,
  localePath,
  withoutBaseUrl,
  withoutLocalePrefix,
} from '../settings.mjs';

/** The sidebar whose top-level categories get print pages (the manual; not the API or app store sidebars). */
export const PRINT_SIDEBAR = 'docs';
/** Under each locale's base URL: `/print/docs/<slug>/`, `/en/print/docs/<slug>/`. */
export const PRINT_DIR = 'print/docs';
/** Under the site's base URL (one folder for both locales: the file name carries the locale). */
export const PDF_DIR = 'pdf';
/** The sections drawn as PDFs at build time, current version only: the installation guide and the user manual. */
export const PDF_SECTIONS = Object.freeze(['installation', 'use-manual']);
/** The current docs version as file names carry it: 5.15. */
export const PRINT_DOCS_VERSION = CURRENT_DOCS_LABEL.replace(/^V/, '');

/**
 * A print page's slug: the first path segment after `/docs/` of the first of a category's pages that has one (the
 * quick start's first page is `/docs/` itself, its next `/docs/quick-start/…`). Pages of an archived version or
 * outside the docs are skipped: only the current version has print pages.
 * @param {readonly string[]} paths the category's pages in reading order (or its own link), as the browser sees them
 * @param {string} [baseUrl]
 * @returns {string | null}
 */
export function printSlug(paths, baseUrl = '/') {
  for (const full of paths) {
    const local = withoutBaseUrl(full, baseUrl);
    const pathname = withoutLocalePrefix(local.split(/[?#]/)[0]);
    if (docsVersionOfPath(pathname) !== CURRENT_DOCS) continue;
    const segment = /^\/docs\/([^/]+)/.exec(pathname)?.[1];
    if (segment) return segment;
  }
  return null;
}

/** @typedef {import('../settings.mjs').Locale} Locale */

/** Where a section's print page is served: `/en/print/docs/installation/`. @param {string} baseUrl @param {Locale} locale @param {string} slug */
export const printPagePath = (baseUrl, locale, slug) => localePath(baseUrl, locale, `${PRINT_DIR}/${slug}/`);

/** A section's PDF file name: rainbond-5.15-installation-zh.pdf. @param {string} slug @param {Locale} locale */
export const pdfFileName = (slug, locale) => `rainbond-${PRINT_DOCS_VERSION}-${slug}-${locale}.pdf`;

/** Where a section's PDF is served, or null when the build draws none for it. @param {string} baseUrl @param {Locale} locale @param {string} slug */
export function pdfPath(baseUrl, locale, slug) {
  return PDF_SECTIONS.includes(slug) ? `${baseUrl}${PDF_DIR}/${pdfFileName(slug, locale)}` : null;
}

/**
 * @typedef {{
 *   documentTitle: (section: string, version: string) => string,
 *   docsOf: (version: string) => string,
 *   edition: string,
 *   builtOn: (date: string) => string,
 *   contents: string,
 *   downloadPdf: string,
 *   readOnline: string,
 *   onlinePage: string,
 *   pageFooter: (page: string, total: string) => string,
 *   printLink: string,
 * }} PrintStrings
 * `pageFooter` frames Chromium's page counters (markup, passed in) in the PDF footer: "第 3 页，共 40 页".
 */

/** Every string a print page or PDF shows, in both languages (the pages are not React: no translate()). */
/** @type {Readonly<Record<Locale, PrintStrings>>} */
export const PRINT_STRINGS = Object.freeze({
  zh: {
    documentTitle: (section, version) => `${section} — Rainbond ${version} 文档（打印版）`,
    docsOf: (version) => `Rainbond ${version} 文档`,
    edition: '打印版',
    builtOn: (date) => `生成于 ${date}`,
    contents: '目录',
    downloadPdf: '下载 PDF',
    readOnline: '在线阅读',
    onlinePage: '在线版本：',
    pageFooter: (page, total) => `第 ${page} 页，共 ${total} 页`,
    printLink: '打印本章',
  },
  en: {
    documentTitle: (section, version) => `${section} — Rainbond ${version} docs (print edition)`,
    docsOf: (version) => `Rainbond ${version} docs`,
    edition: 'Print edition',
    builtOn: (date) => `Built on ${date}`,
    contents: 'Contents',
    downloadPdf: 'Download PDF',
    readOnline: 'Read online',
    onlinePage: 'Online: ',
    pageFooter: (page, total) => `Page ${page} of ${total}`,
    printLink: 'Print this section',
  },
});
