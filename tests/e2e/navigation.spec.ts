import {expect, test} from '@playwright/test';
import {featureLinks, internalNavTargets, learnLinks} from '../../src/data/navigation';
import {GITEE_REPO_URL, GITHUB_REPO_URL} from '../../src/data/links';
import {at, hydrated, locales} from './helpers';

for (const {locale, prefix} of locales) {
  test.describe(`[${locale}] navigation targets`, () => {
    test('every internal navbar, footer and mobile-menu target answers 200 with a heading', async ({request}) => {
      for (const target of internalNavTargets()) {
        const response = await request.get(at(prefix, target));
        expect(response.status(), `${at(prefix, target)}`).toBe(200);
        const html = await response.text();
        expect(html, `${at(prefix, target)} has an h1`).toMatch(/<h1[^>]*>/);
        expect(html).not.toContain('theme.NotFound');
      }
    });
  });
}

test('the English navbar has the spec items in order, with the feature and learn dropdowns', async ({page}) => {
  await page.goto('/en/');
  const nav = page.getByRole('navigation', {name: 'Main'});
  const left = nav.locator('.navbar__items:not(.navbar__items--right) .navbar__link');
  await expect(left).toHaveText(['Docs', 'Feature', 'InDepth', 'Community']);

  await nav.getByRole('button', {name: 'Feature'}).hover();
  const featureMenu = nav.locator('.nav-feature + .dropdown__menu a');
  await expect(featureMenu).toHaveText([
    'XinChuang',
    'DevOps',
    'Multi Cluster',
    'Service Mesh',
    'App Markets',
    'Automated OPS',
  ]);
  for (const [i, link] of featureLinks.entries()) {
    await expect(featureMenu.nth(i)).toHaveAttribute('href', `/en${link.to}`);
  }

  const learnMenu = nav.locator('.nav-learn + .dropdown__menu a');
  await expect(learnMenu).toHaveText(['UseScene', 'Case', 'Blog', 'OpenAPI']);
  await expect(learnMenu.last()).toHaveAttribute('href', `/en${learnLinks[3].to}`);

  const communityMenu = nav.locator('.nav-community + .dropdown__menu a');
  await expect(communityMenu).toHaveText([/Contribution/, /Support/, /App Store/, /Partners/, /Forum/]);

  await expect(nav.getByRole('link', {name: 'Enterprise'})).toHaveAttribute('href', '/en/enterprise_server/');
  await expect(nav.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', GITHUB_REPO_URL);
  await expect(nav.getByRole('link', {name: 'Gitee'})).toHaveAttribute('href', GITEE_REPO_URL);
});

test('the Chinese navbar carries the Chinese labels', async ({page}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', {name: '主导航'});
  const left = nav.locator('.navbar__items:not(.navbar__items--right) .navbar__link');
  await expect(left).toHaveText(['文档', '功能特性', '深入', '开源社区']);
  await expect(nav.getByRole('link', {name: '企业版'})).toHaveAttribute('href', '/enterprise_server/');
});

test('the docs version dropdown shows V5.15 and links All versions', async ({page}) => {
  await page.goto('/en/docs/quick-start/quick-install');
  const nav = page.getByRole('navigation', {name: 'Main'});
  const version = nav.getByRole('button', {name: 'V5.15'});
  await expect(version).toBeVisible();
  await version.hover();
  await expect(nav.getByRole('link', {name: 'All versions'})).toHaveAttribute('href', '/en/docs/versions');
});

for (const [from, to, label] of [
  ['/en/docs/quick-start/quick-install', '/docs/quick-start/quick-install', '简体中文'],
  ['/docs/quick-start/quick-install', '/en/docs/quick-start/quick-install', 'English'],
  ['/en/partners/', '/partners/', '简体中文'],
] as const) {
  test(`the language switch keeps the path: ${from} → ${to}`, async ({page}) => {
    await page.goto(from);
    await hydrated(page);
    await page.locator('.nav-locale').hover();
    await page.getByRole('link', {name: label}).click();
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', label === 'English' ? 'en' : 'zh-CN');
  });
}

test('every page declares hreflang alternates for both locales', async ({page}) => {
  await page.goto('/en/docs/quick-start/getting-started');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en\/docs\/quick-start\/getting-started$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
    'href',
    /[^n]\/docs\/quick-start\/getting-started$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
});

test('the footer has five groups, the slogan and a plain star link', async ({page}) => {
  await page.goto('/en/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Feature', 'InDepth', 'Community', 'More']);
  await expect(footer).toContainText('cloud-native app management platform');
  const star = footer.getByRole('link', {name: /Star on GitHub/});
  await expect(star).toHaveAttribute('href', GITHUB_REPO_URL);
  await expect(footer.locator('iframe')).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('footer .footer__title')).toHaveText(['文档', '功能特性', '深入', '开源社区', '更多']);
});

for (const {locale, prefix} of locales) {
  test(`[${locale}] the navbar Docs item opens /docs/ and stays active inside the manual`, async ({page}) => {
    await page.goto(`${prefix}/docs/quick-start/quick-install`);
    const docs = page.locator('nav.navbar a.nav-docs');
    await expect(docs).toHaveAttribute('href', `${prefix}/docs/`);
    await expect(docs).toHaveClass(/navbar__link--active/);
    await page.goto(`${prefix}/docs/api/team/getTeamList`);
    await expect(docs).not.toHaveClass(/navbar__link--active/);
  });

  test(`[${locale}] the introduction's id path leads to /docs/`, async ({page}) => {
    await page.goto(`${prefix}/docs/quick-start/introduction`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/docs/$`));
  });
}
