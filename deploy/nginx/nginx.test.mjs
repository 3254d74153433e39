// Runs the production nginx config (rendered by scripts/render-nginx.mjs) against build/ on loopback and
// checks every rule of deploy/README.md with real HTTP requests, then a short bounded load run.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../../settings.mjs';
import {describeLoad, loadRun, startNginx as startServer} from '../../scripts/lib/nginx.mjs';

const servers = [];
async function startNginx(port, extraArgs = []) {
  const server = await startServer('build', port, extraArgs);
  servers.push(server);
  return server.base;
}

const get = (base, p, headers = {}) => fetch(base + p, {redirect: 'manual', headers});
let base;
let hstsBase;
const mainScript = fs.readdirSync('build/assets/js').find((f) => /^main\.[0-9a-f]+\.js$/.test(f));

before(async () => {
  assert.ok(fs.existsSync('build/index.html'), 'build/ exists (run npm run build)');
  base = await startNginx(4410);
  hstsBase = await startNginx(4411, ['--hsts']);
});

after(() => {
  for (const server of servers) server.stop();
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
    // An archived docs version's index, in a folder of the locale's: the same rules.
    const archived = JSON.parse(fs.readFileSync('build/en/search-index/5.12/meta.json', 'utf8'));
    const archivedShard = await get(base, `/en/search-index/5.12/${archived.build}/t0.json`);
    assert.equal(archivedShard.status, 200);
    assert.equal(archivedShard.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await get(base, '/en/search-index/5.12/meta.json')).headers.get('cache-control'), 'no-cache');
    assert.equal(
      (await get(base, '/img/logo.svg')).headers.get('cache-control'),
      'no-cache',
      'other images may change under the same name',
    );
  });

  test("text is sent as the build's precompressed twins: brotli, else gzip, else plain", async () => {
    const hasBrotli = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
    for (const [route, file] of [
      ['/en/', 'build/en/index.html'],
      ['/docs/quick-start/quick-install', 'build/docs/quick-start/quick-install/index.html'],
      [`/assets/js/${mainScript}`, `build/assets/js/${mainScript}`],
      ['/no/such/page', 'build/404.html'],
    ]) {
      const gz = await get(base, route, {'accept-encoding': 'gzip'});
      assert.equal(gz.headers.get('content-encoding'), 'gzip', route);
      assert.match(gz.headers.get('vary') ?? '', /Accept-Encoding/, route);
      // fetch decodes the body; the length header is the twin's size, so nginx sent the file from disk.
      assert.equal(Number(gz.headers.get('content-length')), fs.statSync(`${file}.gz`).size, route);
      assert.ok((await gz.text()).length > 0);
      if (hasBrotli) {
        const br = await get(base, route, {'accept-encoding': 'gzip, deflate, br, zstd'});
        assert.equal(br.headers.get('content-encoding'), 'br', route);
        assert.equal(Number(br.headers.get('content-length')), fs.statSync(`${file}.br`).size, route);
      }
      const plain = await get(base, route, {'accept-encoding': 'identity'});
      assert.equal(plain.headers.get('content-encoding'), null, route);
      assert.ok(Buffer.from(await plain.arrayBuffer()).equals(fs.readFileSync(file)), route);
    }
  });
});

describe('nginx: security headers', () => {
  test('CSP allows only the site plus hashed inline scripts; other headers set; HSTS off by default', async () => {
    for (const p of ['/en/', '/docs/quick-start/quick-install', `/assets/js/${mainScript}`, '/en/nope']) {
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
  test('a browser-like load run on a doc page (Accept-Encoding: br, gzip) ends with no errors, all precompressed', async () => {
    const route = '/docs/quick-start/quick-install';
    const result = await loadRun(base, route);
    console.log(`  load: ${describeLoad(result)} on ${route}`);
    assert.equal(result.errors, 0);
    assert.equal(result.timeouts, 0);
    assert.equal(result.non2xx, 0);
    assert.ok(result.requests.total > 0);
    // Every answer carried the brotli twin, not the page: bytes per request stay near the twin's size.
    const twin = fs.statSync('build/docs/quick-start/quick-install/index.html.br').size;
    const page = fs.statSync('build/docs/quick-start/quick-install/index.html').size;
    const perRequest = result.throughput.total / result.requests.total;
    assert.ok(perRequest < twin + 2048 && perRequest < page / 2, `${Math.round(perRequest)} B per request`);
  });
});
