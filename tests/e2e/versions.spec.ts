import {expect, test, type Locator, type Page} from '@playwright/test';
import {ARCHIVED_DOCS} from '../../settings.mjs';
import {PREFERRED_DOCS_VERSION_KEY} from '../../internals/storage-keys.mjs';
import {hydrated, locales} from './helpers';

// Archived docs (V5.14–V5.10) are separate builds merged into one output tree (scripts/build/build-archives.mjs).
const LABELS = ['V5.15', ...ARCHIVED_DOCS.map((v) => `V${v.name}`)];
const NOT_FOUND = /页面不存在|Page not found/;

/** The version dropdown of the desktop navbar, opened. */
async function openVersions(page: Page) {
  const dropdown = page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a', {hasText: /^V5\.1\d$/})});
  await dropdown.hover();
  return dropdown;
}

/**
 * Scrolls a link into view before clicking: code blocks and tables render when near the screen
 * (content-visibility), so a jump to the footer moves it once more, and a click aimed before that lands beside it.
 */
async function clickLink(link: Locator) {
  await link.scrollIntoViewIfNeeded();
  await link.click();
}

async function expectRealPage(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.locator('h1').first()).not.toHaveText(NOT_FOUND);
}

for (const {locale, prefix} of locales) {
  test.describe(`versions (${locale})`, () => {
    for (const path of ['/docs/quick-start/quick-install', '/docs/5.12/quick-start/quick-install', '/blog/noyaml']) {
      test(`the dropdown on ${path} lists all six versions and All versions`, async ({page}) => {
        await page.goto(`${prefix}${path}`);
        const dropdown = await openVersions(page);
        const items = dropdown.locator('.dropdown__menu a');
        await expect(items).toHaveText([...LABELS, locale === 'en' ? 'All versions' : '全部版本']);
        await expect(items.last()).toHaveAttribute('href', `${prefix}/docs/versions`);
        const shown = path.includes('5.12') ? 'V5.12' : 'V5.15';
        await expect(dropdown.locator('.navbar__link').first()).toHaveText(shown);
      });
    }

    test('switching version keeps the page where the target has it, else opens its docs root', async ({page}) => {
      await page.goto(`${prefix}/docs/quick-start/quick-install`);
      await hydrated(page);
      await (await openVersions(page)).getByRole('link', {name: 'V5.13', exact: true}).click();
      await expectRealPage(page, new RegExp(`${prefix}/docs/5\\.13/quick-start/quick-install$`));
      // The Pipeline plugin arrived in 5.12: V5.10 has no such page.
      await page.goto(`${prefix}/docs/devops/pipeline/`);
      await hydrated(page);
      await (await openVersions(page)).getByRole('link', {name: 'V5.10', exact: true}).click();
      await expectRealPage(page, new RegExp(`${prefix}/docs/5\\.10/$`));
    });

    test('the chosen version is remembered and shown off the docs', async ({page}) => {
      await page.goto(`${prefix}/docs/5.14/quick-start/quick-install`);
      await hydrated(page);
      await (await openVersions(page)).getByRole('link', {name: 'V5.11', exact: true}).click();
      await expectRealPage(page, /\/docs\/5\.11\/quick-start\/quick-install$/);
      expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_DOCS_VERSION_KEY)).toBe('5.11');
      await page.goto(`${prefix}/blog/noyaml`);
      await hydrated(page);
      await expect((await openVersions(page)).locator('.navbar__link').first()).toHaveText('V5.11');
    });

    test('an archived page says so, links the current page, is noindex and canonical to the current page', async ({
      page,
    }) => {
      await page.goto(`${prefix}/docs/5.13/quick-start/quick-install`);
      const banner = page.locator('[data-docs-version="5.13"]');
      await expect(banner).toContainText('V5.13');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${prefix}/docs/quick-start/quick-install$`),
      );
      await hydrated(page);
      await banner.getByRole('link').click();
      await expectRealPage(page, new RegExp(`${prefix}/docs/quick-start/quick-install$`));
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('[data-docs-version]')).toHaveCount(0);
    });

    test('links from an archived page to the rest of the site land on the page, not on "not found"', async ({page}) => {
      const from = `${prefix}/docs/5.14/quick-start/differences`;
      const cases: [string, (p: Page) => Promise<void>, RegExp][] = [
        ['navbar Docs', (p) => p.locator('.navbar .nav-docs').click(), new RegExp(`${prefix}/docs/$`)],
        ['navbar Enterprise', (p) => p.locator('.navbar .nav-enterprise').click(), /\/enterprise_server\/$/],
        ['footer', (p) => clickLink(p.locator('footer a[href$="/partners/"]').first()), /\/partners\/$/],
        [
          'in-page blog link',
          (p) => clickLink(p.locator('article a[href$="/blog/noyaml"]').first()),
          /\/blog\/noyaml$/,
        ],
        [
          'All versions',
          async (p) => (await openVersions(p)).locator('a[href$="/docs/versions"]').click(),
          /\/docs\/versions$/,
        ],
      ];
      for (const [what, click, url] of cases) {
        await page.goto(from);
        await hydrated(page);
        await click(page);
        await expectRealPage(page, url);
        expect(await page.title(), what).not.toMatch(NOT_FOUND);
      }
    });
  });
}

test('a tab that does not know a route (an older build, another version) loads it in full', async ({page}) => {
  // The current build's route table has no archived page: a client-side navigation to one must not render
  // "not found", whether it comes from a link or from history.push (search results use it).
  await page.goto('/docs/quick-start/quick-install');
  await hydrated(page);
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('article a[href^="/docs/"]');
    if (!link) throw new Error('no docs link in the article');
    link.setAttribute('href', '/docs/5.12/quick-start/getting-started');
  });
  await page.locator('article a[href="/docs/5.12/quick-start/getting-started"]').first().click();
  await expectRealPage(page, /\/docs\/5\.12\/quick-start\/getting-started$/);
});

test('the sitemap lists current pages only', async ({request}) => {
  for (const prefix of ['', '/en']) {
    const xml = await (await request.get(`${prefix}/sitemap.xml`)).text();
    expect(xml).toContain('/docs/quick-start/quick-install<');
    expect(xml).not.toMatch(/\/docs\/5\.1\d\//);
  }
});

test('search holds the archived versions: current results first, a filter for each of the six', async ({page}) => {
  await page.goto('/en/search?q=quick%20install');
  const options = page.locator('main [role="listbox"] [role="option"]');
  await expect(options.first()).toBeVisible();
  const filter = page.getByLabel('Docs version');
  await expect(filter.locator('option')).toHaveText(['All', ...LABELS]);
  await expect(options.first()).toHaveAttribute('href', /^\/en\/docs\/(?!5\.1\d\/)/);
  await filter.selectOption('V5.13');
  await expect(async () => {
    const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href.startsWith('/en/docs/5.13/'))).toBe(true);
  }).toPass();
});
