import {expect, test} from '@playwright/test';
import {locales} from './helpers';

for (const {locale, prefix} of locales) {
  test(`[${locale}] an operation page shows its method, path and parameter table`, async ({page}) => {
    await page.goto(`${prefix}/docs/api/application/buildComponent`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(locale === 'en' ? 'Build a component' : /构建/);
    const endpoint = page.locator('.api-endpoint');
    await expect(endpoint.getByText('POST', {exact: true})).toBeVisible();
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

for (const {locale, prefix} of locales) {
  test(`[${locale}] an operation page has its sections in the table of contents, a curl sample and method badges in the sidebar`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/docs/api/team/createTeam`);
    const toc = page.locator('.table-of-contents');
    for (const id of ['request', 'request-body', 'responses', 'response-200', 'sample-request']) {
      await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
    }
    const sample = page.locator('#sample-request ~ div pre').first();
    await expect(sample).toContainText("curl -X POST 'http://<console-host>:7070/openapi/v1/teams'");
    await expect(sample).toContainText('"tenant_name": "qa-team"');
    // Field tables list nested fields by path.
    await expect(page.locator('main table code', {hasText: 'tenant_name'}).first()).toBeVisible();
    const active = page.locator('.theme-doc-sidebar-menu a[aria-current="page"]');
    await expect(active).toHaveText(locale === 'en' ? 'Create a team' : /创建团队/);
    const badge = await active.evaluate((el) => getComputedStyle(el, '::before').content);
    expect(badge).toBe('"post"');
  });
}
