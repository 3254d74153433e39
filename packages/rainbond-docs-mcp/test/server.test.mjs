// The docs MCP server through the official SDK's own client, started the way an editor starts it (stdio), inside a
// network namespace with no network at all (`unshare -n`, as root), over the data the site build wrote.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// The file users run: the bundle, with no node_modules needed.
const server = path.join(here, '../dist/server.mjs');
const relevance = JSON.parse(fs.readFileSync(path.join(here, '../../../tests/search/relevance.json'), 'utf8'));
const offline = spawnSync('unshare', ['-n', 'true']).status === 0;
/** @type {Client} */
let client;

before(async () => {
  assert.ok(offline, 'unshare -n works here (root): the server is tested with no network');
  const transport = new StdioClientTransport({
    command: 'unshare',
    args: ['-n', process.execPath, server],
    stderr: 'pipe',
  });
  client = new Client({name: 'docs-test', version: '1.0.0'});
  await client.connect(transport);
});

after(async () => {
  await client?.close();
});

/** Calls a tool and returns its JSON answer, failing on a tool error. @param {string} name @param {object} args */
async function call(name, args) {
  const result = await client.callTool({name, arguments: args});
  const text = /** @type {any} */ (result).content[0].text;
  assert.ok(!result.isError, `${name}: ${text}`);
  return JSON.parse(text);
}

const pathOf = (/** @type {string} */ url) => new URL(url).pathname.replace(/\/$/, '');

test('it offers the three tools', async () => {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['list_pages', 'read_page', 'search_docs']);
});

test('a Chinese and an English search find the page, with its Markdown copy', async () => {
  const zh = await call('search_docs', {query: '离线安装', locale: 'zh'});
  assert.equal(pathOf(zh[0].url), '/docs/installation/offline');
  assert.match(zh[0].markdown, /\/docs\/installation\/offline\.md$/);
  const en = await call('search_docs', {query: 'offline installation', locale: 'en'});
  assert.ok(
    en.slice(0, 3).some((r) => pathOf(r.url) === '/en/docs/installation/offline'),
    JSON.stringify(en.slice(0, 3)),
  );
});

test('a page reads as Markdown in both locales, and a path outside the docs is refused', async () => {
  const zh = await call('read_page', {page: '/docs/quick-start/quick-install'});
  assert.match(zh.markdown, /^# .+\n/);
  assert.match(zh.markdown, /[\u4e00-\u9fff]{4}/);
  assert.doesNotMatch(zh.markdown, /%%\w+%%/, 'platform values are filled in');
  const en = await call('read_page', {page: 'https://www.rainbond.com/en/docs/quick-start/quick-install'});
  assert.doesNotMatch(en.markdown, /[\u4e00-\u9fff]/);
  const escape = await client.callTool({name: 'read_page', arguments: {page: '/docs/../../../../etc/passwd'}});
  assert.ok(escape.isError);
});

test('an archived version is searched and read on its own', async () => {
  const results = await call('search_docs', {query: '离线安装', locale: 'zh', version: '5.12'});
  assert.ok(results.length > 0);
  for (const r of results) assert.match(pathOf(r.url), /^\/docs\/5\.12\//);
  const page = await call('read_page', {page: results[0].url});
  assert.match(page.markdown, /^# /);
  const sections = await call('list_pages', {locale: 'en', version: '5.12'});
  assert.ok(
    sections.some((s) => s.section === '/en/docs/5.12/installation'),
    JSON.stringify(sections.slice(0, 5)),
  );
  const unknown = await client.callTool({name: 'search_docs', arguments: {query: 'x', version: '4.0'}});
  assert.ok(unknown.isError);
});

test("a section's pages are listed", async () => {
  const pages = await call('list_pages', {locale: 'zh', section: '/docs/installation'});
  assert.ok(pages.length > 5);
  for (const p of pages) assert.match(pathOf(p.url), /^\/docs\/installation(\/|$)/);
});

test("the relevance set's queries find what the site's search finds (recall@5 at the site's gate)", async () => {
  for (const locale of ['zh', 'en']) {
    let found = 0;
    const misses = [];
    for (const {q, expect} of relevance[locale]) {
      const results = await call('search_docs', {query: q, locale, limit: 5});
      const paths = results.map((r) => pathOf(r.url));
      if (expect.some((e) => paths.includes(e.replace(/\/$/, '')))) found += 1;
      else misses.push(q);
    }
    const recall = found / relevance[locale].length;
    assert.ok(recall >= 0.9, `${locale}: recall@5 ${recall.toFixed(3)}; misses: ${misses.join(' | ')}`);
  }
});
