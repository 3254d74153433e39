import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {hydrated, locales} from './helpers';

// One page of each family (SPEC families: home, doc, API, blog post, case, feature, community, search, 404).
const pages = [
  '/',
  '/docs/quick-start/quick-install',
  // A doc with containerd/Docker tabs and the "Open in an AI assistant" menu.
  '/docs/installation/offline',
  '/docs/api/application/buildComponent',
  '/blog/datacap',
  '/case/boe',
  '/feature/devops/',
  '/community/support',
  '/search?q=helm',
  '/no/such/page',
];

for (const {locale, prefix} of locales) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`[${locale}, ${scheme}] no serious or critical accessibility violation`, async ({browser}) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({colorScheme: scheme});
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(prefix + (path === '/' ? '/' : path));
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          found.push(
            `${prefix}${path} ${v.id} (${v.impact}): ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
          );
        }
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
