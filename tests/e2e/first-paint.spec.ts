import {expect, test} from '@playwright/test';
import {hydrated} from './helpers';

// One stylesheet for the whole site (decision 0021). Every stylesheet a page ends up using must be linked from its
// HTML, or the first paint (and any visitor without JavaScript) sees the page unstyled; and a page links exactly one,
// so per-chunk CSS cannot come back unnoticed.
const pages = [
  '/',
  '/docs/quick-start/quick-install',
  '/docs/quick-start',
  '/docs/api/team/getTeamList',
  '/blog/nfs-migration',
  '/blog',
  '/partners/',
  '/case/',
  '/helm/',
  '/search',
  '/community/support',
  '/en/',
  '/en/docs/quick-start/quick-install',
  '/en/enterprise_server/',
  '/no-such-page',
];

for (const path of pages) {
  test(`${path} links every stylesheet it uses in its HTML`, async ({page, request}) => {
    const html = await (await request.get(path)).text();
    const linked = [...html.matchAll(/<link rel="?stylesheet"? href="?([^"> ]+)/g)].map((m) => m[1]);
    expect(linked, 'one stylesheet per page').toHaveLength(1);
    const used: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') used.push(new URL(r.url()).pathname);
    });
    await page.goto(path, {waitUntil: 'networkidle'});
    await hydrated(page);
    expect(used.length).toBeGreaterThan(0);
    for (const file of used) expect(linked, `${file} is loaded by the page but not linked in its HTML`).toContain(file);
  });
}
