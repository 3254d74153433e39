import {expect, test, type Page} from '@playwright/test';
import {printPagePath} from '../../shared/print.mjs';
import {at, hydrated, locales} from './helpers';

// Printing a doc page (src/css/print.css) under Chromium's print emulation, and a "print this section" page
// (scripts/build/print-pages.mjs). The viewport stays a desktop one: the rules must hold whatever the screen was.
const DOC = '/docs/installation/offline/';
const DOC_WITH_LINKS = '/docs/quick-start/quick-install';

async function printed(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.emulateMedia({media: 'print'});
}

for (const {locale, prefix} of locales) {
  for (const colorScheme of locale === 'zh' ? (['light', 'dark'] as const) : (['light'] as const)) {
    test(`${locale} (${colorScheme}): a printed doc page shows the article alone, full width, nothing cut off`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await printed(page, at(prefix, DOC));
      for (const chrome of [
        '.theme-layout-navbar',
        '.theme-doc-sidebar-container',
        '.theme-doc-toc-desktop',
        '.theme-doc-toc-mobile',
        '.theme-layout-footer',
        '.pagination-nav',
        '.rb-markdown-actions',
        '.rb-page-feedback',
        '.rb-print-section',
      ]) {
        // Hidden, not absent: each is on the page a screen shows (the mobile TOC only on narrow screens).
        if (chrome !== '.theme-doc-toc-mobile') await expect(page.locator(chrome).first(), chrome).toBeAttached();
        await expect(page.locator(chrome).first(), chrome).toBeHidden();
      }
      await expect(page.getByRole('button', {name: /search|搜索/i}).first(), 'search button').toBeHidden();
      const article = page.locator('.theme-doc-markdown');
      await expect(article).toBeVisible();
      const width = await article.evaluate((el) => el.getBoundingClientRect().width / window.innerWidth);
      expect(width).toBeGreaterThan(0.95);

      const cut = await page
        .locator('.theme-doc-markdown pre')
        .evaluateAll((pres) => pres.filter((pre) => pre.scrollWidth > pre.clientWidth).length);
      expect(cut, 'code blocks whose lines are cut off').toBe(0);

      const light = page.locator('.rb-diagram__light').first();
      await light.scrollIntoViewIfNeeded();
      await expect(light).toBeVisible();
      await expect(page.locator('.rb-diagram__dark').first()).toBeHidden();
      await expect.poll(() => light.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // Black on white even in dark mode: the page's own background is the root's (the body may be transparent).
      const colours = await article.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(document.documentElement).backgroundColor,
        getComputedStyle(document.body).backgroundColor,
      ]);
      expect(colours[0]).toBe('rgb(0, 0, 0)');
      expect(colours[1]).toBe('rgb(255, 255, 255)');
      expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']).toContain(colours[2]);
    });
  }

  test(`${locale}: manual pages link their section's print page; the app store's pages have none`, async ({page}) => {
    await page.goto(at(prefix, DOC));
    await hydrated(page);
    await expect(page.locator('.rb-print-section a')).toHaveAttribute(
      'href',
      printPagePath('/', locale, 'installation'),
    );
    await page.goto(at(prefix, '/docs/store/install/appPackage'));
    await hydrated(page);
    await expect(page.locator('.rb-page-feedback')).toBeAttached();
    await expect(page.locator('.rb-print-section')).toHaveCount(0);
  });

  test(`${locale}: a printed doc page shows an external link's address after it`, async ({page}) => {
    await printed(page, at(prefix, DOC_WITH_LINKS));
    const link = page.locator('.theme-doc-markdown :is(p, li, td) > a[href^="http"]').first();
    const href = await link.getAttribute('href');
    const after = await link.evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toContain(String(href));
  });

  test(`${locale}: the installation print page loads without console errors and shows its contents`, async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(printPagePath('/', locale, 'installation'));
    expect(response?.status()).toBe(200);
    const toc = page.locator('nav.rb-print-doc__toc');
    await expect(toc).toBeVisible();
    expect(await toc.locator('li a').count()).toBeGreaterThan(10);
    await toc.locator('li a').nth(1).click();
    await expect(page.locator('article.rb-print-doc__page').nth(1).locator('h1')).toBeInViewport();
    await page.emulateMedia({media: 'print'});
    await expect(page.locator('article.rb-print-doc__page').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
