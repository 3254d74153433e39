import {expect, test} from '@playwright/test';
import {routesInAllLocales} from '../../scripts/lib/files.mjs';
import {resolveFile} from '../../scripts/lib/resolve.mjs';
import {hydrated} from './helpers';

// Every route of the spec's list that the build serves, in both locales (check:routes reports the rest).
const routes = routesInAllLocales().filter((route) => resolveFile('build', route) !== null);

const CHUNKS = 8;

for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
  const mine = routes.filter((_, i) => i % CHUNKS === chunk);
  test(`console-clean crawl ${chunk + 1}/${CHUNKS} (${mine.length} pages): no error, no failed request, no third-party host`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(mine.length * 4_000 + 10_000);
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const problems: string[] = [];
    let current = '';
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${current}: console error: ${m.text()}`);
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
      if (r.url().startsWith(origin) && r.status() >= 400)
        problems.push(`${current}: HTTP ${r.status()} for ${r.url()}`);
    });
    expect(mine.length).toBeGreaterThan(10);
    for (const route of mine) {
      current = route;
      const response = await page.goto(route, {waitUntil: 'load'});
      expect(response?.status(), route).toBe(200);
      await hydrated(page);
    }
    expect(problems).toEqual([]);
  });
}
