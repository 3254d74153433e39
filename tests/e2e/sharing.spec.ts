import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './helpers';

// Issue #19 (in progress): robots.txt, sitemaps with lastmod, structured data, copy/view as Markdown, diagram zoom.

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data];
  });
}
const types = (items: Record<string, unknown>[]) => items.map((i) => i['@type']);

/**
 * The page's JSON-LD once it holds every wanted type. Docusaurus' head manager removes and re-inserts head tags
 * after hydration, so the blocks are read in the same poll that sees them, not in a second read that may fall in
 * the gap.
 */
async function jsonLdWith(page: Page, wanted: string[]): Promise<Record<string, unknown>[]> {
  let items: Record<string, unknown>[] = [];
  await expect
    .poll(async () => {
      items = await jsonLd(page);
      return types(items);
    })
    .toEqual(expect.arrayContaining(wanted));
  return items;
}

test('robots.txt names the sitemap of both locales, and the sitemaps carry lastmod', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^ ]+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^ ]+\/en\/sitemap\.xml$/m);
  for (const path of ['/sitemap.xml', '/en/sitemap.xml']) {
    const xml = await (await request.get(path)).text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(/<url><loc>[^<]+\/docs\/installation\/offline\/?<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).not.toContain('/search</loc>');
  }
});

test('structured data: Organization and WebSite with SearchAction on home, TechArticle and breadcrumbs on docs, BlogPosting on posts', async ({
  page,
}) => {
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}/`);
    const home = await jsonLdWith(page, ['Organization', 'WebSite']);
    const site = home.find((i) => i['@type'] === 'WebSite') as {potentialAction: {target: {urlTemplate: string}}};
    expect(site.potentialAction.target.urlTemplate).toMatch(
      new RegExp(`${prefix}/search\\?q=\\{search_term_string\\}$`),
    );

    await page.goto(`${prefix}/docs/installation/offline/`);
    const doc = await jsonLdWith(page, ['BreadcrumbList', 'TechArticle']);
    const article = doc.find((i) => i['@type'] === 'TechArticle') as {headline: string; dateModified?: string};
    expect(article.headline.length).toBeGreaterThan(2);
    expect(Date.parse(article.dateModified ?? '')).not.toBeNaN();
  }
  await page.goto('/en/blog/gateway-api-intro');
  await expect.poll(async () => types(await jsonLd(page))).toContain('BlogPosting');
});

for (const [prefix, path] of [
  ['', '/docs/installation/offline/'],
  ['/en', '/docs/installation/offline/'],
  ['/en', '/docs/api/team/getTeamList'],
  ['', '/community/support'],
] as const) {
  test(`${prefix}${path}: "Copy as Markdown" puts the page's Markdown on the clipboard`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${prefix}${path}`);
    await hydrated(page);
    const view = page.getByRole('link', {name: /View as Markdown|查看 Markdown/});
    const href = (await view.getAttribute('href')) ?? '';
    expect(href).toMatch(/\.md$/);
    const markdown = await (await page.request.get(href)).text();
    expect(markdown).toMatch(/^# /);
    await page.getByRole('button', {name: /Copy as Markdown|复制 Markdown/}).click();
    await expect(page.getByRole('status').filter({hasText: /Copied|已复制/})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  });
}

test('a diagram opens large by mouse and by keyboard, and Escape closes it', async ({page}) => {
  await page.goto('/en/docs/installation/');
  await hydrated(page);
  const zoom = page.getByRole('button', {name: 'Enlarge diagram'}).first();
  const dialog = page.getByRole('dialog', {name: 'Enlarge diagram'});
  await page.locator('article figure.rb-diagram img.rb-diagram__light').first().click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img.rb-diagram__light')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await zoom.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();
});

test('pages without diagrams load no zoom code', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/en/docs/installation/uninstall');
  await hydrated(page);
  expect(await page.locator('figure.rb-diagram').count()).toBe(0);
  // The component's own default label (code translations for every id ship on every page, its code does not).
  const marker = ['放大图表', '\\u653E\\u5927\\u56FE\\u8868'];
  expect(scripts.some((s) => marker.some((m) => s.includes(m)))).toBe(false);
});

for (const [prefix, scheme] of [
  ['', 'light'],
  ['/en', 'dark'],
] as const) {
  test(`${prefix || '/'} (${scheme}): "Open in" an assistant, by keyboard, loads its list only when opened`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: scheme});
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${prefix}/docs/installation/offline/`);
    await hydrated(page);
    const summary = page.locator('summary').filter({hasText: /Open in an AI assistant|在 AI 助手中打开/});
    await expect(summary).toBeVisible();
    await expect(page.getByRole('link', {name: 'ChatGPT'})).toHaveCount(0);
    const before = scripts.length;
    await summary.focus();
    await page.keyboard.press('Enter');
    const chatgpt = page.getByRole('link', {name: 'ChatGPT'});
    await expect(chatgpt).toBeVisible();
    expect(scripts.length, 'the list is a chunk of its own, fetched on opening').toBeGreaterThan(before);
    const href = new URL((await chatgpt.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://chatgpt.com');
    expect(href.searchParams.get('q')).toMatch(new RegExp(`https?://[^ ]+${prefix}/docs/installation/offline\\.md`));
    await expect(page.getByRole('link', {name: 'Claude'})).toHaveAttribute('href', /^https:\/\/claude\.ai\/new\?q=/);
    await expect(page.getByRole('button', {name: /DeepSeek/})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chatgpt).toBeHidden();
    await expect(summary).toBeFocused();
  });
}
