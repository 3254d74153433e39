import {expect, test} from '@playwright/test';
import {readRouteList} from '../../shared/files.mjs';
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

for (const {locale, prefix} of locales) {
  test(`[${locale}] llms-full.txt holds the whole current docs, one file per section too, linked from llms.txt`, async ({
    request,
  }) => {
    const index = await (await request.get(`${prefix}/llms.txt`)).text();
    expect(index).toContain(`${prefix}/llms-full.txt)`);
    const sections = [...index.matchAll(/\]\((https?:\/\/[^)]+\/llms\/[\w-]+\.txt)\)/g)].map(
      (m) => new URL(m[1]).pathname,
    );
    expect(sections.length).toBeGreaterThan(8);
    const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
    expect(full).toMatch(locale === 'en' ? /^# Quick Installation$/m : /^# 快速安装$/m);
    expect(full).not.toMatch(/%%\w+%%/);
    let inSections = 0;
    for (const section of sections) {
      const response = await request.get(section);
      expect(response.status(), section).toBe(200);
      inSections += (await response.text()).length;
    }
    // The whole file is the sections together (headers aside), and much more than any one of them.
    expect(full.length).toBeGreaterThan(inSections * 0.95);
    expect(full.length).toBeLessThan(inSections * 1.05);
  });
}
