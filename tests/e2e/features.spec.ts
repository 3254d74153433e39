import {expect, test} from '@playwright/test';
import {featureLinks} from '../../src/data/navigation';
import {hydrated} from './helpers';

// Issue #20: feature pages tell the whole story; the case index filters by URL; the install chooser answers.
// The feature pages are the ones the navbar's feature menu lists (pinned to SPEC §2 by tests/unit/navigation.test.ts).
const FEATURE_PAGES = featureLinks.flatMap((link) => link.to ?? []);
const SECTIONS = ['problem', 'how-it-works', 'what-it-replaces', 'proof', 'faq', 'next-steps'];

for (const prefix of ['', '/en']) {
  for (const route of FEATURE_PAGES) {
    test(`${prefix}${route} has every section, illustrations with alt text and links into the docs`, async ({page}) => {
      await page.goto(`${prefix}${route}`);
      for (const id of SECTIONS) await expect(page.locator(`main h2#${id}`), id).toHaveCount(1);
      const drawings = page.locator('main figure svg[role="img"]');
      expect(await drawings.count()).toBeGreaterThanOrEqual(3);
      for (const svg of await drawings.all())
        expect((await svg.getAttribute('aria-label'))?.length).toBeGreaterThan(20);
      await expect(page.locator('main h2#how-it-works ~ * img[src*="/img/diagrams/"]').first()).toBeVisible();
      expect(await page.locator('main h2#faq ~ h3').count()).toBeGreaterThanOrEqual(4);
      const docsLinks = page.locator(`main a[href^="${prefix}/docs/"]`);
      expect(await docsLinks.count()).toBeGreaterThanOrEqual(3);
    });
  }
}

test('the case index filters by industry and scenario, and the filter lives in the URL', async ({page}) => {
  await page.goto('/en/case/');
  await hydrated(page);
  const cards = page.locator('main ul li h3 a[href^="/en/case/"]');
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(9);
  await page.getByLabel('Scenario').selectOption('offline-delivery');
  await expect(page).toHaveURL(/\/en\/case\/\?scenario=offline-delivery$/);
  await expect(cards).toHaveCount(2);
  await page.getByLabel('Industry').selectOption('software');
  await expect(page).toHaveURL(/industry=software&scenario=offline-delivery/);
  await expect(cards).toHaveCount(1);
  // The shared link opens the same filtered list.
  await page.goto('/en/case/?industry=government&scenario=multi-cluster');
  await hydrated(page);
  await expect(cards).toHaveCount(2);
  await expect(page.getByLabel('Industry')).toHaveValue('government');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the case index is the full list', async ({page}) => {
    await page.goto('/case/?scenario=offline-delivery');
    expect(await page.locator('main ul li h3 a[href^="/case/"]').count()).toBeGreaterThanOrEqual(9);
  });
});

test('the install chooser answers by keyboard and points to an existing page', async ({page}) => {
  await page.goto('/en/docs/installation/');
  await hydrated(page);
  const chooser = page.getByRole('region', {name: /find your installation/});
  const result = chooser.getByRole('status');
  await expect(result.getByRole('link')).toHaveAttribute('href', '/en/docs/quick-start/quick-install');
  // Radios: focus the group, arrow keys change the answer.
  await chooser.getByRole('radio', {name: 'Try it out first'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(chooser.getByRole('radio', {name: 'Use it in a team or in production'})).toBeChecked();
  await expect(result.getByRole('link')).toHaveAttribute(
    'href',
    '/en/docs/installation/install-with-helm/install-from-kubernetes',
  );
  await chooser.getByRole('radio', {name: 'Linux servers only'}).check();
  await chooser
    .getByRole('group', {name: /high availability/})
    .getByRole('radio', {name: 'Yes'})
    .check();
  await expect(result.getByRole('link')).toHaveAttribute('href', '/en/docs/installation/ha-deployment/');
  await result.getByRole('link').click();
  await expect(page.locator('article h1')).toContainText(/high-availability|High-availability|high availability/i);
});

test('home page cards: the heading is the link, the whole card is clickable, the description is plain text', async ({
  page,
}) => {
  await page.goto('/en/');
  await hydrated(page);
  const card = page.locator('main ul li:has(h3 a[href="/en/feature/devops/"])').first();
  const link = card.locator('h3 a');
  await expect(link).toHaveAccessibleName(/DevOps/);
  expect(await card.locator('p a').count()).toBe(0);
  await expect(card.locator('p')).toHaveCSS('text-decoration-line', 'none');
  // A click on the description follows the card's link (the link covers the card, so the click lands on it).
  await card.scrollIntoViewIfNeeded();
  const box = await card.locator('p').boundingBox();
  await page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + 5);
  await expect(page).toHaveURL(/\/en\/feature\/devops\/?$/);
});
