#!/usr/bin/env node
// Build step, after `docusaurus build`: a "print this section" page per top-level category of the current docs sidebar
// and locale (`<build>/print/docs/<slug>/`, `<build>/en/print/docs/<slug>/`), made of the built pages' articles in
// reading order; then PDFs of the installation guide and the user manual per locale (`<build>/pdf/`), drawn by the
// Chromium the diagrams use. Static files written after the build, not Docusaurus routes: every route costs every
// page bytes in the route table. Fails naming the page when a page of a section has no built HTML or no article.
// Usage: node scripts/build/print-pages.mjs <buildDir>
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {LOCALE_IDS, readSiteEnv} from '../../settings.mjs';
import {readPageMetadata} from '../../shared/page-metadata.mjs';
import {PDF_DIR, PDF_SECTIONS, pdfFileName, pdfPath, printPagePath} from '../../shared/print.mjs';
import {LAUNCH} from '../lib/first-load.mjs';
import {
  ARTICLE_SELECTOR,
  flattenArticle,
  localiseArticle,
  pageKey,
  pagePrefix,
  pdfHeaderFooter,
  printDocument,
  printSections,
  sharedHead,
} from '../lib/print-pages.mjs';
import {sourceDate} from '../lib/build-output.mjs';
import {chromiumMissing, writeFileAtomic} from '../lib/renderer.mjs';
import {resolveFile} from '../lib/resolve.mjs';

/** The PDF page: A4 with room for Chromium's header and footer lines. */
const PDF_MARGIN = {top: '18mm', bottom: '16mm', left: '14mm', right: '14mm'};
/** The header and footer are drawn without the site's CSS: the same families as its body text. */
const PDF_FONT = "system-ui, 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif";

const buildDir = path.resolve(process.argv[2] ?? 'build');
const {url: siteUrl, baseUrl} = readSiteEnv(process.env);
const builtOn = sourceDate() ?? new Date();
const drawPdfs = fs.existsSync(LAUNCH.executablePath);
const started = Date.now();

/** The file of a built page, from its permalink (with the base URL). @param {string} permalink */
const builtFile = (permalink) => resolveFile(buildDir, decodeURI(`/${permalink.slice(baseUrl.length)}`));
/** A site path as a file of the build. @param {string} sitePath */
const fileOfPath = (sitePath) => path.join(buildDir, sitePath.slice(baseUrl.length), 'index.html');
/** @param {number} bytes */
const kB = (bytes) => `${(bytes / 1024).toFixed(0).padStart(6)} kB`;
/** @param {number} since */
const took = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const {pages} = readPageMetadata(buildDir);
/** @type {{locale: import('../../settings.mjs').Locale, slug: string, title: string}[]} */
const pdfJobs = [];
let printed = 0;

for (const locale of LOCALE_IDS) {
  const sections = printSections(pages, locale, baseUrl);
  if (!sections.length) throw new Error(`print pages: no ${locale} docs in the page metadata of ${buildDir}`);
  for (const section of sections) {
    const t0 = Date.now();
    /** @type {Map<string, import('../lib/print-pages.mjs').PrintTarget>} */
    const targets = new Map();
    const prefixes = new Set();
    const loaded = section.pages.map((page) => {
      const file = builtFile(page.permalink);
      if (!file) throw new Error(`print pages: ${page.permalink} (${section.title}) has no built HTML`);
      const html = fs.readFileSync(file, 'utf8');
      const $ = cheerio.load(html);
      const article = $(ARTICLE_SELECTOR).first();
      if (!article.length) throw new Error(`print pages: ${page.permalink} has no article (${ARTICLE_SELECTOR})`);
      if (!article.find('h1').length) article.prepend($('<h1></h1>').text(page.title));
      const prefix = pagePrefix(page.permalink, baseUrl);
      if (prefixes.has(prefix)) throw new Error(`print pages: two pages of ${section.slug} get the id ${prefix}`);
      prefixes.add(prefix);
      targets.set(pageKey(decodeURI(page.permalink)), {prefix, ids: flattenArticle($, article)});
      return {page, $, article, prefix, html};
    });
    const articles = loaded.map(({page, $, article, prefix}) => {
      localiseArticle($, article, decodeURI(page.permalink), targets);
      return {page, prefix, html: String(article.html())};
    });
    const document = printDocument({
      locale,
      section,
      head: sharedHead(loaded[0].html),
      articles,
      builtOn,
      sectionHref: section.pages[0].permalink,
      pdfHref: drawPdfs ? pdfPath(baseUrl, locale, section.slug) : null,
      siteUrl,
    });
    const out = fileOfPath(printPagePath(baseUrl, locale, section.slug));
    fs.mkdirSync(path.dirname(out), {recursive: true});
    fs.writeFileSync(out, document);
    printed += 1;
    console.log(
      `print: ${path.relative(buildDir, out).padEnd(48)} ${kB(Buffer.byteLength(document))}` +
        `  ${String(section.pages.length).padStart(3)} pages  (${took(t0)})`,
    );
    if (PDF_SECTIONS.includes(section.slug)) pdfJobs.push({locale, slug: section.slug, title: section.title});
  }
}
console.log(`print: ${printed} print pages (${took(started)})`);

if (!drawPdfs) {
  // A writer's machine without Chromium gets the print pages without PDFs (and their links); CI fails here.
  chromiumMissing('print', `Chromium not found at ${LAUNCH.executablePath}; the PDFs are left out`);
  process.exit(0);
}

/**
 * Chromium stamps the PDF with the time of drawing; a build stamps every file with its own time (SOURCE_DATE_EPOCH
 * when set). PDF dates are fixed-width (`D:YYYYMMDDHHmmSS`), so the bytes swap in place and the offsets in the
 * cross-reference table stay right.
 * @param {Buffer} pdf
 */
function stampBuildDate(pdf) {
  const stamp = builtOn.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const text = pdf.toString('latin1');
  return Buffer.from(text.replace(/(\/(?:CreationDate|ModDate) ?\(D:)\d{14}/g, `$1${stamp}`), 'latin1');
}

const {chromium} = await import('@playwright/test');
const browser = await chromium.launch(LAUNCH);
const origin = new URL(siteUrl).origin;
fs.mkdirSync(path.join(buildDir, PDF_DIR), {recursive: true});
try {
  for (const {locale, slug, title} of pdfJobs) {
    const t0 = Date.now();
    const page = await browser.newPage();
    /** @type {string[]} */
    const missing = [];
    // The build is served from disk under the site's own address, so the PDF's links name the real site; nothing
    // else is fetched.
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      const file =
        url.origin === origin && url.pathname.startsWith(baseUrl)
          ? resolveFile(buildDir, decodeURIComponent(`/${url.pathname.slice(baseUrl.length)}`))
          : null;
      if (file) return route.fulfill({path: file});
      missing.push(url.href);
      return route.abort();
    });
    await page.emulateMedia({media: 'print', colorScheme: 'light'});
    const address = `${origin}${printPagePath(baseUrl, locale, slug)}`;
    await page.goto(address, {waitUntil: 'load'});
    await page.evaluate(() => document.fonts.ready);
    if (missing.length) throw new Error(`print: ${address} requested what the build does not have: ${missing}`);
    const pdf = await page.pdf({
      format: 'A4',
      outline: true,
      tagged: true,
      printBackground: true,
      displayHeaderFooter: true,
      ...pdfHeaderFooter(locale, title, PDF_FONT),
      margin: PDF_MARGIN,
    });
    await page.close();
    const out = path.join(buildDir, PDF_DIR, pdfFileName(slug, locale));
    const stamped = stampBuildDate(pdf);
    writeFileAtomic(out, stamped);
    console.log(`print: ${path.relative(buildDir, out).padEnd(48)} ${kB(stamped.length)}  (${took(t0)})`);
  }
} finally {
  await browser.close();
}
console.log(`print: ${printed} print pages, ${pdfJobs.length} PDFs (${took(started)})`);
