import {expect, test} from '@playwright/test';
import {PROGRESS_BAR_DELAY_MS} from '../../src/data/constants';
import {hydrated, locales} from './helpers';

for (const {locale, prefix} of locales) {
  test(`[${locale}] an unknown path answers 404 with the localized not-found page`, async ({page}) => {
    const response = await page.goto(`${prefix}/no/such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(locale === 'en' ? 'Page not found' : '页面不存在');
    await expect(page.locator('main kbd')).toHaveText('such page');
    const main = page.locator('main');
    await expect(
      main.getByRole('link', {name: locale === 'en' ? 'Back to the home page' : '返回首页'}),
    ).toHaveAttribute('href', `${prefix}/`);
    await expect(main.getByRole('link', {name: locale === 'en' ? 'Browse the docs' : '浏览文档'})).toHaveAttribute(
      'href',
      `${prefix}/docs/`,
    );
  });
}

test('a hostile unknown path is shown as text, never run', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const response = await page.goto('/en/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('main kbd')).toHaveText('<img src=x onerror=alert(1)>');
  expect(dialogs).toBe(0);
});

test.describe('.html paths are normalised to the bare path', () => {
  for (const path of ['/en/docs/quick-start/quick-install.html', '/docs/quick-start/quick-install/index.html']) {
    test(path, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(
        path.replace(/(\/index)?\.html$/, path.endsWith('/index.html') ? '/' : ''),
      );
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  }

  test('the server answers 301 itself: the build holds no redirect page per .html path', async ({request}) => {
    const response = await request.get('/en/partners/index.html', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/en/partners/');
    const fs = await import('node:fs');
    expect(fs.existsSync('build/en/docs/quick-start/quick-install.html')).toBe(false);
    expect(fs.existsSync('build/en/docs/quick-start/quick-install/index.html')).toBe(true);
  });
});

test('navigation scrolls to the top, and to the hash anchor when there is one', async ({page}) => {
  await page.goto('/en/docs/quick-start/quick-install');
  await hydrated(page);
  await page.mouse.wheel(0, 2000);
  await page.waitForFunction(() => window.scrollY > 500);
  await page.locator('.pagination-nav__link--next').click();
  await page.waitForURL(/getting-started$/);
  await page.waitForFunction(() => window.scrollY === 0);

  const heading = page.locator('article h2').nth(1);
  const id = await heading.getAttribute('id');
  await page.goto(`/en/docs/quick-start/getting-started#${id}`);
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test(`the route progress bar appears when a page takes longer than ${PROGRESS_BAR_DELAY_MS} ms`, async ({page}) => {
  await page.goto('/en/');
  await hydrated(page);
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('footer').getByRole('link', {name: 'Partners'}).click();
  await expect(page.locator('#nprogress')).toBeAttached({timeout: 1400});
  await page.waitForURL(/\/en\/partners\/$/);
  await expect(page.locator('#nprogress')).not.toBeAttached();
});

// Route chunks only: the runtime and main bundle must load for anything to run.
const routeChunks = /\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/;

test('a page whose lazy chunk fails shows the red box, and Retry loads it', async ({page}) => {
  await page.route(routeChunks, (route) => route.abort('connectionrefused'));
  await page.goto('/en/partners/');
  const box = page.getByRole('alert').filter({hasText: /chunk/i});
  await expect(box).toBeVisible();
  await expect(box).toHaveCSS('background-color', 'rgb(201, 37, 43)');
  await page.unroute(routeChunks);
  await box.getByRole('button', {name: 'Retry'}).click();
  await hydrated(page);
  await expect(page.getByRole('alert').filter({hasText: /chunk/i})).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('a chunk that fails during navigation reloads into the red box, never a blank page', async ({page}) => {
  await page.goto('/en/');
  await hydrated(page);
  await page.route(routeChunks, (route) => route.abort('connectionrefused'));
  await page.locator('footer').getByRole('link', {name: 'Partners'}).click();
  await page.waitForURL(/\/en\/partners\/$/);
  await expect(page.getByRole('alert').filter({hasText: /chunk/i})).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('a crash shows "This page crashed." with the message, and Try again recovers', async ({page}) => {
  // Make one browser API throw while a flag is set: the page's render hits it (the "last updated" date is
  // formatted during render, src/utils/formatDate) and crashes.
  await page.addInitScript(() => {
    const real = Date.prototype.getUTCFullYear;
    const w = window as unknown as {__crash?: boolean};
    w.__crash = true;
    Date.prototype.getUTCFullYear = function (this: Date) {
      if (w.__crash) throw new Error('Injected render failure');
      return real.call(this);
    };
  });
  await page.goto('/en/docs/quick-start/quick-install');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Injected render failure').first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as {__crash?: boolean}).__crash = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1, name: /install/i})).toBeVisible();
});

test('the wrong-base-URL banner is wired into the home page', async ({request}) => {
  for (const path of ['/', '/en/']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('__docusaurus-base-url-issue-banner-container');
  }
});
