import {expect, test} from '@playwright/test';
import {locales} from './helpers';

for (const {locale, prefix} of locales) {
  test(`[${locale}] an operation page shows its method, path and parameter table`, async ({page}) => {
    await page.goto(`${prefix}/docs/api/application/buildComponent`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(locale === 'en' ? 'Build a component' : /构建/);
    const endpoint = page.locator('.openapi__method-endpoint');
    await expect(endpoint.getByText('post', {exact: false}).first()).toBeVisible();
    await expect(endpoint).toContainText('/openapi/v1/teams/');
    await expect(endpoint).toContainText('/build');
    for (const name of ['team_id', 'region_name', 'app_id', 'service_id']) {
      await expect(page.locator('main').getByText(name, {exact: true}).first()).toBeVisible();
    }
  });
}

test('the OpenAPI document is downloadable from the site and /docs/Intro links it', async ({page, request}) => {
  const file = await request.get('/openapi/rainbond.yaml');
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain('openapi: 3.1.0');
  await page.goto('/en/docs/Intro');
  await expect(page.locator('main a[href$="/openapi/rainbond.yaml"]').first()).toBeVisible();
});

test('API page code loads on API routes only', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/en/docs/quick-start/quick-install');
  await page.waitForLoadState('networkidle');
  const docScripts = new Set(scripts);
  scripts.length = 0;
  await page.goto('/en/docs/api/team/getTeamList');
  await page.waitForLoadState('networkidle');
  const apiOnly = scripts.filter((s) => !docScripts.has(s));
  expect(apiOnly.length).toBeGreaterThan(0);
  // What the API pages add is not fetched on a normal doc page.
  for (const url of apiOnly) expect(docScripts.has(url)).toBe(false);
});
