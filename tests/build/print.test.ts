// After the build: a "print this section" page per top-level docs category and locale, and the PDFs of the
// installation guide and the user manual (scripts/build/print-pages.mjs). BUILD_DIR names another build (a copy).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';
import {LOCALE_IDS, readSiteEnv} from '../../settings.mjs';
import {PAGE_METADATA_DIR, readPageMetadata, type PageMetadata} from '../../shared/page-metadata.mjs';
import {PDF_DIR, PDF_SECTIONS, pdfFileName, printPagePath} from '../../shared/print.mjs';
import {pagePrefix, printSections} from '../../scripts/lib/print-pages.mjs';

const BUILD = process.env.BUILD_DIR ?? 'build';
const {baseUrl} = readSiteEnv(process.env);
const {pages} = readPageMetadata(BUILD);
const printFile = (locale: (typeof LOCALE_IDS)[number], slug: string) =>
  path.join(BUILD, printPagePath(baseUrl, locale, slug).slice(baseUrl.length), 'index.html');
const CJK = /[\u4e00-\u9fff]/;

for (const locale of LOCALE_IDS) {
  const sections = printSections(pages, locale, baseUrl);

  // What the page-metadata plugin wrote for this locale's current docs, read apart from printSections().
  const current: PageMetadata[] = JSON.parse(
    fs.readFileSync(path.join(BUILD, PAGE_METADATA_DIR, `current-${locale}.json`), 'utf8'),
  ).filter((p: PageMetadata) => p.kind === 'doc' && p.sidebar === 'docs' && p.section);
  const inOrder = (label: string) =>
    current.filter((p) => p.section === label).sort((a, b) => Number(a.order) - Number(b.order));

  test(`${locale}: one print page per top-level category of the docs sidebar`, () => {
    assert.deepEqual(
      sections.map((s) => s.title),
      [...new Set([...current].sort((a, b) => Number(a.order) - Number(b.order)).map((p) => p.section))],
    );
    assert.ok(sections.length >= 10, `${sections.length} sections`);
    const missing = sections.map((s) => printFile(locale, s.slug)).filter((file) => !fs.existsSync(file));
    assert.deepEqual(missing, []);
    const printDir = path.dirname(path.dirname(printFile(locale, sections[0].slug)));
    assert.equal(fs.readdirSync(printDir).length, sections.length, `nothing else in ${printDir}`);
  });

  for (const section of sections) {
    test(`${locale} ${section.slug}: pages in sidebar order, unique ids, local anchors resolve, no script, noindex`, () => {
      const html = fs.readFileSync(printFile(locale, section.slug), 'utf8');
      const $ = cheerio.load(html);
      assert.doesNotMatch(html, /<script/i, 'no script at all');
      assert.equal($('meta[name=robots]').attr('content'), 'noindex');
      assert.equal($('html').attr('lang'), locale === 'zh' ? 'zh-CN' : 'en');
      assert.match($('title').text(), new RegExp(section.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.ok($('link[rel=stylesheet]').length > 0, 'links the site stylesheet');

      const parts = $('article.rb-print-doc__page').toArray();
      assert.deepEqual(
        parts.map((el) => $(el).attr('id')),
        inOrder(section.title).map((p) => pagePrefix(p.permalink, baseUrl)),
        'one part per page, in sidebar order',
      );
      assert.deepEqual(
        parts.map((el) => $(el).find('h1').first().text().trim()),
        inOrder(section.title).map((p) => cheerio.load(`<p>${p.title}</p>`)('p').text().trim()),
        'each part opens with its page title as h1',
      );

      const ids = $('[id]')
        .toArray()
        .map((el) => String($(el).attr('id')));
      const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
      assert.deepEqual([...new Set(duplicates)].slice(0, 10), [], 'ids are unique');
      const known = new Set(ids);
      const broken = $('a[href^="#"]')
        .toArray()
        .map((el) => decodeURIComponent(String($(el).attr('href')).slice(1)))
        .filter((id) => !known.has(id));
      assert.deepEqual(broken.slice(0, 10), [], 'every local anchor names an element');
      assert.equal($('.theme-tabs-container, [role=tab], button, dialog, img.rb-diagram__dark').length, 0);
    });
  }
}

/** The PDF's outline entries and the text of its first pages. */
async function readPdf(file: string) {
  const document = await getDocument({data: new Uint8Array(fs.readFileSync(file)), verbosity: 0}).promise;
  const outline = (await document.getOutline()) ?? [];
  let text = '';
  for (let n = 1; n <= Math.min(3, document.numPages); n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  const pageCount = document.numPages;
  await document.destroy();
  return {outline, text, pageCount};
}

for (const locale of LOCALE_IDS) {
  for (const slug of PDF_SECTIONS) {
    test(`${locale} ${slug} PDF: opens, its bookmarks are the section's page titles, text in its language`, async () => {
      const file = path.join(BUILD, PDF_DIR, pdfFileName(slug, locale));
      assert.ok(fs.existsSync(file), `${file} exists`);
      const {outline, text, pageCount} = await readPdf(file);
      console.log(`${path.basename(file)}: ${(fs.statSync(file).size / 1024).toFixed(0)} kB, ${pageCount} pages`);
      const section = printSections(pages, locale, baseUrl).find((s) => s.slug === slug);
      assert.ok(section, `${slug} is a section`);
      // Chromium takes the bookmark from the heading's text, where a line break inside it leaves no space.
      const squash = (title: string) => title.replace(/\s+/g, '');
      assert.deepEqual(
        outline.map((entry) => squash(entry.title)),
        section.pages.map((p) => squash(cheerio.load(`<p>${p.title}</p>`)('p').text())),
      );
      assert.ok(
        outline.some((entry) => entry.items.length > 0),
        'the pages’ ## headings are nested bookmarks',
      );
      if (locale === 'zh') assert.match(text, CJK, 'Chinese text on pages 1–3');
      else {
        assert.match(text, /\b(the|and|to|Rainbond)\b/, 'English text on pages 1–3');
        assert.doesNotMatch(text.replace(/[^\u4e00-\u9fff]/g, '').slice(0, 20), /.{20}/, 'hardly any Chinese');
      }
    });
  }
}
