// First-load bytes of a page: every script and stylesheet the browser requests to render it (the HTML's own
// tags plus the chunks the runtime asks for on first render), each gzipped at level 9 from the build folder.
// Prefetches for links in view are not first load: they are requested with resource type "other".
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromiumLaunchOptions} from '../../settings.mjs';

/** Chromium as the build and the gates start it (the headless shell, settings.mjs CHROMIUM). */
export const LAUNCH = chromiumLaunchOptions(process.env);
/** Chromium as the bench starts it: the full browser visitors run. */
export const BROWSER_LAUNCH = chromiumLaunchOptions(process.env, 'browser');

export async function firstLoad(browser, baseUrl, route, buildDir) {
  const page = await browser.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') files.add(new URL(request.url()).pathname);
  });
  await page.goto(baseUrl + route, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.close();
  let js = 0;
  let css = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(buildDir, decodeURIComponent(file)));
    const size = zlib.gzipSync(content, {level: 9}).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return {js, css, total: js + css, files: files.size};
}
