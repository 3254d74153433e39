import {expect, test} from '@playwright/test';
import {latestRelease, releasesNewestFirst} from '../../src/data/releases';
import {members} from '../../src/data/members';
import {locales} from './helpers';

for (const {locale, prefix} of locales) {
  test(`[${locale}] the change index lists every release, newest version first`, async ({page}) => {
    await page.goto(`${prefix}/community/change/`);
    const listed = await page
      .locator('[data-version]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-version')));
    expect(listed).toEqual(releasesNewestFirst().map((r) => r.version));
    const first = page.locator('[data-version]').first().getByRole('link');
    await expect(first).toHaveAttribute('href', `${prefix}/community/change/${latestRelease.version}`);
  });

  test(`[${locale}] every release page answers with its version as title`, async ({request}) => {
    for (const release of releasesNewestFirst()) {
      const response = await request.get(`${prefix}/community/change/${release.version}`);
      expect(response.status(), release.version).toBe(200);
      expect(await response.text()).toContain(`v${release.version}-release</h1>`);
    }
  });
}

test('the community sidebar lists listed releases newest first and support is the main doc', async ({page}) => {
  await page.goto('/en/community/support');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await sidebar.getByRole('link', {name: 'Release notes'}).click();
  const versions = await sidebar
    .locator('a[href^="/en/community/change/5"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('/').pop()));
  expect(versions).toEqual(
    releasesNewestFirst()
      .filter((r) => r.listed)
      .map((r) => r.version),
  );
});

test('the home page names the latest release from the same data', async ({page}) => {
  await page.goto('/en/');
  await expect(page.getByRole('link', {name: `Latest release: v${latestRelease.version} →`})).toHaveAttribute(
    'href',
    `/en/community/change/${latestRelease.version}`,
  );
});

test('the members page shows every member as an initials card', async ({page}) => {
  await page.goto('/en/community/members');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const cards = page.locator('main li:has(> span[aria-hidden="true"])');
  await expect(cards).toHaveCount(members.length);
  await expect(page.locator('main img')).toHaveCount(0);
});
