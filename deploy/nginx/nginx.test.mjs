// Runs the production nginx config (rendered by scripts/render-nginx.mjs) against build/ on loopback and
// checks every rule of deploy/README.md with real HTTP requests, then a short bounded load run.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../../settings.mjs';

const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const servers = [];

async function startNginx(port, extraArgs = []) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbond-nginx-'));
  const render = spawnSync(
    'node',
    ['scripts/render-nginx.mjs', '--root', 'build', '--out', out, '--listen', `127.0.0.1:${port}`, ...extraArgs],
    {encoding: 'utf8'},
  );
  assert.equal(render.status, 0, render.stderr);
  const check = spawnSync(NGINX, ['-t', '-c', path.join(out, 'nginx.conf')], {encoding: 'utf8'});
  assert.equal(check.status, 0, check.stderr);
  const child = spawn(NGINX, ['-c', path.join(out, 'nginx.conf')], {stdio: 'ignore'});
  servers.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i += 1) {
    try {
      await fetch(base);
      return base;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not start on ${port}`);
}

const get = (base, p, headers = {}) => fetch(base + p, {redirect: 'manual', headers});
let base;
let hstsBase;

before(async () => {
  assert.ok(fs.existsSync('build/index.html'), 'build/ exists (run npm run build)');
  base = await startNginx(4410);
  hstsBase = await startNginx(4411, ['--hsts']);
});

after(() => {
  for (const child of servers) child.kill('SIGTERM');
});

describe('nginx: routing', () => {
  test('pages answer 200 in both locales', async () => {
    for (const p of [
      '/',
      '/en/',
      '/docs/quick-start/quick-install',
      '/en/docs/quick-start/quick-install',
      '/en/docs/devops/',
      '/en/community/change/5.15.3',
    ]) {
      assert.equal((await get(base, p)).status, 200, p);
    }
  });

  test('unknown paths get the localized 404 page with status 404', async () => {
    const zh = await get(base, '/no/such/page');
    assert.equal(zh.status, 404);
    assert.match(await zh.text(), /<html[^>]*lang="?zh-CN/);
    const en = await get(base, '/en/no/such/page');
    assert.equal(en.status, 404);
    const html = await en.text();
    assert.match(html, /<html[^>]*lang="?en/);
    assert.match(html, /Page not found/);
    assert.equal((await get(base, '/404.html')).status, 404, 'the 404 page itself is not a page');
  });

  test('*.html and */index.html redirect 301 to the bare path', async () => {
    const cases = {
      '/en/docs/quick-start/quick-install.html': '/en/docs/quick-start/quick-install',
      '/en/partners/index.html': '/en/partners/',
      '/index.html': '/',
      '/docs/quick-start/quick-install.html?x=1': '/docs/quick-start/quick-install?x=1',
    };
    for (const [from, to] of Object.entries(cases)) {
      const response = await get(base, from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.get('location'), to, from);
    }
  });
});

describe('nginx: caching and compression', () => {
  test('hashed assets and diagram images are immutable for a year; HTML is no-cache', async () => {
    const asset = fs.readdirSync('build/assets/js').find((f) => f.endsWith('.js'));
    const a = await get(base, `/assets/js/${asset}`);
    assert.equal(a.status, 200);
    assert.equal(a.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const enAsset = fs.readdirSync('build/en/assets/js').find((f) => f.endsWith('.js'));
    assert.equal(
      (await get(base, `/en/assets/js/${enAsset}`)).headers.get('cache-control'),
      'public, max-age=31536000, immutable',
    );
    const diagram = fs.readdirSync('build/img/diagrams').find((f) => f.endsWith('.svg'));
    const d = await get(base, `/img/diagrams/${diagram}`);
    assert.equal(d.status, 200);
    assert.equal(d.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await get(base, '/en/docs/')).headers.get('cache-control'), 'no-cache');
    // The search index: its files sit in a folder named by the index's hash; meta.json points at that folder.
    const {build} = JSON.parse(fs.readFileSync('build/search-index/meta.json', 'utf8'));
    const shard = await get(base, `/search-index/${build}/t0.json`);
    assert.equal(shard.status, 200);
    assert.equal(shard.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await get(base, '/en/search-index/meta.json')).headers.get('cache-control'), 'no-cache');
    assert.equal(
      (await get(base, '/img/logo.svg')).headers.get('cache-control'),
      'no-cache',
      'other images may change under the same name',
    );
  });

  test('text is compressed with gzip, and brotli when the module is present', async () => {
    const html = await get(base, '/en/', {'accept-encoding': 'gzip'});
    assert.equal(html.headers.get('content-encoding'), 'gzip');
    const raw = Buffer.from(
      await (await fetch(`${base}/en/`, {headers: {'accept-encoding': 'identity'}})).arrayBuffer(),
    );
    assert.ok(raw.includes('<html'), 'identity response is plain HTML');
    const hasBrotli = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
    if (hasBrotli) {
      const br = await get(base, '/en/', {'accept-encoding': 'br'});
      assert.equal(br.headers.get('content-encoding'), 'br');
    }
    assert.ok(zlib.gzipSync(raw).length < raw.length);
  });
});

describe('nginx: security headers', () => {
  test('CSP allows only the site plus hashed inline scripts; other headers set; HSTS off by default', async () => {
    for (const p of [
      '/en/',
      '/docs/quick-start/quick-install',
      `/assets/js/${fs.readdirSync('build/assets/js')[0]}`,
      '/en/nope',
    ]) {
      const h = (await get(base, p)).headers;
      const csp = h.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/, p);
      assert.doesNotMatch(csp, /'unsafe-eval'|script-src[^;]*'unsafe-inline'|https?:\/\//, p);
      assert.match(csp, /object-src 'none'/);
      assert.equal(h.get('x-content-type-options'), 'nosniff');
      assert.equal(h.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(h.get('permissions-policy') ?? '', /camera=\(\)/);
      assert.equal(h.get('strict-transport-security'), null);
    }
  });

  test('HSTS is sent when the flag is on', async () => {
    assert.equal(
      (await get(hstsBase, '/en/')).headers.get('strict-transport-security'),
      'max-age=31536000; includeSubDomains',
    );
  });

  test('pages work under the CSP: no violation, the search runs', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions(process.env));
    try {
      const page = await browser.newPage();
      const problems = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      for (const p of ['/en/', '/docs/quick-start/architecture/', '/en/docs/api/application/buildComponent']) {
        await page.goto(base + p);
        await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
      }
      await page.goto(`${base}/en/docs/quick-start/quick-install`);
      await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill('helm');
      await page.locator('dialog [role="option"]').first().waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
});

describe('nginx: load', () => {
  test('a 10 s load run on loopback ends with no errors and no non-2xx answers', async () => {
    const result = await autocannon({
      url: base,
      connections: 16,
      duration: 10,
      requests: [
        {path: '/en/'},
        {path: '/docs/quick-start/quick-install'},
        {path: '/en/docs/api/team/getTeamList'},
        {path: '/en/blog'},
      ],
    });
    console.log(
      `  load: ${Math.round(result.requests.average)} req/s average, ${result.requests.total} requests, p99 latency ${result.latency.p99} ms`,
    );
    assert.equal(result.errors, 0);
    assert.equal(result.timeouts, 0);
    assert.equal(result.non2xx, 0);
    assert.ok(result.requests.total > 0);
  });
});
