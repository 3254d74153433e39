// Social cards: the 1200×630 picture a chat or social site shows for a link. One per page, drawn from what the
// page says (title, where it sits, the post's cover), named by a hash of that, so an unchanged page reuses its card.
// scripts/gen-social-cards.mjs draws them after `docusaurus build` and points each page's og:image at its card.
import crypto from 'node:crypto';
import fs from 'node:fs';
import {COVER_SIZE} from '../../settings.mjs';

export const CARD_SIZE = COVER_SIZE;
/** Bump when the drawing changes: every card is drawn again. */
export const CARD_TEMPLATE_VERSION = 1;
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

const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c] ?? c,
  );

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
    return `${base} img { display: block; width: ${width}px; height: ${height}px; }</style></head><body>
      <img alt="" src="data:image/svg+xml;base64,${Buffer.from(page.cover).toString('base64')}"></body></html>`;
  }
  const where = [SECTION_LABELS[page.locale][page.section] ?? 'Rainbond', page.crumb].filter(Boolean).join(' · ');
  const long = [...page.title].length > (page.locale === 'zh' ? 22 : 48);
  return `${base}
    body { box-sizing: border-box; padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between;
      background: linear-gradient(135deg, #0f2a5c 0%, #1d4fb8 62%, #2f6fe0 100%); color: #fff; }
    .where { font-size: 30px; letter-spacing: 0.02em; color: #c9d8ff; }
    h1 { margin: 24px 0 0; font-size: ${long ? 56 : 72}px; line-height: 1.18; font-weight: 700;
      display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
    .brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; }
    .brand svg { width: 72px; height: 72px; background: #fff; border-radius: 16px; padding: 8px; box-sizing: border-box; }
    .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 12px;
      background: linear-gradient(90deg, #e4572e, #f3a712 50%, #2f6fe0); }
  </style></head><body>
    <div><div class="where">${escape(where)}</div><h1>${escape(page.title)}</h1></div>
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
    `<meta property="og:image" content="${escape(imageUrl)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${CARD_SIZE.width}">`,
    `<meta property="og:image:height" content="${CARD_SIZE.height}">`,
    `<meta property="og:image:alt" content="${escape(alt)}">`,
    `<meta name="twitter:image" content="${escape(imageUrl)}">`,
  ].join('');
  const stripped = html.replace(/<meta[^>]*(?:property="?og:image(?::[a-z]+)?"?|name="?twitter:image"?)[^>]*>/g, '');
  if (!/<\/head>/.test(stripped)) throw new Error('social cards: a page without </head>');
  return stripped.replace('</head>', `${tags}</head>`);
}
