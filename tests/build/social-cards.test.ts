// After the build: every page has a social card of our own (scripts/gen-social-cards.mjs), 1200×630, and the tags
// chat and social sites read.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {builtPages} from '../../scripts/lib/files.mjs';
import {CARD_SIZE, cardKey, pngSize, withCard} from '../../scripts/lib/social-cards.mjs';

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

test('a card is named by what it shows and what draws it: a new Chromium, font or logo redraws it', () => {
  const page = {title: '离线安装', section: 'docs' as const, crumb: '安装', locale: 'zh' as const};
  const drawn = {renderer: 'chromium-156+wqy', logo: 'logo-1'};
  // A fixed name for a fixed input: the cache and the published URL stay put across builds.
  assert.equal(cardKey(page, drawn), '701819aa663f7214');
  assert.notEqual(cardKey(page, drawn), cardKey({...page, title: '在线安装'}, drawn));
  assert.notEqual(cardKey(page, drawn), cardKey({...page, locale: 'en'}, drawn));
  assert.notEqual(cardKey(page, drawn), cardKey(page, {...drawn, renderer: 'chromium-157+wqy'}));
  assert.notEqual(cardKey(page, drawn), cardKey(page, {...drawn, logo: 'logo-2'}));
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
