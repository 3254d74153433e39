import {expect, test} from '@playwright/test';
import {appCategories, featuredApps} from '../../src/data/apps';
import {hydrated} from './helpers';

test.describe('tabs (home feature showcase)', () => {
  test('one active tab; click, arrow keys, Home and End move it; the pane fades in over 200 ms', async ({page}) => {
    await page.goto('/en/');
    await hydrated(page);
    const tablist = page.getByRole('tablist', {name: 'Feature showcase'});
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(tablist.locator('[aria-selected="true"]')).toHaveCount(1);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', {name: 'Modular assembly'});
    await expect(panel).toBeVisible();
    await expect(panel).toHaveCSS('animation-duration', '0.2s');

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tablist.locator('[aria-selected="true"]')).toHaveCount(1);
  });
});

test.describe('dialog (enterprise contact)', () => {
  test('opens, closes with Escape and returns focus; mask click and the close icon close it', async ({page}) => {
    await page.goto('/en/enterprise_server/');
    await hydrated(page);
    const opener = page.getByRole('button', {name: 'Contact us'});
    const dialog = page.getByRole('dialog', {name: 'Contact the Rainbond team'});
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('z-index', '1000');
    await expect(dialog.getByRole('link', {name: /business inquiry form/})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await opener.click();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('dropdown (home install menu)', () => {
  test('opens on hover and closes 100 ms after the pointer leaves', async ({page}) => {
    await page.clock.install();
    await page.goto('/en/');
    await hydrated(page);
    // A paused clock: only runFor moves time, so a slow machine cannot let the 100 ms pass between two steps.
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    const button = page.getByRole('button', {name: /More ways to install/});
    const menu = page.getByRole('menu');
    await button.hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', {name: 'Helm command generator'})).toHaveAttribute('href', '/en/helm/');
    const box = await menu.boundingBox();
    const buttonBox = await button.boundingBox();
    expect(Math.round((box?.y ?? 0) - ((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0)))).toBe(4);
    await page.mouse.move(5, 700);
    await page.clock.runFor(60);
    await expect(menu).toBeVisible();
    await page.clock.runFor(60);
    await expect(menu).toBeHidden();
  });

  test('works from the keyboard: ArrowDown opens and focuses the first item, Escape closes', async ({page}) => {
    await page.goto('/en/');
    await hydrated(page);
    const button = page.getByRole('button', {name: /More ways to install/});
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('card tabs (featured apps filter)', () => {
  test('filter by category; closable tabs close by icon and by Delete/Backspace; All stays', async ({page}) => {
    await page.goto('/en/opensourceApps');
    await hydrated(page);
    const tablist = page.getByRole('tablist', {name: 'Filter apps by category'});
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveCount(appCategories.length + 1);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panelCards = page.getByRole('tabpanel').locator('li');
    await expect(panelCards).toHaveCount(featuredApps.length);

    const first = appCategories[0];
    await tablist.getByRole('tab', {name: first.label.en}).click();
    await expect(panelCards).toHaveCount(featuredApps.filter((a) => a.category === first.key).length);

    // Delete on the focused, active card tab closes it and activates a neighbour.
    await page.keyboard.press('Delete');
    await expect(tabs).toHaveCount(appCategories.length);
    await expect(tablist.locator('[aria-selected="true"]')).toHaveCount(1);

    // The close icon closes another one; Backspace a third.
    await tablist.locator('[data-close]').first().click();
    await expect(tabs).toHaveCount(appCategories.length - 1);
    await tabs.last().click();
    await page.keyboard.press('Backspace');
    await expect(tabs).toHaveCount(appCategories.length - 2);
    await expect(tablist.getByRole('tab', {name: 'All'})).toBeVisible();
  });
});
