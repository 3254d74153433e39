// The offline bundle as an operator meets it: `npm run bundle` writes an archived version's bundle from the build, the
// archive is unpacked into a clean folder, and its own launcher starts it inside a network namespace that has only
// loopback (`unshare -n`), with a PATH that holds nothing but a shell and Python (no Node.js). Chromium joins that
// namespace (nsenter) and reads it like a visitor: a doc page, a search result, a diagram and the 404 page, in both
// locales. Raw HTTP checks run from a Node probe inside the same namespace.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../../settings.mjs';

const VERSION = '5.12';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbond-bundle-'));
/** @type {import('node:child_process').ChildProcess} */
let server;
/** @type {import('@playwright/test').Browser} */
let browser;
let base = '';
let folder = '';
let archive = '';

/** Runs `node -e <script>` inside the server's network namespace and returns what it prints, parsed. */
function probe(script) {
  const out = execFileSync('nsenter', [`--net=/proc/${server.pid}/ns/net`, process.execPath, '--input-type=module'], {
    input: `const base = ${JSON.stringify(base)};\n${script}`,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** Status, Location and Content-Type of each path, sent byte for byte (fetch would normalise them). */
const RAW_GET = `
import net from 'node:net';
const {port} = new URL(base);
const get = (target) => new Promise((resolve, reject) => {
  const socket = net.connect(Number(port), '127.0.0.1', () =>
    socket.write('GET ' + target + ' HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nConnection: close\\r\\n\\r\\n', 'latin1'));
  let data = '';
  socket.setEncoding('latin1');
  socket.on('data', (c) => (data += c));
  socket.on('error', reject);
  socket.on('end', () => {
    const head = data.split('\\r\\n\\r\\n')[0].split('\\r\\n');
    const header = (name) => head.find((h) => h.toLowerCase().startsWith(name + ':'))?.slice(name.length + 1).trim() ?? null;
    resolve({target, status: Number(head[0].split(' ')[1]), location: header('location'), type: header('content-type')});
  });
});
`;
const rawGet = (/** @type {string[]} */ targets) =>
  probe(`${RAW_GET}\nconsole.log(JSON.stringify(await Promise.all(${JSON.stringify(targets)}.map(get))));`);

before(async () => {
  assert.equal(spawnSync('unshare', ['-n', 'true']).status, 0, 'unshare -n works here (root)');
  const out = path.join(work, 'out');
  const log = execFileSync('node', ['scripts/build/bundle.mjs', '--version', VERSION, '--out', out], {
    encoding: 'utf8',
  });
  archive = path.join(out, fs.readdirSync(out).find((f) => f.endsWith('.tar.gz')) ?? '');
  assert.match(path.basename(archive), new RegExp(`^rainbond-docs-${VERSION}-\\d{8}\\.tar\\.gz$`), log);

  const clean = path.join(work, 'unpacked');
  fs.mkdirSync(clean);
  execFileSync('tar', ['-xzf', archive, '-C', clean]);
  folder = path.join(clean, fs.readdirSync(clean)[0]);

  // Only a shell, dirname and Python on PATH: the operator's machine has no Node.js.
  const bin = path.join(work, 'bin');
  fs.mkdirSync(bin);
  // Debian's Python (scripts/setup: install-debian-package.sh /usr/bin/python3 python3), not a user's shims.
  for (const tool of ['/bin/sh', '/usr/bin/dirname', '/usr/bin/python3']) {
    fs.symlinkSync(tool, path.join(bin, path.basename(tool)));
  }
  server = spawn('/usr/bin/unshare', ['-n', '/bin/sh', '-c', 'ip link set lo up && exec ./serve --port 0'], {
    cwd: folder,
    env: {PATH: `${bin}:/usr/sbin:/sbin`},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  server.stderr?.on('data', (c) => (said += c));
  base = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the launcher did not start:\n${said}`)), 10_000);
    server.stdout?.on('data', (chunk) => {
      said += chunk;
      const url = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(said)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    server.on('error', reject);
    server.on('exit', (code) => reject(new Error(`the launcher exited (${code}):\n${said}`)));
  });
  assert.match(said, new RegExp(`/docs/${VERSION}/`), 'the launcher names where the version starts');

  // Chromium in the server's namespace: the only network it has is that loopback.
  const wrapper = path.join(work, 'chromium-offline');
  const {executablePath} = chromiumLaunchOptions(process.env);
  fs.writeFileSync(wrapper, `#!/bin/sh\nexec nsenter --net=/proc/${server.pid}/ns/net -- ${executablePath} "$@"\n`, {
    mode: 0o755,
  });
  browser = await chromium.launch({...chromiumLaunchOptions(process.env), executablePath: wrapper});
});

after(async () => {
  await browser?.close();
  server?.kill();
  fs.rmSync(work, {recursive: true, force: true});
});

/** Opens a path in a fresh page and collects requests that failed or left the bundle. */
async function open(/** @type {string} */ pathname) {
  const page = await browser.newPage();
  const failed = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} (${r.failure()?.errorText})`));
  page.on('request', (r) => {
    if (!r.url().startsWith(base) && !r.url().startsWith('data:')) failed.push(`left the bundle: ${r.url()}`);
  });
  const response = await page.goto(base + pathname);
  return {page, response, failed};
}

/** A page of the bundle that shows a diagram, for a locale prefix. @param {string} prefix */
function pageWithDiagram(prefix) {
  const dir = path.join(folder, 'site', prefix, 'docs', VERSION);
  const files = execFileSync('grep', ['-rl', '--include=index.html', '/img/diagrams/', dir], {encoding: 'utf8'});
  const file = files.split('\n').filter(Boolean).sort()[0];
  return `/${path.relative(path.join(folder, 'site'), path.dirname(file)).split(path.sep).join('/')}`;
}

for (const locale of /** @type {const} */ (['zh', 'en'])) {
  const prefix = locale === 'en' ? '/en' : '';
  describe(`the ${VERSION} bundle in ${locale}`, () => {
    test('its docs open, and the current docs path leads into them', async () => {
      const {page, response, failed} = await open(`${prefix}/docs/`);
      assert.equal(response?.status(), 200);
      assert.equal(new URL(page.url()).pathname, `${prefix}/docs/${VERSION}/`);
      await page.locator('article h1').first().waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), locale === 'en' ? 'en' : 'zh-CN');
      assert.deepEqual(failed, []);
      await page.close();
    });

    test('search finds pages of this version', async () => {
      const query = locale === 'en' ? 'gateway' : '网关';
      const {page, failed} = await open(`${prefix}/search?q=${encodeURIComponent(query)}&version=V${VERSION}`);
      const first = page.locator(`main a[href^="${prefix}/docs/${VERSION}/"]`).first();
      await first.waitFor({timeout: 15_000});
      assert.ok(await first.textContent());
      assert.deepEqual(failed, []);
      await page.close();
    });

    test('a diagram is drawn', async () => {
      const {page, failed} = await open(pageWithDiagram(prefix));
      const img = page.locator('img[src*="/img/diagrams/"]:visible').first();
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (el) => /** @type {any} */ (el)?.complete && /** @type {any} */ (el).naturalWidth > 0,
        await img.elementHandle(),
      );
      assert.deepEqual(failed, []);
      await page.close();
    });

    test('an unknown path gets the localized 404 page with status 404', async () => {
      const {page, response} = await open(`${prefix}/docs/${VERSION}/no-such-page`);
      assert.equal(response?.status(), 404);
      assert.equal(await page.locator('html').getAttribute('lang'), locale === 'en' ? 'en' : 'zh-CN');
      await page.locator('h1').first().waitFor();
      await page.close();
    });
  });
}

describe(`the ${VERSION} bundle's server keeps production's URL rules`, () => {
  test('x.html redirects to the bare path; hostile paths neither leave the host nor inject a header', () => {
    const [plain, ...hostile] = rawGet([
      `/docs/${VERSION}/quick-start/quick-install.html?x=1`,
      '/%5Cevil.example/index.html',
      '/%09/evil.example/index.html',
      '//evil.example/index.html',
      '/%2F%2Fevil.example/index.html',
      '/docs/x%0dSet-Cookie:pwn=1;Path=%2f/index.html',
      '/en/%5Cevil.example.html',
    ]);
    assert.equal(plain.status, 301);
    assert.equal(plain.location, `/docs/${VERSION}/quick-start/quick-install?x=1`);
    for (const answer of hostile) {
      // Python collapses a leading `//` to `/` before we see it (as nginx merges slashes): a redirect on this host
      // is fine; one that starts with `//` or `/\`, or carries a control character, is the hole.
      if (answer.location !== null) {
        // eslint-disable-next-line no-control-regex
        assert.match(answer.location, /^\/(?![/\\])[^\x00-\x20\x7f]*$/, JSON.stringify(answer));
      } else assert.equal(answer.status, 404, JSON.stringify(answer));
    }
  });

  test('text declares UTF-8; dotfiles are not served; version.json says what the bundle is', () => {
    const [page, markdown, json, dotfile] = rawGet([
      `/docs/${VERSION}/`,
      `/docs/${VERSION}.md`,
      '/version.json',
      '/.x',
    ]);
    assert.equal(page.type, 'text/html; charset=utf-8');
    assert.equal(markdown.type, 'text/markdown; charset=utf-8');
    assert.equal(json.type, 'application/json; charset=utf-8');
    assert.equal(dotfile.status, 404);
    const info = JSON.parse(fs.readFileSync(path.join(folder, 'site/version.json'), 'utf8'));
    assert.deepEqual(info.bundle, {version: VERSION, archived: true});
    assert.match(info.commit, /^[0-9a-f]{40}$|^unknown$/);
    assert.match(path.basename(archive), new RegExp(`-${info.buildDate}\\.tar\\.gz$`));
  });

  test('the bundle holds plain files only, its version alone, and the MCP server', () => {
    const files = execFileSync('tar', ['-tzf', archive], {encoding: 'utf8'}).split('\n');
    assert.ok(!files.some((f) => /\.(br|gz)$/.test(f)), 'no precompressed twins');
    assert.ok(!files.some((f) => /\/img\/cards\//.test(f)), 'no social cards');
    assert.ok(!files.some((f) => /\/docs\/5\.14\//.test(f)), 'no other version');
    assert.ok(!files.some((f) => /\/site\/docs\/quick-start\//.test(f)), 'not the current docs');
    for (const f of ['serve', 'serve.py', 'README.md', 'mcp/server.mjs', 'site/version.json', 'site/en/404.html']) {
      assert.ok(
        files.some((name) => name.endsWith(`/${f}`)),
        f,
      );
    }
  });
});
