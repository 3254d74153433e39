#!/usr/bin/env node
// Builds the offline search index (Pagefind) from build/ after `docusaurus build`.
// - one index per language, from <html lang> (Chinese is segmented by Pagefind's extended binary);
// - only the main content: navbar, footer, sidebars, TOC, breadcrumbs and pagers are left out;
// - every page is tagged with a `section` filter (docs, api, community, blog, pages) and docs pages with
//   their `version`, so results can be filtered and ranked by the visitor's docs version.
// Skipped when Algolia is configured (it has its own crawler).
import fs from 'node:fs';
import path from 'node:path';
import {createIndex, close} from 'pagefind';
import {classify} from './lib/search-classify.mjs';
import {walkFiles} from './lib/files.mjs';
import {algoliaSettings, LOCALE_IDS, LOCALES, normaliseBaseUrl} from '../settings.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
// The index keeps full paths; classification works without the base.
const baseUrl = normaliseBaseUrl(process.env.BASE_URL);

if (algoliaSettings(process.env)) {
  console.log('search index: Algolia is configured, skipping Pagefind.');
  process.exit(0);
}

/** Each locale is a site of its own (build/ and build/en/), so each gets its own index next to it. */
const prefixes = LOCALE_IDS.map((id) => LOCALES[id].prefix).filter(Boolean);
const LOCALE_DIRS = LOCALE_IDS.map((locale) => ({
  locale,
  dir: path.join(buildDir, LOCALES[locale].prefix),
  // The default locale's tree holds the others' folders: leave them, their bundles and any index out.
  skip: new Set([...(LOCALES[locale].prefix ? [] : prefixes), 'assets', 'pagefind']),
}));

const excludeSelectors = [
  'nav',
  'footer',
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
  'button',
];

async function indexLocale({locale, dir, skip}) {
  const started = Date.now();
  const {index, errors} = await createIndex({rootSelector: 'main', excludeSelectors});
  if (!index) throw new Error(`pagefind: ${errors.join('\n')}`);
  let pages = 0;
  for (const file of walkFiles(dir, (name) => name === 'index.html', skip)) {
    const rel = path.relative(dir, file).split(path.sep).join('/');
    const html = fs.readFileSync(file, 'utf8');
    if (!/<main[\s>]/.test(html)) continue; // redirect pages
    // The canonical link holds the route as the router knows it (with or without a trailing slash).
    const canonical = /rel=["']?canonical["']? href=["']?([^"' >]+)/.exec(html)?.[1];
    const url = canonical ? new URL(canonical).pathname : `/${rel.replace(/index\.html$/, '')}`;
    const place = classify(`/${url.slice(baseUrl.length)}`);
    if (!place) continue;
    const markers =
      `<span hidden data-pagefind-filter="section:${place.section}"></span>` +
      (place.version ? `<span hidden data-pagefind-filter="version:${place.version}"></span>` : '');
    const content = html
      .replace(/<main([^>]*)>/, `<main$1>${markers}`)
      .replace(/<h1(?=[\s>])/, '<h1 data-pagefind-meta="title"');
    const response = await index.addHTMLFile({url, content});
    if (response.errors.length) throw new Error(`pagefind: ${url}: ${response.errors.join('; ')}`);
    pages += 1;
  }
  const written = await index.writeFiles({outputPath: path.join(dir, 'pagefind')});
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('\n')}`);
  await index.deleteIndex();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `search index [${locale}]: ${pages} pages → ${path.relative(process.cwd(), written.outputPath)} (${seconds}s)`,
  );
}

for (const locale of LOCALE_DIRS) await indexLocale(locale);
await close();
