import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {readPost} from '../../shared/covers.mjs';
import {walkFiles} from '../../shared/files.mjs';
import {BLOG_POSTS_PER_PAGE} from '../../src/data/constants';
import {hydrated, locales} from './helpers';

// The blog as a reader and a feed reader meet it: every post in both languages, list pages of
// BLOG_POSTS_PER_PAGE newest first, an archive, feeds with every post, a page per tag.
const posts = walkFiles('blog', (name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(name))
  .map((file) => ({...readPost(file), date: /(\d{4}-\d{2}-\d{2})-/.exec(file)?.[1] ?? ''}))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
const pageCount = Math.ceil(posts.length / BLOG_POSTS_PER_PAGE);
const tags = yaml.load(readFileSync('blog/tags.yml', 'utf8')) as Record<string, {permalink: string}>;

test('the blog has the spec number of posts, each with its own slug', () => {
  expect(posts).toHaveLength(58);
  expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
});

for (const {locale, prefix} of locales) {
  test(`[${locale}] list pages hold ${BLOG_POSTS_PER_PAGE} posts each, newest first, and the page after the last is a 404`, async ({
    page,
    request,
  }) => {
    for (let n = 1; n <= pageCount; n += 1) {
      await page.goto(`${prefix}/blog${n === 1 ? '' : `/page/${n}`}`);
      const expected = posts.slice((n - 1) * BLOG_POSTS_PER_PAGE, n * BLOG_POSTS_PER_PAGE);
      const titles = page.locator('main article header h2 a');
      await expect(titles).toHaveCount(expected.length);
      const hrefs = await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(expected.map((p) => `${prefix}/blog/${p.slug}`));
    }
    expect((await request.get(`${prefix}/blog/page/${pageCount + 1}`)).status()).toBe(404);
  });

  test(`[${locale}] a list card shows the cover, the description and the reading time`, async ({page}) => {
    await page.goto(`${prefix}/blog`);
    await hydrated(page);
    const card = page.locator('main article').first();
    const cover = card.locator('img[src*="/img/blog/covers/"]');
    await expect(cover).toHaveAttribute('src', new RegExp(`/img/blog/covers/${posts[0].slug}\\.${locale}\\.svg$`));
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.locator('p').first()).not.toBeEmpty();
    await expect(card).toContainText(locale === 'en' ? /\d+ min read/ : /阅读需 \d+ 分钟/);
  });

  test(`[${locale}] every post answers, and the archive and both feeds hold all of them`, async ({page, request}) => {
    for (const post of posts) expect((await request.get(`${prefix}/blog/${post.slug}`)).status(), post.slug).toBe(200);
    await page.goto(`${prefix}/blog/archive`);
    for (const post of posts) await expect(page.locator(`main a[href="${prefix}/blog/${post.slug}"]`)).toHaveCount(1);
    for (const [feed, item] of [
      ['rss.xml', 'item'],
      ['atom.xml', 'entry'],
    ]) {
      const xml = await (await request.get(`${prefix}/blog/${feed}`)).text();
      // Parsed by the browser's XML parser: a feed that is not well-formed XML fails here.
      const count = await page.evaluate(
        ([text, tag]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          return doc.getElementsByTagName('parsererror').length ? -1 : doc.getElementsByTagName(tag).length;
        },
        [xml, item],
      );
      expect(count, feed).toBe(posts.length);
    }
  });

  test(`[${locale}] every tag has its page`, async ({request}) => {
    for (const {permalink} of Object.values(tags)) {
      expect((await request.get(`${prefix}/blog/tags${permalink}`)).status(), permalink).toBe(200);
    }
  });
}
