import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {at, hydrated, locales} from './helpers';

// Mermaid's renderer carries its version as a string literal ("11.17.2"); no other bundle does. A build with
// every diagram rendered leaves the client-side renderer out (clientMermaid in docusaurus.config.ts).
const MERMAID_VERSION: string = JSON.parse(fs.readFileSync('node_modules/mermaid/package.json', 'utf8')).version;
const MARKER = `"${MERMAID_VERSION}"`;
const JS_DIR = 'build/assets/js';
const mermaidChunks = fs.existsSync(JS_DIR)
  ? fs
      .readdirSync(JS_DIR)
      .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(JS_DIR, f), 'utf8').includes(MARKER))
  : [];

/** Script URLs the page loads, and whether any of them is Mermaid (by content, not by name). */
function watchScripts(page: Page): {urls: string[]; mermaid: string[]} {
  const seen = {urls: [] as string[], mermaid: [] as string[]};
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.urls.push(response.url());
    const body = await response.text().catch(() => '');
    if (body.includes(MARKER)) seen.mermaid.push(response.url());
  });
  return seen;
}

async function loaded(page: Page, selector: string): Promise<number> {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

test('with every diagram rendered, the build bundles no Mermaid library at all', () => {
  expect(fs.existsSync(JS_DIR)).toBe(true);
  expect(mermaidChunks).toEqual([]);
});

for (const {locale, prefix} of locales) {
  test.describe(`diagrams rendered at build time (${locale})`, () => {
    test('a diagram is an image with alt text, and no Mermaid JavaScript loads', async ({page}) => {
      const scripts = watchScripts(page);
      const svgs: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.svg') && request.url().includes('/img/diagrams/')) svgs.push(request.url());
      });
      await page.goto(at(prefix, '/blog/nfs-migration'));
      await hydrated(page);
      const figure = page.locator('article figure.rb-diagram').first();
      await expect(figure.locator('img')).toHaveCount(2);
      const light = figure.locator('img.rb-diagram__light');
      expect(await light.getAttribute('alt')).toMatch(locale === 'en' ? /^Flowchart: \S/ : /^流程图：\S/);
      await expect(figure.locator('img.rb-diagram__dark')).toHaveAttribute('alt', '');
      expect(await loaded(page, 'article figure.rb-diagram img.rb-diagram__light')).toBeGreaterThan(100);
      await page.waitForLoadState('networkidle');

      expect(scripts.urls.length).toBeGreaterThan(0);
      expect(scripts.mermaid).toEqual([]);
      expect(scripts.urls.filter((url) => mermaidChunks.some((chunk) => url.endsWith(`/${chunk}`)))).toEqual([]);
      // Only the variant on show is fetched.
      expect(svgs.length).toBeGreaterThan(0);
      expect(svgs.filter((url) => url.endsWith('-dark.svg'))).toEqual([]);
      await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
    });

    test('in dark mode the dark variant is the one on show', async ({page}) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const scripts = watchScripts(page);
      await page.goto(at(prefix, '/blog/nfs-migration'));
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const figure = page.locator('article figure.rb-diagram').first();
      await expect(figure.locator('img.rb-diagram__light')).toBeHidden();
      expect(await loaded(page, 'article figure.rb-diagram img.rb-diagram__dark')).toBeGreaterThan(100);
      await page.waitForLoadState('networkidle');
      expect(scripts.mermaid).toEqual([]);
    });
  });
}
