import {expect, test, type Page} from '@playwright/test';
import {SPONSOR_DIALOG_DELAY_MS, SPONSOR_DIALOG_WIDTH_PX} from '../../src/data/constants';
import {GITHUB_REPO_URL} from '../../src/data/links';
import {hydrated} from './helpers';

const sponsor = (page: Page) => page.getByRole('dialog', {name: /Support Rainbond/});

test.describe('sponsorship dialog', () => {
  test.beforeEach(async ({page}) => {
    await page.clock.install();
  });

  test('appears after the delay on a non-home page, 600 px wide, with a star link in a new tab', async ({page}) => {
    await page.goto('/en/docs/quick-start/quick-install');
    await hydrated(page);
    await page.clock.runFor(SPONSOR_DIALOG_DELAY_MS - 5_000);
    await expect(sponsor(page)).toBeHidden();
    await page.clock.runFor(6_000);
    await expect(sponsor(page)).toBeVisible();
    const box = await sponsor(page).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(SPONSOR_DIALOG_WIDTH_PX);
    const star = sponsor(page).getByRole('link', {name: /GitHub/});
    await expect(star).toHaveAttribute('href', GITHUB_REPO_URL);
    await expect(star).toHaveAttribute('target', '_blank');
    await expect(star).toHaveAttribute('rel', /noopener/);
  });

  test('ignores backdrop clicks and Escape, and closes on cancel; never twice in a session', async ({page}) => {
    await page.goto('/en/partners/');
    await hydrated(page);
    await page.clock.runFor(SPONSOR_DIALOG_DELAY_MS + 1_000);
    await expect(sponsor(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await page.keyboard.press('Escape');
    await expect(sponsor(page)).toBeVisible();
    await sponsor(page).getByRole('button', {name: 'Cancel'}).click();
    await expect(sponsor(page)).toBeHidden();
    await page.goto('/en/case/');
    await hydrated(page);
    await page.clock.runFor(SPONSOR_DIALOG_DELAY_MS * 2);
    await expect(sponsor(page)).toBeHidden();
  });

  test('the timer survives client-side navigation', async ({page}) => {
    await page.goto('/en/docs/quick-start/quick-install');
    await hydrated(page);
    await page.clock.runFor(SPONSOR_DIALOG_DELAY_MS / 2);
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(/getting-started$/);
    await page.clock.runFor(SPONSOR_DIALOG_DELAY_MS / 2 + 1_000);
    await expect(sponsor(page)).toBeVisible();
  });

  test('never on the home page', async ({page}) => {
    await page.goto('/en/');
    await hydrated(page);
    await page.clock.runFor(SPONSOR_DIALOG_DELAY_MS * 2);
    await expect(sponsor(page)).toBeHidden();
  });

  test('storage that throws does not break the page', async ({page}) => {
    await page.addInitScript(() => {
      for (const name of ['sessionStorage', 'localStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new Error('SecurityError: storage disabled');
          },
        });
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/en/partners/');
    await hydrated(page);
    await page.clock.runFor(SPONSOR_DIALOG_DELAY_MS + 1_000);
    await expect(sponsor(page)).toBeVisible();
    await sponsor(page).getByRole('button', {name: 'Cancel'}).click();
    await expect(sponsor(page)).toBeHidden();
    expect(errors).toEqual([]);
  });
});
