import {expect, test} from '@playwright/test';
import {readRouteList} from '../../scripts/lib/files.mjs';
import {resolveFile} from '../../scripts/lib/resolve.mjs';
import {locales} from './helpers';

// Docs routes of the spec's list that the build serves, the API reference included.
const docRoutes = readRouteList()
  .filter((l) => l === '/docs' || l.startsWith('/docs/'))
  .filter((l) => resolveFile('build', l) !== null);

for (const {locale, prefix} of locales) {
  test(`[${locale}] llms.txt lists every docs route, each with a Markdown copy`, async ({request}) => {
    const response = await request.get(`${prefix}/llms.txt`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# Rainbond/);
    expect(docRoutes.length).toBeGreaterThan(80);
    for (const route of docRoutes) {
      const md = `${prefix}${route.replace(/\/$/, '')}.md`;
      expect(text, route).toContain(`${md})`);
    }
    const sample = await request.get(`${prefix}/docs/quick-start/quick-install.md`);
    expect(sample.status()).toBe(200);
    const body = await sample.text();
    expect(body).toMatch(locale === 'en' ? /^# Quick Installation/ : /^# 快速安装/);
    expect(body).toContain('curl -o install.sh https://get.rainbond.com');
    expect(body).not.toContain('import ');
    const api = await (await request.get(`${prefix}/docs/api/team/createTeam.md`)).text();
    expect(api).toContain('`POST /openapi/v1/teams`');
    expect(api).toContain("curl -X POST 'http://<console-host>:7070/openapi/v1/teams'");
  });
}
