import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {hydrated} from './helpers';

/** '#1E1E1E' → 'rgb(30, 30, 30)', as computed styles give it. */
const hexToRgb = (hex: string): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

// The main-thread savings of issue #18 (maintainers/performance.md) keep every behaviour they touch: links in view are
// still prefetched (later, in idle time), code blocks still offer word wrap and follow the colour mode, dates still
// read the same, and the phone's menu and breadcrumbs still show the docs sidebar.

test('links in view are still prefetched after hydration, by the idle-time wrapper', async ({page}) => {
  await page.goto('/docs/quick-start/quick-install');
  await hydrated(page);
  const wrapped = await page.evaluate(
    () => (window as unknown as {docusaurus?: Record<string, unknown>}).docusaurus?.rbIdlePrefetch,
  );
  expect(wrapped, 'window.docusaurus is the idle-time wrapper (src/clientModules/idlePrefetch.ts)').toBe(true);
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length), {timeout: 10_000})
    .toBeGreaterThan(0);
});

test('a wide code block offers word wrap once it is near the screen, and the button wraps it', async ({page}) => {
  // The page's last code block must start well below a phone's first screen and hold a line wider than the
  // phone. If the page changes so that it no longer does, this test fails saying so: pick another page.
  const PAGE = '/en/docs/quick-start/quick-install';
  const SCREEN = {width: 375, height: 700};
  await page.setViewportSize(SCREEN);
  await page.goto(PAGE);
  await hydrated(page);
  const blocks = page.locator('.theme-code-block').filter({has: page.locator('code')});
  const count = await blocks.count();
  expect(count, `${PAGE} has code blocks`).toBeGreaterThan(1);
  const last = blocks.nth(count - 1);
  const button = last.getByRole('button', {name: 'Toggle word wrap'});
  // Blocks are measured once within 200 px of the viewport (useLazyCodeWordWrap): this one must start further down.
  const top = (await last.boundingBox())?.y ?? 0;
  expect(
    top,
    `the last code block of ${PAGE} is no longer far below the first screen; pick another page`,
  ).toBeGreaterThan(SCREEN.height + 200);
  await expect(button).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => last.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth), {
      message: `the last code block of ${PAGE} no longer has a line wider than ${SCREEN.width} px; pick another page`,
    })
    .toBe(true);
  await expect(button).toBeVisible();
  await button.click();
  await expect(last.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  await button.click();
  await expect(last.locator('code')).not.toHaveCSS('white-space', 'pre-wrap');
});

test('blog and docs pages show their dates without loading Intl calendar data', async ({page}) => {
  await page.addInitScript(() => {
    const Original = Intl.DateTimeFormat;
    (window as unknown as {dateFormats: number}).dateFormats = 0;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (Intl as any).DateTimeFormat = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      (window as unknown as {dateFormats: number}).dateFormats += 1;
      return new Original(...args);
    };
  });
  for (const [path, date] of [
    ['/blog/nfs-migration', /^\d{4}年\d{1,2}月\d{1,2}日$/],
    ['/en/blog/nfs-migration', /^[A-Z][a-z]+ \d{1,2}, \d{4}$/],
    ['/en/docs/quick-start/quick-install', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('main time').first()).toHaveText(date);
    expect(await page.evaluate(() => (window as unknown as {dateFormats: number}).dateFormats), path).toBe(0);
  }
});

/** The colour a theme gives tokens of `type` (no language-specific entries on our pages' languages). */
const tokenColour = (theme: PrismTheme, type: string): string =>
  theme.styles.filter((entry) => !entry.languages && entry.types.includes(type)).at(-1)?.style.color ?? '';

/** Built JS files of both locales that hold Prism (its grammar rules carry `lookbehind`), as URL paths. */
const PRISM_CHUNKS = ['', '/en'].flatMap((locale) => {
  const dir = `build${locale}/assets/js`;
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(dir, name), 'utf8').includes('lookbehind'))
    .map((name) => `${locale}/assets/js/${name}`);
});

/** Clicks the navbar toggle, which cycles through the colour modes, until the page shows `mode`. */
async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    if ((await page.locator('html').getAttribute('data-theme')) === mode) return;
    await page
      .getByRole('button', {name: /system mode|light mode|dark mode/i})
      .first()
      .click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

test('code blocks keep the tokens the server wrote without loading Prism, and are highlighted anew when needed', async ({
  browser,
}) => {
  expect(PRISM_CHUNKS.filter((url) => url.startsWith('/en/')).length, 'an English chunk holds Prism').toBeGreaterThan(
    0,
  );
  const context = await browser.newContext({colorScheme: 'light'});
  const page = await context.newPage();
  const prismLoads: string[] = [];
  page.on('request', (request) => {
    if (PRISM_CHUNKS.includes(new URL(request.url()).pathname)) prismLoads.push(request.url());
  });
  await page.addInitScript(() => {
    // Counts code blocks taken out of the page: the theme used to rebuild every one after hydration.
    const w = window as unknown as {removedBlocks: number};
    w.removedBlocks = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && node.matches('.theme-code-block, .theme-code-block *')) w.removedBlocks += 1;
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/en/docs/quick-start/quick-install');
  await hydrated(page);
  const block = page.locator('article .theme-code-block').first();
  const code = (await block.locator('code').innerText()).trim();
  expect(code).toContain('curl');
  const token = block.locator('.token.function').first();
  await expect(token).toHaveCSS('color', tokenColour(themes.vsLight, 'function'));
  expect(await page.evaluate(() => (window as unknown as {removedBlocks: number}).removedBlocks)).toBe(0);
  expect(prismLoads, 'Prism is not loaded for a page the server highlighted').toEqual([]);

  // Another colour mode needs new tokens: Prism loads, and the block keeps its code throughout.
  await switchColourMode(page, 'dark');
  await expect(token).toHaveCSS('color', tokenColour(themes.vsDark, 'function'));
  expect(prismLoads.length).toBeGreaterThan(0);
  await switchColourMode(page, 'light');
  await expect(token).toHaveCSS('color', tokenColour(themes.vsLight, 'function'));
  expect((await block.locator('code').innerText()).trim()).toBe(code);
  await context.close();
});

test('a dark-mode reader gets dark code blocks, and a page reached client-side gets highlighted blocks', async ({
  browser,
}) => {
  const dark = await browser.newContext({colorScheme: 'light'});
  const page = await dark.newPage();
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/en/docs/quick-start/quick-install');
  await hydrated(page);
  const block = page.locator('article .theme-code-block').first();
  const background = themes.vsDark.plain.backgroundColor ?? '';
  await expect(block).toHaveCSS('--prism-background-color', background);
  await expect(block).toHaveCSS('background-color', hexToRgb(background));
  await expect(block.locator('.token.function').first()).toHaveCSS('color', tokenColour(themes.vsDark, 'function'));
  await dark.close();

  const light = await browser.newContext({colorScheme: 'light'});
  const other = await light.newPage();
  await other.goto('/en/docs/installation/');
  await hydrated(other);
  await other.locator('article a[href="/en/docs/quick-start/quick-install"]').first().click();
  await expect(other).toHaveURL(/\/en\/docs\/quick-start\/quick-install$/);
  const arrived = other.locator('article .theme-code-block').first();
  await expect(arrived.locator('.token.function').first()).toHaveCSS('color', tokenColour(themes.vsLight, 'function'));
  expect((await arrived.locator('code').innerText()).trim()).toContain('curl');
  await light.close();
});

test('on a phone, a docs page trails its categories and the menu holds the docs sidebar', async ({page}) => {
  await page.setViewportSize({width: 375, height: 700});
  await page.goto('/en/docs/quick-start/quick-install');
  await hydrated(page);
  const trail = page.getByRole('navigation', {name: 'Breadcrumbs'}).locator('.breadcrumbs__item');
  await expect(trail).toHaveCount(3); // home, the category, the page
  const current = (await trail.last().innerText()).trim();
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const active = page.locator('.navbar-sidebar .theme-doc-sidebar-menu a[aria-current="page"]');
  await expect(active).toBeVisible();
  await expect(active).toHaveText(current);
});
