// Social cards: the 1200×630 picture a chat or social site shows for a link. One per page, drawn from what the
// page says (title, where it sits, the post's cover), named by a hash of that, so an unchanged page reuses its card.
// scripts/build/gen-social-cards.mjs draws them after `docusaurus build` and points each page's og:image at its card.
import crypto from 'node:crypto';
import fs from 'node:fs';
import {COVER_SIZE} from '../../settings.mjs';
import {encodeRgb} from './png.mjs';
import {escapeHtml} from '../../shared/html.mjs';

export const CARD_SIZE = COVER_SIZE;
/** Bump when the drawing changes: every card is drawn again. 2: gradients drawn here, cards saved with a palette. */
export const CARD_TEMPLATE_VERSION = 2;
/** The most bytes one card may take: the build's ~1,000 cards then take at most ~60 MB of its 500 MB. */
export const CARD_MAX_BYTES = 60_000;
/** Cards are served from the default locale's tree (absolute URLs, so both locales share them). */
export const CARD_URL_DIR = 'img/cards';

/**
 * What a page's card shows. `cover`: a blog post's cover SVG (its text), drawn as the whole card.
 * @typedef {{title: string, section: string, crumb?: string, locale: 'zh' | 'en', cover?: string}} CardPage
 */

/** @type {Record<'zh' | 'en', Record<string, string>>} */
const SECTION_LABELS = {
  zh: {docs: '文档', api: 'API 参考', community: '社区', blog: '博客', pages: 'Rainbond'},
  en: {docs: 'Docs', api: 'API reference', community: 'Community', blog: 'Blog', pages: 'Rainbond'},
};
const FONTS = {
  zh: "'WenQuanYi Micro Hei', 'Liberation Sans', sans-serif",
  en: "'Liberation Sans', 'WenQuanYi Micro Hei', sans-serif",
};

/** @typedef {[offset: number, colour: string][]} Stops offsets 0…1, colours '#rrggbb' */

/**
 * Where a pixel's centre falls on a gradient, 0…1: CSS `135deg` (lines of one colour at 45°, whatever the box),
 * SVG's x1=y1=0 x2=y2=1 (the default objectBoundingBox units: lines of one colour along the box's other diagonal),
 * CSS `90deg`.
 * @type {Record<'css135' | 'boxDiagonal' | 'right', (x: number, y: number, width: number, height: number) => number>}
 */
const TOWARD = {
  css135: (x, y, width, height) => (x + y) / (width + height),
  boxDiagonal: (x, y, width, height) => (x / width + y / height) / 2,
  right: (x, _y, width) => x / width,
};
const CARD_BACKGROUND = /** @type {Stops} */ ([
  [0, '#0f2a5c'],
  [0.62, '#1d4fb8'],
  [1, '#2f6fe0'],
]);
const CARD_BAR = /** @type {Stops} */ ([
  [0, '#e4572e'],
  [0.5, '#f3a712'],
  [1, '#2f6fe0'],
]);
const BAR_HEIGHT = 12;

/** @type {Map<string, string>} */
const gradients = new Map();
/**
 * A linear gradient as a PNG data URL, each pixel its exact colour. Chromium dithers the gradients it draws (a
 * pattern of ±1 level over every pixel), a noise no PNG compresses: a card over one took ~320 kB, a card over
 * these pixels, saved with a palette, ~25 kB. The colours are the ones CSS and SVG give (sRGB between stops) to
 * within that one level.
 * @param {number} width @param {number} height @param {Stops} stops @param {keyof typeof TOWARD} toward
 */
function gradientUrl(width, height, stops, toward) {
  const key = JSON.stringify([width, height, stops, toward]);
  const known = gradients.get(key);
  if (known) return known;
  const colours = stops.map(([offset, hex]) => ({offset, c: [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))}));
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.max(0, TOWARD[toward](x + 0.5, y + 0.5, width, height)));
      const after = colours.findIndex((stop) => stop.offset >= t);
      const next = after < 0 ? colours.length - 1 : Math.max(1, after);
      const [from, to] = [colours[next - 1], colours[next]];
      const along = Math.min(1, Math.max(0, (t - from.offset) / (to.offset - from.offset || 1)));
      for (let k = 0; k < 3; k++) rgb[(y * width + x) * 3 + k] = Math.round(from.c[k] + (to.c[k] - from.c[k]) * along);
    }
  }
  const url = `data:image/png;base64,${encodeRgb({width, height, rgb}).toString('base64')}`;
  gradients.set(key, url);
  return url;
}

/**
 * A cover as shared/covers.mjs draws it: its background a gradient (id "g") on a rect the size of the
 * picture. The stops and the SVG without that rect, to draw the gradient here (gradientUrl says why); a cover of
 * another shape is drawn as it is.
 * @param {string} svg
 */
export function liftCoverGradient(svg) {
  const found =
    /<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">((?:<stop [^>]*\/>)+)<\/linearGradient><\/defs><rect width="100%" height="100%" fill="url\(#g\)"\/>/.exec(
      svg,
    );
  const stops = [...(found?.[1] ?? '').matchAll(/<stop offset="([\d.]+)" stop-color="(#[0-9a-fA-F]{6})"\/>/g)].map(
    ([, offset, colour]) => /** @type {[number, string]} */ ([Number(offset), colour]),
  );
  if (!found || stops.length < 2) return undefined;
  return {stops, svg: svg.replace(found[0], '</defs>')};
}

/** The font families the cards name, for the renderer's identity (scripts/lib/renderer.mjs). */
export const CARD_FONTS = ['WenQuanYi Micro Hei', 'Liberation Sans'];

/**
 * The card's file name: a hash of everything it shows and of what draws it (renderer and logo versions).
 * @param {CardPage} page
 * @param {{renderer: string, logo: string}} drawnWith
 */
export function cardKey(page, drawnWith) {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify({v: CARD_TEMPLATE_VERSION, ...page, drawnWith}));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The card as an HTML document of exactly CARD_SIZE, for a headless browser to photograph.
 * @param {CardPage} page
 * @param {string} logoSvg
 */
export function cardHtml(page, logoSvg) {
  const {width, height} = CARD_SIZE;
  const base = `<!doctype html><html lang="${page.locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><style>
    html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
    body { font-family: ${FONTS[page.locale]}; }`;
  if (page.cover) {
    const lifted = liftCoverGradient(page.cover);
    const background = lifted ? `url(${gradientUrl(width, height, lifted.stops, 'boxDiagonal')})` : 'none';
    const cover = Buffer.from(lifted?.svg ?? page.cover).toString('base64');
    return `${base} body { background: ${background}; }
      img { display: block; width: ${width}px; height: ${height}px; }</style></head><body>
      <img alt="" src="data:image/svg+xml;base64,${cover}"></body></html>`;
  }
  const where = [SECTION_LABELS[page.locale][page.section] ?? 'Rainbond', page.crumb].filter(Boolean).join(' · ');
  const long = [...page.title].length > (page.locale === 'zh' ? 22 : 48);
  return `${base}
    body { box-sizing: border-box; padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between;
      background: url(${gradientUrl(width, height, CARD_BACKGROUND, 'css135')}); color: #fff; }
    .where { font-size: 30px; letter-spacing: 0.02em; color: #c9d8ff; }
    h1 { margin: 24px 0 0; font-size: ${long ? 56 : 72}px; line-height: 1.18; font-weight: 700;
      display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
    .brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; }
    .brand svg { width: 72px; height: 72px; background: #fff; border-radius: 16px; padding: 8px; box-sizing: border-box; }
    .bar { position: absolute; left: 0; right: 0; bottom: 0; height: ${BAR_HEIGHT}px;
      background: url(${gradientUrl(width, BAR_HEIGHT, CARD_BAR, 'right')}); }
  </style></head><body>
    <div><div class="where">${escapeHtml(where)}</div><h1>${escapeHtml(page.title)}</h1></div>
    <div class="brand">${logoSvg}<span>Rainbond</span></div>
    <div class="bar"></div>
  </body></html>`;
}

/** Width and height of a PNG file, from its IHDR chunk. @param {string} file */
export function pngSize(file) {
  const head = Buffer.alloc(24);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 24, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1', 1, 4) !== 'PNG') throw new Error(`${file}: not a PNG`);
  return {width: head.readUInt32BE(16), height: head.readUInt32BE(20)};
}

/**
 * The page's head with its og:image / twitter:image pointing at the card (replaced if present, added if not).
 * @param {string} html
 * @param {string} imageUrl absolute
 * @param {string} alt
 */
export function withCard(html, imageUrl, alt) {
  const tags = [
    `<meta property="og:image" content="${escapeHtml(imageUrl)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${CARD_SIZE.width}">`,
    `<meta property="og:image:height" content="${CARD_SIZE.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(alt)}">`,
    `<meta name="twitter:image" content="${escapeHtml(imageUrl)}">`,
  ].join('');
  const stripped = html.replace(/<meta[^>]*(?:property="?og:image(?::[a-z]+)?"?|name="?twitter:image"?)[^>]*>/g, '');
  if (!/<\/head>/.test(stripped)) throw new Error('social cards: a page without </head>');
  return stripped.replace('</head>', `${tags}</head>`);
}
