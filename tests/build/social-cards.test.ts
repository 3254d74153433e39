// After the build: every page has a social card of our own (scripts/build/gen-social-cards.mjs), 1200×630, and the tags
// chat and social sites read.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {builtPages} from '../../shared/files.mjs';
import {coverSvg} from '../../shared/covers.mjs';
import {
  CARD_MAX_BYTES,
  CARD_SIZE,
  CARD_URL_DIR,
  cardHtml,
  cardKey,
  liftCoverGradient,
  pngSize,
  withCard,
} from '../../scripts/lib/social-cards.mjs';

const meta = (html: string, key: string) =>
  new RegExp(`<meta[^>]*(?:property|name)="?${key}"?[^>]*content="([^"]*)"`).exec(html)?.[1];

test('every built page has og:image and twitter:image: our card, a 1200×630 PNG that exists', () => {
  const pages = (builtPages('build') as string[])
    .map((file) => ({file, html: fs.readFileSync(file, 'utf8')}))
    .filter((p) => /<main[\s>]/.test(p.html));
  assert.ok(pages.length > 900, `${pages.length} pages`);
  const problems: string[] = [];
  const sizes = new Map<string, string>();
  for (const {file, html} of pages) {
    const image = meta(html, 'og:image');
    const card = image && /\/img\/cards\/[0-9a-f]{16}\.png$/.exec(new URL(image).pathname)?.[0];
    if (!card) {
      problems.push(`${file}: og:image ${image ?? 'missing'}`);
      continue;
    }
    if (meta(html, 'twitter:image') !== image) problems.push(`${file}: twitter:image differs from og:image`);
    if (meta(html, 'twitter:card') !== 'summary_large_image') problems.push(`${file}: twitter:card`);
    if (!meta(html, 'og:title') || !meta(html, 'description')) problems.push(`${file}: title or description missing`);
    const png = path.join('build', card);
    if (!sizes.has(png)) sizes.set(png, fs.existsSync(png) ? JSON.stringify(pngSize(png)) : 'missing');
    if (sizes.get(png) !== JSON.stringify(CARD_SIZE)) problems.push(`${file}: ${card} is ${sizes.get(png)}`);
  }
  assert.deepEqual(problems.slice(0, 20), []);
});

test('every card is at most CARD_MAX_BYTES (60 kB), so a build’s 1,000-odd cards stay small', () => {
  const dir = path.join('build', CARD_URL_DIR);
  const cards = fs.readdirSync(dir).filter((name) => name.endsWith('.png'));
  assert.ok(cards.length > 900, `${cards.length} cards`);
  const oversized = cards
    .map((name) => ({name, bytes: fs.statSync(path.join(dir, name)).size}))
    .filter(({bytes}) => bytes > CARD_MAX_BYTES)
    .sort((a, b) => b.bytes - a.bytes);
  const named = oversized.slice(0, 20).map(({name, bytes}) => `${name} (${bytes} bytes)`);
  assert.equal(
    oversized.length,
    0,
    `${oversized.length} of ${cards.length} cards over ${CARD_MAX_BYTES} bytes: ${named.join(', ')}`,
  );
});

test('a card is named by what it shows and what draws it: a new Chromium, font, logo or template redraws it', () => {
  const page = {title: '离线安装', section: 'docs' as const, crumb: '安装', locale: 'zh' as const};
  const drawn = {renderer: 'chromium-156+wqy', logo: 'logo-1'};
  // A fixed name for a fixed input: the cache and the published URL stay put across builds. The literal is the
  // first 16 hex digits of sha256('{"v":2,"title":"离线安装","section":"docs","crumb":"安装","locale":"zh",
  // "drawnWith":{"renderer":"chromium-156+wqy","logo":"logo-1"}}'), worked out apart from cardKey; a new
  // CARD_TEMPLATE_VERSION changes it, and this line with it.
  assert.equal(cardKey(page, drawn), 'e52370d54e939e56');
  assert.notEqual(cardKey(page, drawn), cardKey({...page, title: '在线安装'}, drawn));
  assert.notEqual(cardKey(page, drawn), cardKey({...page, locale: 'en'}, drawn));
  assert.notEqual(cardKey(page, drawn), cardKey({...page, cover: '<svg/>'}, drawn));
  assert.notEqual(cardKey(page, drawn), cardKey(page, {...drawn, renderer: 'chromium-157+wqy'}));
  assert.notEqual(cardKey(page, drawn), cardKey(page, {...drawn, logo: 'logo-2'}));
});

test('gradients are pixels drawn by the script, not CSS or SVG gradients Chromium would dither into 300 kB', () => {
  const cover = coverSvg({title: '离线安装', tag: 'storage', tagLabel: '存储', locale: 'zh'});
  const lifted = liftCoverGradient(cover);
  assert.deepEqual(lifted?.stops, [
    [0, '#1e3a2f'],
    [1, '#2fa36b'],
  ]);
  assert.ok(!lifted?.svg.includes('url(#g)') && lifted?.svg.includes('<circle'), 'the rest of the cover is kept');
  for (const html of [
    cardHtml({title: '离线安装', section: 'docs', locale: 'zh'}, '<svg/>'),
    cardHtml({title: 'Offline install', section: 'blog', locale: 'en', cover}, '<svg/>'),
  ]) {
    assert.ok(!/linear-gradient|url\(#g\)/.test(html), 'no gradient left for Chromium to draw');
    assert.match(html, /url\(data:image\/png;base64,/);
  }
});

test('the card replaces Docusaurus’ image tags instead of adding a second set', () => {
  const html =
    '<html><head><meta data-rh="true" property="og:image" content="https://x/a.svg"><meta data-rh="true" name="twitter:image" content="https://x/a.svg"></head><body></body></html>';
  const out = withCard(html, 'https://x/img/cards/0123456789abcdef.png', 'A "title"');
  assert.equal(out.match(/property="og:image"/g)?.length, 1);
  assert.equal(out.match(/name="twitter:image"/g)?.length, 1);
  assert.ok(out.includes('content="https://x/img/cards/0123456789abcdef.png"'));
  assert.ok(out.includes('content="A &quot;title&quot;"'));
  assert.throws(() => withCard('<p>no head</p>', 'https://x/c.png', 't'), /without <\/head>/);
});
