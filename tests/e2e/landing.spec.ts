import {readdirSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {readRouteList} from '../../shared/files.mjs';
import {locales} from './helpers';

// Every marketing route of the spec's list (home, features, use scenes, cases, clouds, tools, editions).
const marketing = readRouteList().filter((l) =>
  /^\/(|ack\/|cce\/|tke\/|helm\/|enterprise_server\/|partners\/|xinchuang\/|opensourceApps|feature\/.*|usescene\/.*|case\/.*)$/.test(
    l,
  ),
);

const cjk = /[\u3400-\u9fff]/;

for (const {locale, prefix} of locales) {
  test(`[${locale}] every marketing page answers with its main heading in the right language`, async ({request}) => {
    expect(marketing.length).toBeGreaterThan(30);
    for (const route of marketing) {
      const response = await request.get(`${prefix}${route}`);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      const h1 =
        /<h1[^>]*>([\s\S]*?)<\/h1>/
          .exec(html)?.[1]
          ?.replace(/<[^>]+>/g, '')
          .trim() ?? '';
      expect(h1, `${prefix}${route} has an h1`).not.toBe('');
      if (locale === 'en') expect(h1, `${prefix}${route}`).not.toMatch(cjk);
    }
  });
}

// Every case study page of src/pages/case/ (the index aside).
const caseSlugs = readdirSync('src/pages/case')
  .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx')
  .map((name) => name.slice(0, -'.mdx'.length));

test('the case index links every case study', async ({page}) => {
  expect(caseSlugs.length).toBeGreaterThan(0);
  await page.goto('/en/case/');
  for (const slug of caseSlugs) {
    await expect(page.locator(`main a[href="/en/case/${slug}"]`).first()).toBeVisible();
  }
});

for (const width of [375, 1440]) {
  test(`every marketing page fits a ${width} px wide screen without sideways scrolling`, async ({browser}) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({viewport: {width, height: 900}});
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const route of marketing) {
      for (const prefix of ['', '/en']) {
        await page.goto(`${prefix}${route}`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width + 1) overflowing.push(`${prefix}${route}: ${scrollWidth}px`);
      }
    }
    await context.close();
    expect(overflowing).toEqual([]);
  });
}
