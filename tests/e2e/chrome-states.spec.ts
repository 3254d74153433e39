import {expect, test} from '@playwright/test';
import {ANNOUNCEMENT_ID, MOBILE_BREAKPOINT_PX} from '../../src/data/constants';
import {hydrated} from './helpers';

test.describe('announcement bar', () => {
  test('invites a star, links the latest docs, and its dismissal survives a reload', async ({page}) => {
    await page.goto('/en/');
    const bar = page.getByRole('banner').filter({hasText: 'star on GitHub'});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', {name: /latest docs/})).toHaveAttribute('href', '/en/docs/');
    await hydrated(page);
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('banner').filter({hasText: 'star on GitHub'})).toBeHidden();
  });

  test('comes back when the bar id changes', async ({page}) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('banner').filter({hasText: 'Star'})).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(ANNOUNCEMENT_ID);
  });
});

test.describe('colour mode', () => {
  test('follows the system preference until the visitor chooses', async ({browser}) => {
    for (const scheme of ['dark', 'light'] as const) {
      const context = await browser.newContext({colorScheme: scheme});
      const page = await context.newPage();
      await page.goto('/en/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await context.close();
    }
  });

  test('the toggle switches the mode and stores it under `theme`', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await page.goto('/en/docs/');
    await hydrated(page);
    await page
      .getByRole('button', {name: /system mode|light mode|dark mode/i})
      .first()
      .click();
    const mode = await page.locator('html').getAttribute('data-theme');
    const stored = await page.evaluate(() => localStorage.getItem('theme'));
    expect(stored).toBeTruthy();
    expect(['light', 'dark']).toContain(stored);
    expect(mode).toBe(stored);
    // Force dark explicitly, then prove it persists over a reload despite the light system preference.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});

test('the navbar hides on scroll down and shows on scroll up', async ({page}) => {
  await page.goto('/en/docs/quick-start/architecture/design-concept');
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toBeInViewport();
  for (let i = 0; i < 6; i += 1) {
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(50);
  }
  await expect(navbar).toHaveClass(/navbarHidden|navbar--hidden/);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbarHidden|navbar--hidden/);
  await expect(navbar).toBeInViewport();
});

test.describe('mobile menu', () => {
  test(`appears below ${MOBILE_BREAKPOINT_PX} px with product, features, learn, docs and the app store`, async ({
    page,
  }) => {
    await page.setViewportSize({width: MOBILE_BREAKPOINT_PX - 1, height: 800});
    await page.goto('/en/');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.locator('.navbar-sidebar .menu__list').first();
    await expect(menu.locator(':scope > li > a, :scope > li > .menu__list-item-collapsible > a')).toHaveText([
      'Product',
      'Feature',
      'InDepth',
      'Docs',
      'App Store',
      'Languages',
    ]);
    await menu
      .getByRole('button', {name: /App Store/})
      .or(menu.getByText('App Store', {exact: true}))
      .first()
      .click();
    const featured = menu.getByRole('link', {name: 'Featured apps'});
    await expect(featured).toHaveAttribute('href', '/en/opensourceApps');
    await featured.click();
    await expect(page).toHaveURL(/\/en\/opensourceApps$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test(`is absent at ${MOBILE_BREAKPOINT_PX + 1} px`, async ({page}) => {
    await page.setViewportSize({width: MOBILE_BREAKPOINT_PX + 1, height: 800});
    await page.goto('/en/');
    await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Feature'})).toBeVisible();
  });
});
