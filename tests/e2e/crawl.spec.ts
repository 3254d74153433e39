import {expect, test, type Page} from '@playwright/test';
import {routesInAllLocales} from '../../shared/files.mjs';
import {resolveFile} from '../../scripts/lib/resolve.mjs';
import {hydrated, locales} from './helpers';

// Every route of the spec's list that the build serves, in both locales (check:routes reports the rest), plus
// the pages whose HTML cannot match the URL exactly: not-found pages and search pages with a query. No page may
// log a console error (a hydration mismatch is React error #418), throw, fail a request or call another host.
const routes = routesInAllLocales().filter((route) => resolveFile('build', route) !== null);
const special = locales.flatMap(({prefix}) => [
  {route: `${prefix}/no/such/page`, status: 404},
  {route: `${prefix}/docs/no-such-doc`, status: 404},
  {route: `${prefix}/search?q=${encodeURIComponent('helm 安装')}`, status: 200},
  {route: `${prefix}/search?q=gateway&section=docs`, status: 200},
]);

const CHUNKS = 8;
/** The dark-mode pass visits one route in this many (and every special page): same markup, other styles. */
const DARK_SAMPLE = 6;

async function crawl(page: Page, origin: string, pages: {route: string; status: number}[]): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  page.on('console', (m) => {
    // Chromium reports the 404 status of a not-found page itself as a console error: that one is expected.
    const ownStatus = m.location().url === new URL(current, origin).href && /status of 404/.test(m.text());
    if (m.type() === 'error' && !ownStatus) problems.push(`${current}: console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${current}: uncaught: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob')) {
      problems.push(`${current}: third-party request: ${r.url()}`);
    }
  });
  // Prefetches still in flight when the crawl moves on are aborted by the navigation itself: not a failure.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`${current}: failed request: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => {
    if (r.url().startsWith(origin) && r.status() >= 400 && r.url() !== new URL(current, origin).href) {
      problems.push(`${current}: HTTP ${r.status()} for ${r.url()}`);
    }
  });
  for (const {route, status} of pages) {
    current = route;
    const response = await page.goto(route, {waitUntil: 'load'});
    expect(response?.status(), route).toBe(status);
    await hydrated(page);
  }
  return problems;
}

for (const mode of ['light', 'dark'] as const) {
  const pages = [
    ...special,
    ...routes.filter((_, i) => mode === 'light' || i % DARK_SAMPLE === 0).map((route) => ({route, status: 200})),
  ];
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    const mine = pages.filter((_, i) => i % CHUNKS === chunk);
    test(`console-clean crawl, ${mode} mode ${chunk + 1}/${CHUNKS} (${mine.length} pages)`, async ({page, baseURL}) => {
      test.setTimeout(mine.length * 4_000 + 10_000);
      expect(mine.length).toBeGreaterThan(4);
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      const problems = await crawl(page, new URL(baseURL ?? 'http://127.0.0.1').origin, mine);
      expect(problems).toEqual([]);
    });
  }
}
