import {expect, test} from '@playwright/test';
import {hydrated, locales} from './helpers';

const quickStart = [
  '/docs/',
  '/docs/quick-start/quick-install',
  '/docs/quick-start/getting-started',
  '/docs/quick-start/differences',
  '/docs/quick-start/architecture/',
  '/docs/quick-start/architecture/design-concept',
  '/docs/quick-start/architecture/flow',
  '/docs/quick-start/edition',
  '/docs/quick-start/release-cycle',
  '/docs/quick-start/roadmap',
];

const cjk = /[\u3400-\u9fff]/;

for (const {locale, prefix} of locales) {
  test(`[${locale}] the ten quick-start pages answer with their own title in the right language`, async ({request}) => {
    const titles = new Set<string>();
    for (const path of quickStart) {
      const response = await request.get(`${prefix}${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
      expect(h1, path).not.toBe('');
      titles.add(h1);
      const article =
        /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1]?.replace(/<(pre|code)[\s\S]*?<\/\1>/g, '') ?? '';
      if (locale === 'zh') expect(article, path).toMatch(cjk);
    }
    expect(titles.size).toBe(quickStart.length);
  });
}

test('the home page states the spec claims, the install tabs with copy, port 7070 and the languages', async ({
  page,
}) => {
  await page.goto('/en/');
  await expect(page.getByText('Application Delivery Center').first()).toBeVisible();
  for (const figure of ['80+', '500+', '~5 min', '~30 min']) {
    await expect(page.getByText(figure, {exact: true})).toBeVisible();
  }
  const tabs = page.getByRole('tablist').filter({has: page.getByRole('tab', {name: 'Linux'})});
  await expect(tabs.getByRole('tab')).toHaveText(['Linux', 'Mac', 'Windows', 'XinChuang']);
  await expect(page.locator('[role="tabpanel"]:visible code')).toContainText(
    'curl -o install.sh https://get.rainbond.com',
  );
  await tabs.getByRole('tab', {name: 'Windows'}).click();
  await expect(page.locator('[role="tabpanel"]:visible code')).toContainText('install-dind.ps1');
  await expect(page.locator('[role="tabpanel"]:visible').getByRole('button', {name: /copy/i})).toBeAttached();
  await expect(page.getByText(':7070')).toBeVisible();
  for (const language of ['Java', 'Python', 'Golang', 'NodeJS', 'Dockerfile', 'Php', '.NetCore']) {
    await expect(
      page.getByRole('listitem').filter({hasText: new RegExp(`^${language.replace('.', '\\.')}$`)}),
    ).toBeVisible();
  }
});

test('the install tab choice is remembered across pages', async ({page}) => {
  await page.goto('/en/');
  await page.getByRole('tab', {name: 'Mac'}).click();
  await page.reload();
  await expect(page.getByRole('tab', {name: 'Mac'})).toHaveAttribute('aria-selected', 'true');
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.some((key) => key.startsWith('docusaurus.tab.'))).toBe(true);
});

for (const {locale, prefix} of locales) {
  test(`[${locale}] category pages list their child pages as cards with descriptions`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/docs/quick-start', '/docs/troubleshooting']) {
      await page.goto(`${prefix}${path}`);
      await hydrated(page);
      const cards = page.locator('main .theme-doc-card-container');
      expect(await cards.count(), path).toBeGreaterThan(1);
      for (const card of await cards.all()) {
        await expect(card.locator('.theme-doc-card-description')).not.toBeEmpty();
      }
    }
    expect(errors).toEqual([]);
  });
}
