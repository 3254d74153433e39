#!/usr/bin/env node
// After `docusaurus build`: a 1200×630 social card for every page of both locales (scripts/lib/social-cards.mjs),
// drawn with Debian's Chromium and the fonts the diagrams use, cached in .generated/cards/ by content, copied to
// build/img/cards/, and set as the page's og:image and twitter:image. Part of `npm run build`. A card's key also
// holds the renderer (Chromium, fonts: scripts/lib/renderer.mjs) and the logo, so an upgrade redraws the cards.
// Without Chromium it warns and leaves the pages as they are, except in CI, where that fails the build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {classify} from '../lib/search-classify.mjs';
import {COVER_URL_DIR} from '../../shared/covers.mjs';
import {isRedirectStub, localeTrees} from '../../shared/files.mjs';
import {readPageMetadata} from '../../shared/page-metadata.mjs';
import {LAUNCH} from '../lib/first-load.mjs';
import {CARD_FONTS, CARD_URL_DIR, cardKey, withCard} from '../lib/social-cards.mjs';
import {chromiumMissing, rendererIdentity} from '../lib/renderer.mjs';
import {inWorkers} from '../lib/workers.mjs';
import {readSiteEnv} from '../../settings.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const CACHE = path.resolve('.generated/cards');
const site = readSiteEnv(process.env);
const logo = fs
  .readFileSync('static/img/logo.svg', 'utf8')
  .replace(/ role="img" aria-label="[^"]*"/, ' aria-hidden="true"');
const chromiumThere = fs.existsSync(LAUNCH.executablePath);
/** Everything a card looks like besides its page: the renderer and the logo drawn on it. */
const drawnWith = {
  renderer: chromiumThere ? rendererIdentity(LAUNCH.executablePath, CARD_FONTS) : 'none',
  logo: crypto.createHash('sha256').update(logo).digest('hex').slice(0, 16),
};

const metadata = readPageMetadata(buildDir);

/**
 * What the card of one built page shows, from what Docusaurus knew of it (shared/page-metadata.mjs).
 * @param {import('../../shared/page-metadata.mjs').PageMetadata} page
 * @param {string} urlPath
 * @param {import('../../settings.mjs').Locale} locale
 * @param {string} localeDir
 * @returns {import('../lib/social-cards.mjs').CardPage}
 */
function describe(page, urlPath, locale, localeDir) {
  const place = classify(urlPath.replace(site.baseUrl.replace(/\/$/, ''), '')) ?? {section: 'pages'};
  const crumb = page.crumbs[0];
  const coverFile =
    page.cover?.includes(`/${COVER_URL_DIR}/`) && path.join(localeDir, COVER_URL_DIR, path.basename(page.cover));
  const cover = coverFile && fs.existsSync(coverFile) ? fs.readFileSync(coverFile, 'utf8') : undefined;
  return {
    title: page.title,
    section: place.section,
    crumb: crumb && crumb !== page.title ? crumb : undefined,
    locale,
    cover,
  };
}

const started = Date.now();
fs.mkdirSync(CACHE, {recursive: true});
const outDir = path.join(buildDir, CARD_URL_DIR);
fs.mkdirSync(outDir, {recursive: true});
/** @type {{file: string, html: string, key: string, card: ReturnType<typeof describe>}[]} */
const pages = [];
for (const {locale, dir: localeDir, files} of localeTrees(buildDir, (name) => name.endsWith('.html'))) {
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    const rel = path.relative(buildDir, file).split(path.sep).join('/');
    const urlPath = `${site.baseUrl}${rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
    const page = metadata.get(urlPath);
    if (!page) {
      if (isRedirectStub(html)) continue;
      throw new Error(`social cards: ${rel} is a page the build's metadata does not know (plugins/page-metadata)`);
    }
    const card = describe(page, urlPath, locale, localeDir);
    pages.push({file, html, key: cardKey(card, drawnWith), card});
  }
}

/** The cards not cached yet, once each (pages with the same card share it), without the HTML the workers need not copy. */
const missing = [
  ...new Map(
    pages.filter((p) => !fs.existsSync(path.join(CACHE, `${p.key}.png`))).map(({key, card}) => [key, {key, card}]),
  ).values(),
];
if (missing.length > 0 && !chromiumThere) {
  // As the diagrams do: a writer's machine without Chromium still builds; its pages keep Docusaurus' own image tags.
  chromiumMissing(
    'social cards',
    `Chromium not found at ${LAUNCH.executablePath} (npm run setup:browser installs it); ` +
      `${missing.length} cards not drawn, pages left as they are`,
  );
}
if (missing.length > 0) {
  await inWorkers(new URL('../lib/draw-cards.mjs', import.meta.url), missing, {logo, cacheDir: CACHE});
}

for (const {file, html, key, card} of pages) {
  fs.copyFileSync(path.join(CACHE, `${key}.png`), path.join(outDir, `${key}.png`));
  fs.writeFileSync(file, withCard(html, `${site.url}${site.baseUrl}${CARD_URL_DIR}/${key}.png`, card.title));
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `social cards: ${pages.length} pages, ${new Set(pages.map((p) => p.key)).size} cards (${missing.length} drawn, the rest cached) → ${path.relative(process.cwd(), outDir)} (${seconds}s)`,
);
