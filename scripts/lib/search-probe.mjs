// Driving site search as a visitor does, for check:search and the search bench: the built site served on
// loopback, Chromium, the search modal opened with Ctrl+K, a query typed and its results awaited (the results
// list carries the query it answers in data-query).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions, SEARCH_INDEX_DIR} from '../../settings.mjs';

/** Serves build/ on `port` and starts Chromium; fails with a message when there is no index to search. */
export async function startSearchSite(port, caller) {
  if (!fs.existsSync(path.join('build', SEARCH_INDEX_DIR, 'meta.json'))) {
    console.error(`${caller}: no search index in build/ — run \`npm run build\` first.`);
    process.exit(1);
  }
  const server = spawn('node', ['scripts/dev/serve.mjs', '--port', String(port)], {stdio: 'ignore'});
  await new Promise((resolve) => setTimeout(resolve, 600));
  const browser = await chromium.launch(chromiumLaunchOptions(process.env));
  return {
    base: `http://127.0.0.1:${port}`,
    browser,
    async stop() {
      await browser.close();
      server.kill();
    },
  };
}

/** Opens `url`, waits for hydration and opens the search modal. @param {import('@playwright/test').Page} page */
export async function openSearch(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.keyboard.press('Control+k');
}

/** Types `q` and waits for its results; returns the result links' hrefs. @param {import('@playwright/test').Page} page */
export async function runQuery(page, q) {
  await page.getByRole('combobox').fill(q);
  await page.waitForFunction(
    (query) => document.querySelector('dialog [role="listbox"]')?.getAttribute('data-query') === query,
    q,
  );
  return page
    .locator('dialog [role="listbox"] [role="option"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** Paths of the index files a page fetches, collected as it fetches them. @param {import('@playwright/test').Page} page */
function indexRequests(page) {
  const files = new Set();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.includes(`/${SEARCH_INDEX_DIR}/`)) files.add(pathname);
  });
  return files;
}

/** What an index file costs on the wire: raw, and compressed as nginx compresses it (level 6). @param {string} urlPath */
export function transferSizes(urlPath) {
  const body = fs.readFileSync(path.join('build', decodeURIComponent(urlPath)));
  return {
    raw: body.length,
    gzip: zlib.gzipSync(body, {level: 6}).length,
    br: zlib.brotliCompressSync(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 6}}).length,
  };
}

/**
 * A first query with a cold cache: a fresh browser context opens search at `url` and runs `q`.
 * @param {import('@playwright/test').Browser} browser
 * @returns {Promise<{ms: number, files: string[], page: import('@playwright/test').Page, close: () => Promise<void>}>}
 */
export async function coldQuery(browser, url, q) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = indexRequests(page);
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  const started = Date.now();
  await page.keyboard.press('Control+k');
  await runQuery(page, q);
  return {ms: Date.now() - started, files: [...files], page, close: () => context.close()};
}
