import {expect, test} from '@playwright/test';
import {hydrated} from './helpers';

// The main-thread savings of issue #18 (README: Performance) keep every behaviour they touch: links in view are
// still prefetched (later, in idle time), code blocks still offer word wrap, dates still read the same.

test('links in view are still prefetched after hydration, by the idle-time wrapper', async ({page}) => {
  await page.goto('/docs/quick-start/quick-install');
  await hydrated(page);
  const wrapped = await page.evaluate(
    () => (window as unknown as {docusaurus?: Record<string, unknown>}).docusaurus?.rbIdlePrefetch,
  );
  expect(wrapped, 'window.docusaurus is the idle-time wrapper (src/clientModules/idlePrefetch.ts)').toBe(true);
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length), {timeout: 10_000})
    .toBeGreaterThan(0);
});

test('a wide code block offers word wrap once it is near the screen, and the button wraps it', async ({page}) => {
  await page.setViewportSize({width: 375, height: 700});
  await page.goto('/en/docs/quick-start/quick-install');
  await hydrated(page);
  // The last wide block on the page is far below the fold: no button until the reader gets near it.
  const wide = page.locator('.theme-code-block').filter({has: page.locator('code')});
  const blocks = await wide.count();
  expect(blocks).toBeGreaterThan(1);
  const last = wide.nth(blocks - 1);
  const button = last.getByRole('button', {name: 'Toggle word wrap'});
  const isWide = () =>
    last.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth || pre.clientWidth === 0);
  test.skip(!(await isWide()), 'the last code block fits a 375 px screen');
  await expect(button).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(button).toBeVisible();
  await button.click();
  await expect(last.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  await button.click();
  await expect(last.locator('code')).not.toHaveCSS('white-space', 'pre-wrap');
});

test('blog and docs pages show their dates without loading Intl calendar data', async ({page}) => {
  await page.addInitScript(() => {
    const Original = Intl.DateTimeFormat;
    (window as unknown as {dateFormats: number}).dateFormats = 0;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (Intl as any).DateTimeFormat = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      (window as unknown as {dateFormats: number}).dateFormats += 1;
      return new Original(...args);
    };
  });
  for (const [path, date] of [
    ['/blog/nfs-migration', /^\d{4}年\d{1,2}月\d{1,2}日$/],
    ['/en/blog/nfs-migration', /^[A-Z][a-z]+ \d{1,2}, \d{4}$/],
    ['/en/docs/quick-start/quick-install', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('main time').first()).toHaveText(date);
    expect(await page.evaluate(() => (window as unknown as {dateFormats: number}).dateFormats), path).toBe(0);
  }
});
