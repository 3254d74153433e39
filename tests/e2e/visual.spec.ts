import {expect, test, type Page} from '@playwright/test';
import {SPONSOR_DIALOG_DELAY_MS} from '../../src/data/constants';
import {hydrated} from './helpers';

// What the eye sees, in the states no assertion on text catches (a see-through dialog, a menu drawn under the
// page…). Baselines live next to this file (visual.spec.ts-snapshots/) and are reviewed like code: after an
// intended change, `npx playwright test visual --update-snapshots`, look at every changed PNG, commit them.
// Fonts come from the test setup (scripts/setup/install-chromium.sh), so text renders the same on every machine.

const modes = ['light', 'dark'] as const;
/** Text that changes with every commit or build is hidden from the comparison. */
const volatile = (page: Page) => [page.locator('.theme-last-updated'), page.locator('time')];

async function open(page: Page, path: string, mode: (typeof modes)[number]) {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

for (const mode of modes) {
  test.describe(`${mode} mode`, () => {
    test.use({viewport: {width: 1280, height: 800}});

    test('home hero', async ({page}) => {
      await open(page, '/en/', mode);
      await expect(page.locator('main header, main section').first()).toHaveScreenshot(`home-hero-${mode}.png`);
    });

    test('docs page', async ({page}) => {
      await open(page, '/en/docs/quick-start/quick-install', mode);
      await expect(page).toHaveScreenshot(`doc-${mode}.png`, {mask: volatile(page)});
    });

    test('feature page illustration and cards (one illustration style, one card style)', async ({page}) => {
      await open(page, '/en/feature/multi-cluster/', mode);
      await expect(page.locator('main figure:has(svg[role="img"])').first()).toHaveScreenshot(
        `feature-illustration-${mode}.png`,
      );
      await open(page, '/en/', mode);
      await expect(page.locator('main ul:has(h3 a[href="/en/feature/devops/"])').first()).toHaveScreenshot(
        `home-cards-${mode}.png`,
      );
    });

    test('404 page', async ({page}) => {
      await open(page, '/en/no/such/page', mode);
      await expect(page).toHaveScreenshot(`not-found-${mode}.png`);
    });

    test('search modal with results is opaque over the page', async ({page}) => {
      await open(page, '/en/docs/quick-start/quick-install', mode);
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog').getByRole('combobox').fill('helm');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
      await expect(page).toHaveScreenshot(`search-modal-${mode}.png`, {mask: volatile(page)});
    });

    test('sponsorship dialog is opaque over the page', async ({page}) => {
      await page.clock.install();
      await open(page, '/en/partners/', mode);
      await page.clock.runFor(SPONSOR_DIALOG_DELAY_MS + 1_000);
      await expect(page.getByRole('dialog', {name: /Support Rainbond/})).toBeVisible();
      await expect(page).toHaveScreenshot(`sponsor-dialog-${mode}.png`);
    });
  });

  test.describe(`${mode} mode, phone`, () => {
    test.use({viewport: {width: 375, height: 740}});

    test('mobile menu open', async ({page}) => {
      await open(page, '/en/', mode);
      await page.getByRole('button', {name: /toggle navigation/i}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect(page).toHaveScreenshot(`mobile-menu-${mode}.png`);
    });
  });
}
