// The offline bundle as an operator meets it: `npm run bundle` writes the current version's bundle and an archived
// one from the build; each archive is unpacked into a clean folder, and its own launcher starts it inside a network
// namespace that has only loopback (`unshare -n`), with a PATH that holds nothing but a shell and Python (no
// Node.js; the oldest Python the launcher promises when this machine has it). Chromium joins that namespace
// (nsenter) and reads it like a visitor: a doc page, a search result, a diagram and the 404 page, in both locales.
// Raw HTTP checks run from a Node probe inside the same namespace.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {ARCHIVED_DOCS, chromiumLaunchOptions} from '../../settings.mjs';
import {PLATFORM} from '../../src/data/platform.mjs';

const RAW_HTTP = new URL('../fixtures/raw-http.mjs', import.meta.url).href;
/** Python 3.6 is the oldest the launcher promises; this machine may carry it (pyenv), else Debian's python3. */
const PYTHON = ['/root/.pyenv/versions/3.6.15/bin/python3', '/usr/bin/python3'].find((p) => fs.existsSync(p));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbond-bundle-'));
const out = path.join(work, 'out');

before(() => {
  assert.equal(spawnSync('unshare', ['-n', 'true']).status, 0, 'unshare -n works here (root)');
  assert.ok(PYTHON, 'python3 is installed (gate bundle-tools)');
});

after(() => fs.rmSync(work, {recursive: true, force: true}));

/**
 * Builds, unpacks and starts one version's bundle; returns what the tests of that bundle need.
 * @param {string} version `5.15` (current) or an archived one
 */
async function startBundle(version) {
  const log = execFileSync('node', ['scripts/build/bundle.mjs', '--version', version, '--out', out], {
    encoding: 'utf8',
  });
  const archive = path.join(out, fs.readdirSync(out).find((f) => f.startsWith(`rainbond-docs-${version}-`)) ?? '');
  assert.match(path.basename(archive), new RegExp(`^rainbond-docs-${version}-\\d{8}\\.tar\\.gz$`), log);
  assert.ok(
    fs.readFileSync(path.join(out, 'SHA256SUMS'), 'utf8').includes(`  ${path.basename(archive)}`),
    'SHA256SUMS lists it',
  );

  const clean = path.join(work, `unpacked-${version}`);
  fs.mkdirSync(clean);
  execFileSync('tar', ['-xzf', archive, '-C', clean]);
  const folder = path.join(clean, fs.readdirSync(clean)[0]);

  // Only a shell, dirname and Python on PATH: the operator's machine has no Node.js.
  const bin = path.join(work, `bin-${version}`);
  fs.mkdirSync(bin);
  for (const [name, target] of [
    ['sh', '/bin/sh'],
    ['dirname', '/usr/bin/dirname'],
    ['python3', PYTHON],
  ]) {
    fs.symlinkSync(/** @type {string} */ (target), path.join(bin, name));
  }
  const server = spawn('/usr/bin/unshare', ['-n', '/bin/sh', '-c', 'ip link set lo up && exec ./serve --port 0'], {
    cwd: folder,
    env: {PATH: `${bin}:/usr/sbin:/sbin`},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  server.stderr?.on('data', (c) => (said += c));
  const base = await new Promise((resolve, reject) => {
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

  // Chromium in the server's namespace: the only network it has is that loopback.
  const wrapper = path.join(work, `chromium-${version}`);
  const {executablePath} = chromiumLaunchOptions(process.env);
  fs.writeFileSync(wrapper, `#!/bin/sh\nexec nsenter --net=/proc/${server.pid}/ns/net -- ${executablePath} "$@"\n`, {
    mode: 0o755,
  });
  const browser = await chromium.launch({...chromiumLaunchOptions(process.env), executablePath: wrapper});
  return {archive, folder, server, base, browser, said};
}

/**
 * Status, Location and Content-Type of each path, sent byte for byte from inside the server's namespace.
 * @param {{server: import('node:child_process').ChildProcess, base: string}} bundle
 * @param {string[]} targets
 * @returns {{target: string, status: number, location: string | null, type: string | null}[]}
 */
function rawGet({server, base}, targets) {
  const script = `import {rawGet, headerOf} from ${JSON.stringify(RAW_HTTP)};
const answers = [];
for (const target of ${JSON.stringify(targets)}) {
  const {status, headers} = await rawGet(${JSON.stringify(base)}, target);
  answers.push({target, status, location: headerOf(headers, 'location'), type: headerOf(headers, 'content-type')});
}
console.log(JSON.stringify(answers));`;
  const stdout = execFileSync(
    'nsenter',
    [`--net=/proc/${server.pid}/ns/net`, process.execPath, '--input-type=module'],
    {
      input: script,
      encoding: 'utf8',
    },
  );
  return JSON.parse(stdout);
}

/** Opens a path in a fresh page and collects requests that failed or left the bundle. */
async function open(/** @type {{browser: import('@playwright/test').Browser, base: string}} */ bundle, pathname) {
  const page = await bundle.browser.newPage();
  /** @type {string[]} */
  const failed = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} (${r.failure()?.errorText})`));
  page.on('request', (r) => {
    if (!r.url().startsWith(bundle.base) && !r.url().startsWith('data:')) failed.push(`left the bundle: ${r.url()}`);
  });
  const response = await page.goto(bundle.base + pathname);
  return {page, response, failed};
}

for (const version of [PLATFORM.docsVersion, '5.12']) {
  const archived = version !== PLATFORM.docsVersion;
  const docsRoot = archived ? `/docs/${version}/` : '/docs/';
  describe(`the ${version} bundle${archived ? ' (archived)' : ' (current)'}`, () => {
    /** @type {Awaited<ReturnType<typeof startBundle>>} */
    let bundle;
    before(async () => {
      bundle = await startBundle(version);
    });
    after(async () => {
      await bundle?.browser.close();
      bundle?.server.kill();
    });

    test('the launcher names where the docs start', () => {
      assert.match(bundle.said, new RegExp(`at http://127\\.0\\.0\\.1:\\d+${docsRoot.replaceAll('.', '\\.')} `));
    });

    for (const locale of /** @type {const} */ (['zh', 'en'])) {
      const prefix = locale === 'en' ? '/en' : '';
      const lang = locale === 'en' ? 'en' : 'zh-CN';

      test(`${locale}: its docs open${archived ? ', and the current docs path leads into them' : ''}`, async () => {
        const {page, response, failed} = await open(bundle, `${prefix}/docs/`);
        assert.equal(response?.status(), 200);
        assert.equal(new URL(page.url()).pathname, `${prefix}${docsRoot}`);
        await page.locator('article h1').first().waitFor();
        assert.equal(await page.locator('html').getAttribute('lang'), lang);
        assert.deepEqual(failed, []);
        await page.close();
      });

      test(`${locale}: search finds pages of this version`, async () => {
        const query = locale === 'en' ? 'gateway' : '网关';
        const filter = archived ? `&version=V${version}` : '';
        const {page, failed} = await open(bundle, `${prefix}/search?q=${encodeURIComponent(query)}${filter}`);
        const first = page.locator(`main a[href^="${prefix}${docsRoot}"]`).first();
        await first.waitFor({timeout: 15_000});
        assert.ok(await first.textContent());
        assert.deepEqual(failed, []);
        await page.close();
      });

      test(`${locale}: a diagram is drawn`, async () => {
        const dir = path.join(bundle.folder, 'site', prefix, ...docsRoot.split('/').filter(Boolean));
        const files = execFileSync('grep', ['-rl', '--include=index.html', '/img/diagrams/', dir], {encoding: 'utf8'});
        const file = files.split('\n').filter(Boolean).sort()[0];
        const route = `/${path.relative(path.join(bundle.folder, 'site'), path.dirname(file)).split(path.sep).join('/')}`;
        const {page, failed} = await open(bundle, route);
        const img = page.locator('img[src*="/img/diagrams/"]:visible').first();
        await img.scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (el) => /** @type {any} */ (el)?.complete && /** @type {any} */ (el).naturalWidth > 0,
          await img.elementHandle(),
        );
        assert.deepEqual(failed, []);
        await page.close();
      });

      test(`${locale}: an unknown path gets the localized 404 page with status 404`, async () => {
        const {page, response, failed} = await open(bundle, `${prefix}${docsRoot}no-such-page`);
        assert.equal(response?.status(), 404);
        assert.equal(await page.locator('html').getAttribute('lang'), lang);
        await page.locator('h1').first().waitFor();
        assert.deepEqual(failed, []);
        await page.close();
      });
    }

    test("production's URL rules: x.html and x/index.html redirect to the bare path, hostile paths go nowhere", async () => {
      const {HOSTILE_HTML_PATHS} = await import(RAW_HTTP);
      const [plain, index, dotfile, ...hostile] = rawGet(bundle, [
        `${docsRoot}quick-start/quick-install.html?x=1`,
        `${docsRoot}index.html`,
        '/.hidden/x.html',
        ...HOSTILE_HTML_PATHS,
      ]);
      assert.equal(plain.status, 301);
      assert.equal(plain.location, `${docsRoot}quick-start/quick-install?x=1`);
      assert.equal(index.status, 301);
      assert.equal(index.location, docsRoot);
      assert.equal(dotfile.status, 404, 'a dotfile path is not redirected');
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
      const [page, markdown, json, dotfile] = rawGet(bundle, [
        docsRoot,
        `${docsRoot}quick-start/quick-install.md`,
        '/version.json',
        '/.x',
      ]);
      assert.equal(page.type, 'text/html; charset=utf-8');
      assert.equal(markdown.type, 'text/markdown; charset=utf-8');
      assert.equal(json.type, 'application/json; charset=utf-8');
      assert.equal(dotfile.status, 404);
      const info = JSON.parse(fs.readFileSync(path.join(bundle.folder, 'site/version.json'), 'utf8'));
      assert.deepEqual(info.bundle, {version, archived});
      assert.match(info.commit, /^[0-9a-f]{40}$|^unknown$/);
      assert.match(path.basename(bundle.archive), new RegExp(`-${info.buildDate}\\.tar\\.gz$`));
    });

    test('it holds plain files only, its own version alone, and the MCP server', () => {
      const files = execFileSync('tar', ['-tzf', bundle.archive], {encoding: 'utf8'}).split('\n');
      assert.ok(!files.some((f) => /\.(br|gz)$/.test(f)), 'no precompressed twins');
      assert.ok(!files.some((f) => /\/img\/cards\//.test(f)), 'no social cards');
      for (const other of ARCHIVED_DOCS.map((v) => v.name).filter((v) => v !== version)) {
        const pattern = new RegExp(`/site/(en/)?(docs|search-index)/${other.replace('.', '\\.')}/`);
        assert.ok(!files.some((f) => pattern.test(f)), `no pages or index of ${other}`);
      }
      const current = /\/site\/(en\/)?docs\/(quick-start|installation|use-manual)\//;
      assert.equal(
        files.some((f) => current.test(f)),
        !archived,
        archived ? 'not the current docs' : 'the current docs',
      );
      for (const f of ['serve', 'serve.py', 'README.md', 'mcp/server.mjs', 'site/version.json', 'site/en/404.html']) {
        assert.ok(
          files.some((name) => name.endsWith(`/${f}`)),
          f,
        );
      }
    });
  });
}
