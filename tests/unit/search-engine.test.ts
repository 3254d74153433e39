import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hanKeys, shardOf, stem, textKeys} from '../../src/components/Search/tokenize.mjs';
import {prepareQuery} from '../../src/components/Search/query';
import {
  excerpt,
  queryKeys,
  rank,
  searchSite,
  type SearchIndex,
  indexesFor,
  indexVersions,
} from '../../src/components/Search/engine';
import {buildIndex, extractPage} from '../../scripts/lib/search-index.mjs';
import {popularPages, docsSections} from '../../src/data/searchSuggestions';
import {readRouteList, ROUTE_LISTS} from '../../shared/files.mjs';

test('Chinese is indexed as character pairs, Latin as stemmed words and identifier pieces', () => {
  assert.deepEqual(hanKeys('离线安装'), ['离线', '线安', '安装']);
  assert.deepEqual(hanKeys('卸'), ['卸']);
  // Pairs, then the single characters (for one-character queries).
  assert.deepEqual(textKeys('卸载 Rainbond'), ['卸载', '卸', '载', 'rainbond']);
  assert.deepEqual(textKeys('v5.15.3-release'), ['v5.15.3-release', '5.15.3', 'release']);
  assert.deepEqual(textKeys('rbd-gateway'), ['rbd-gateway', 'rbd', 'gateway']);
  // Full-width forms and case do not matter.
  assert.deepEqual(textKeys('ＨＥＬＭ Charts'), ['helm', 'chart']);
  assert.equal(stem('installing'), 'install');
  assert.equal(stem('policies'), 'policy');
  assert.equal(stem('status'), 'status');
  // A Latin prefix lives in the same file as the words it starts (instal → installation).
  assert.equal(shardOf('ra'), shardOf('rainbond'));
  assert.equal(shardOf('instal'), shardOf('installation'));
});

test('question words are dropped; the subject and versions stay', () => {
  assert.deepEqual(prepareQuery('怎么卸载Rainbond', 'zh').terms.join(' '), '卸 载 rainbond');
  assert.deepEqual(prepareQuery('How do I uninstall Rainbond?', 'en').terms, ['uninstall', 'rainbond']);
  assert.deepEqual(prepareQuery('5.15.3 有什么新功能', 'zh').versions, ['5.15.3']);
  assert.deepEqual(prepareQuery('v5.14 release notes', 'en').versions, ['5.14']);
  // A query made only of stop words is searched as typed rather than dropped.
  assert.deepEqual(prepareQuery('how', 'en').terms, ['how']);
});

test('query keys join neighbouring Chinese words again and match prefixes of the last word', () => {
  const keys = queryKeys(['离', '线', '安装']).map((k) => k.key);
  assert.deepEqual(keys, ['离线', '线安', '安装']);
  const latin = queryKeys(['helm', 'instal']);
  assert.deepEqual(
    latin.map((k) => [k.key, k.prefix]),
    [
      ['helm', false],
      ['instal', true],
    ],
  );
  assert.deepEqual(
    queryKeys(['卸']).map((k) => [k.key, k.prefix]),
    [['卸', false]],
  );
});

test('excerpts mark every match and are plain text', () => {
  const parts = excerpt('先卸载 Rainbond，再卸载 Kubernetes。<script>', ['卸载']);
  assert.deepEqual(
    parts.filter((p) => p.mark).map((p) => p.text),
    ['卸载', '卸载'],
  );
  assert.equal(parts.map((p) => p.text).join(''), '先卸载 Rainbond，再卸载 Kubernetes。<script>');
});

const html = (title: string, body: string, crumbs: string[] = []) =>
  `<html><head><meta name="description" content=""></head><body><nav>导航 卸载</nav><main>
  <nav class="theme-doc-breadcrumbs"><ul>${crumbs.map((c) => `<li class="breadcrumbs__item">${c}</li>`).join('')}</ul></nav>
  <article><h1>${title}</h1>${body}</article><footer>页脚</footer></main></body></html>`;

function memoryIndex(pages: {url: string; section: string; version?: string; html: string}[]): SearchIndex {
  const built = buildIndex(
    pages.map((p) => ({url: p.url, section: p.section, version: p.version, page: extractPage(p.html)})),
  );
  return {
    meta: {build: 'test', shards: built.shards.length, docs: built.docs},
    base: '/',
    shard: async (n) => built.shards[n],
    page: async (doc) => built.pages[doc],
  } as SearchIndex;
}

const corpus = memoryIndex([
  {
    url: '/docs/installation/uninstall',
    section: 'docs',
    version: 'V5.15',
    html: html(
      '卸载 Kubernetes 和 Rainbond',
      '<p>按顺序删除平台组件。</p><h2 id="steps">删除步骤</h2><p>先卸载 Rainbond。</p>',
      ['安装', '卸载 Kubernetes 和 Rainbond'],
    ),
  },
  {
    url: '/docs/upgrade/latest-version',
    section: 'docs',
    version: 'V5.15',
    html: html('升级到最新版本', '<p>把平台升级到 v5.15.3，先备份数据库。</p>'),
  },
  {
    url: '/community/change/5.15.3',
    section: 'community',
    html: html('v5.15.3-release', '<p>本版本修复了升级和卸载时的问题，升级到最新版本请看升级文档。</p>'),
  },
  {
    url: '/docs/5.14/upgrade/latest-version',
    section: 'docs',
    version: 'V5.14',
    html: html('升级到最新版本', '<p>把平台升级到 v5.14.2。</p>'),
  },
]);

test('chrome is left out of the index: the nav and footer words find nothing', async () => {
  const page = extractPage(
    html('标题', '<div data-search-ignore><a href="x.md">查看 Markdown</a></div><p>正文</p>', ['安装', '标题']),
  );
  assert.deepEqual(page.crumbs, ['安装']);
  assert.ok(!page.sections.some((s) => s.text.includes('导航') || s.text.includes('页脚')));
  // Controls inside the content (Copy as Markdown, Enlarge diagram) are not what the page says.
  assert.ok(!page.sections.some((s) => s.text.includes('Markdown')));
});

test('ranking: title first, docs before release notes unless the query names the version', async () => {
  const urls = async (q: string) =>
    (await searchSite(corpus, q, {locale: 'zh', preferVersion: 'V5.15'})).map((r) => r.url);
  assert.equal((await urls('卸载'))[0], '/docs/installation/uninstall');
  assert.equal((await urls('怎么卸载'))[0], '/docs/installation/uninstall');
  assert.equal((await urls('升级到最新版本'))[0], '/docs/upgrade/latest-version');
  assert.equal((await urls('5.15.3'))[0], '/community/change/5.15.3');
  // Other versions' docs come after the current version's.
  const upgrade = await urls('升级');
  assert.ok(upgrade.indexOf('/docs/5.14/upgrade/latest-version') > upgrade.indexOf('/docs/upgrade/latest-version'));
  assert.deepEqual(await urls('完全无关的词语'), []);
});

test('results carry section, breadcrumb and the matching headings as sub-results', async () => {
  const [top] = await searchSite(corpus, '删除步骤', {locale: 'zh', preferVersion: 'V5.15'});
  assert.equal(top.section, 'docs');
  assert.deepEqual(top.crumbs, ['安装']);
  assert.deepEqual(
    top.subResults.map((s) => s.url),
    ['/docs/installation/uninstall#steps'],
  );
  const scored = await rank(corpus, queryKeys(['卸载']), []);
  assert.ok(scored.length >= 2);
});

test('the no-results suggestions lead to pages that exist', () => {
  const routes = new Set(readRouteList(ROUTE_LISTS.all).map((r: string) => r.replace(/\/$/, '')));
  assert.ok(docsSections.length > 0 && popularPages.length > 0);
  for (const {to} of [...docsSections, ...popularPages]) assert.ok(routes.has(to.replace(/\/$/, '')), to);
});

test('archived docs versions have indexes of their own, read only when asked for or being read', () => {
  const archives = ['5.14', '5.13', '5.10'];
  assert.deepEqual(indexesFor(archives, {}), [undefined]);
  assert.deepEqual(indexesFor(archives, {readingVersion: 'V5.15'}), [undefined]);
  assert.deepEqual(indexesFor(archives, {readingVersion: 'V5.13'}), [undefined, '5.13'], 'current results first');
  assert.deepEqual(indexesFor(archives, {filterVersion: 'V5.10', readingVersion: 'V5.13'}), ['5.10']);
  assert.deepEqual(indexesFor(archives, {filterVersion: 'V5.15'}), [undefined]);
  const index = {meta: {build: 'x', shards: 1, docs: [['/docs/', 'Docs', 'docs', 'V5.15', []]], archives}} as never;
  assert.deepEqual(indexVersions(index), ['V5.15', 'V5.14', 'V5.13', 'V5.10']);
});

test('words that name Object members are searched like any other word, never breaking the search', async () => {
  const words = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
  const withWords = memoryIndex([
    {
      url: '/docs/plugin',
      section: 'docs',
      version: 'V5.15',
      html: html('Plugin API', `<p>${words.join(' ')} are fields of the plugin object.</p>`),
    },
    {url: '/docs/other', section: 'docs', version: 'V5.15', html: html('Other', '<p>Nothing special here.</p>')},
  ]);
  for (const word of words) {
    // In an index that has the word, it finds the page; in one that lacks it, nothing, without throwing.
    const found = await searchSite(withWords, word, {locale: 'en', preferVersion: 'V5.15'});
    assert.deepEqual(
      found.map((r) => r.url),
      ['/docs/plugin'],
      word,
    );
    assert.deepEqual(await searchSite(corpus, word, {locale: 'en', preferVersion: 'V5.15'}), [], word);
    assert.deepEqual(
      queryKeys([word.toLowerCase()]).flatMap((k) => k.alts),
      [],
      word,
    );
  }
});
