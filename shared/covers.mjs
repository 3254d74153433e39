// Blog covers drawn from each post's title and first tag: one SVG per post and locale, made at build time
// (scripts/build/gen-covers.mjs) into a static directory. The card and the social image both use it. The cover
// carries its own dark background, so it reads the same in light and dark mode.
import fs from 'node:fs';
import path from 'node:path';
import {COVER_SIZE} from '../settings.mjs';
import {frontMatterField, frontMatterList, splitFrontMatter} from './front-matter.mjs';
import {escapeHtml} from './html.mjs';

export const COVER_DIR = '.generated/covers';
export const COVER_URL_DIR = 'img/blog/covers';

/** Two gradient stops per tag, so posts of a topic look related; unknown tags get the brand colours. */
const PALETTE = {
  devops: ['#0b3d91', '#1d7afc'],
  microservices: ['#2f1c6a', '#7b4dff'],
  'service-mesh': ['#123c52', '#16a3b8'],
  observability: ['#3b1f05', '#e07b00'],
  storage: ['#1e3a2f', '#2fa36b'],
  gateway: ['#3a0d2e', '#c2367b'],
  'app-store': ['#0d3340', '#1aa0c8'],
  delivery: ['#2b2d42', '#5c6bc0'],
  kubernetes: ['#0f2b5b', '#326ce5'],
  security: ['#3d0c0c', '#d64545'],
  database: ['#1b2f45', '#3f88c5'],
  'dev-tools': ['#173327', '#3aa675'],
  insights: ['#2d2a32', '#8d6e97'],
  xinchuang: ['#4a0e0e', '#c0392b'],
  plugins: ['#33270b', '#b8860b'],
};
const BRAND = ['#0b2545', '#2f7bf5'];

/** East Asian characters are about twice as wide as Latin ones. @param {string} text */
const width = (text) => [...text].reduce((sum, ch) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);

/**
 * Splits a title into at most `maxLines` lines of at most `perLine` narrow-character widths: at spaces for
 * Latin text, anywhere between Chinese characters. An overlong title ends with an ellipsis.
 * @param {string} title @param {number} perLine @param {number} maxLines
 */
function wrapTitle(title, perLine = 30, maxLines = 3) {
  const tokens = title.match(/[\u2e80-\u9fff\uff00-\uffef]|[^\s\u2e80-\u9fff\uff00-\uffef]+|\s+/g) ?? [];
  const lines = [''];
  for (const token of tokens) {
    const current = lines[lines.length - 1];
    if (/^\s+$/.test(token)) {
      if (current) lines[lines.length - 1] = `${current} `;
      continue;
    }
    if (width(current.trimEnd()) + width(token) > perLine && current.trim()) lines.push(token);
    else lines[lines.length - 1] = current + token;
  }
  const trimmed = lines.map((line) => line.trim()).filter(Boolean);
  if (trimmed.length <= maxLines) return trimmed;
  const kept = trimmed.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/.$/u, '')}…`;
  return kept;
}

/**
 * The cover of one post.
 * @param {{title: string, tag?: string, tagLabel?: string, locale: 'zh' | 'en'}} post
 */
export function coverSvg({title, tag, tagLabel, locale}) {
  const [from, to] = (tag && PALETTE[/** @type {keyof typeof PALETTE} */ (tag)]) || BRAND;
  const lines = wrapTitle(title, locale === 'zh' ? 28 : 34, 3);
  const size = lines.length > 2 ? 58 : 66;
  const top = 300 - ((lines.length - 1) * size * 1.25) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${Math.round(top + i * size * 1.25)}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeHtml(line)}</text>`,
    )
    .join('');
  const pill = tagLabel
    ? `<rect x="80" y="84" rx="22" height="44" width="${Math.round(width(tagLabel) * 14 + 40)}" fill="#ffffff" fill-opacity="0.18"/>` +
      `<text x="100" y="114" font-size="26" fill="#ffffff">${escapeHtml(tagLabel)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_SIZE.width}" height="${COVER_SIZE.height}" viewBox="0 0 ${COVER_SIZE.width} ${COVER_SIZE.height}" role="img" aria-label="${escapeHtml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="1040" cy="120" r="190" fill="#ffffff" fill-opacity="0.07"/><circle cx="1120" cy="560" r="260" fill="#ffffff" fill-opacity="0.05"/>` +
    `<g font-family="Liberation Sans, Arial, 'WenQuanYi Micro Hei', 'PingFang SC', 'Microsoft YaHei', sans-serif">${pill}${text}` +
    `<text x="80" y="560" font-size="30" font-weight="700" fill="#ffffff" fill-opacity="0.85">Rainbond</text></g></svg>\n`
  );
}

/**
 * The fields of a post's front matter that covers and the content check read (one reader for both).
 * @param {string} frontMatter the text between the `---` lines
 */
export function postFrontMatter(frontMatter) {
  const field = (/** @type {string} */ name) => frontMatterField(frontMatter, name);
  const list = (/** @type {string} */ name) => frontMatterList(frontMatter, name) ?? [];
  return {
    title: field('title'),
    slug: field('slug'),
    image: field('image'),
    tags: list('tags'),
    authors: list('authors'),
  };
}

/** Front matter fields a cover needs, read from a post file. @param {string} file */
export function readPost(file) {
  const fields = postFrontMatter(splitFrontMatter(fs.readFileSync(file, 'utf8')).raw);
  const slug =
    fields.slug ??
    path
      .basename(file)
      .replace(/^\d{4}-\d{2}-\d{2}-/, '')
      .replace(/\.mdx?$/, '');
  return {title: fields.title ?? slug, slug, tags: fields.tags, image: fields.image};
}
