// What the release-notes and docs-changes feeds list (scripts/lib/feeds.mjs): the docs collector against a throwaway
// git repository with one commit per kind of change, and the pure parts (routes, the formatting rule, version order,
// the feed text read back by a feed parser) on their own.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseFeed} from '@rowanmanning/feed-parser';
import {
  collectDocsChanges,
  collectReleases,
  compareVersions,
  routesBySource,
  docsEntries,
  releaseEntries,
  renderFeed,
} from '../../scripts/lib/feeds.mjs';
import {gitHistoryState} from '../../shared/git-history.mjs';
import {isFormattingOnly} from '../../shared/content-compare.mjs';
import type {PageMetadata} from '../../shared/page-metadata.mjs';
import {GIT_ENV, T0, fixtureRepo as gitFixture} from '../fixtures/git-repo';

const made: string[] = [];
/** A fresh temporary folder, removed when the file's tests end. */
function tmp(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `feeds-${name}-`));
  made.push(dir);
  return dir;
}
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A git repository in a fresh temporary folder (tests/fixtures/git-repo.ts). */
const fixtureRepo = () => gitFixture(tmp('repo'));

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const B_BEFORE = page('表格', '##安装\n\n安装Rainbond 之后运行 `grctl`。\n\n| 参数 | 默认值 |\n|---|---|\n| a | 1 |');
const B_AFTER = page(
  '表格',
  '## 安装\n\n安装 **Rainbond** 之后运行 grctl。\n\n| 参数 | 默认值 |\n|:-----|-----:|\n| a | 1 |',
);
const C_BEFORE = page('链接', '先看[快速安装](./quick-install)和[参考][ref]。\n\n[ref]: ./a');
const C_AFTER = page('链接', '先看[快速安装](../quick-start/quick-install.md "安装")和[参考][ref]。\n\n[ref]: ../b');
const EN_A = 'i18n/en/docusaurus-plugin-content-docs/current/a.md';

/** One commit per kind of change the docs feed must tell apart. */
function docsHistory() {
  const repo = fixtureRepo();
  repo.commit('init', {
    'docs/a.md': page('甲', '第一版。'),
    'docs/b.md': B_BEFORE,
    'docs/c.md': C_BEFORE,
    'docs/old.md': page('旧名', '这一页会改名。'),
    'docs/gone.md': page('删除', '这一页会被删除。'),
    'docs/_partial.mdx': '片段',
    [EN_A]: page('A', 'First version.'),
  });
  repo.commit('content change', {'docs/a.md': page('甲', '第二版：新增了一段说明。')});
  repo.commit('whitespace, emphasis, heading and table rule only', {'docs/b.md': B_AFTER});
  repo.commit('link targets only', {'docs/c.md': C_AFTER});
  repo.commit('English only', {[EN_A]: page('A', 'Second version, with a new paragraph.')});
  repo.commit('new page', {'docs/new.md': page('新页', '新的一页。')});
  repo.commit('rename', {}, [['docs/old.md', 'docs/renamed.md']]);
  repo.commit('delete', {'docs/gone.md': null});
  repo.commit('partial edited', {'docs/_partial.mdx': '片段第二版'});
  return repo;
}

test('the docs feed lists each current page once, at its newest content change, newest first', () => {
  const repo = docsHistory();
  const changes = collectDocsChanges({repoDir: repo.dir, history: gitHistoryState(repo.dir)});
  assert.deepEqual(
    changes.map((c) => [c.file, repo.label(c.commit), c.kind]),
    [
      ['docs/renamed.md', 'rename', 'moved'],
      ['docs/new.md', 'new page', 'added'],
      ['docs/a.md', 'content change', 'changed'],
      // Their only later commits changed formatting or link targets: the page is listed at its creation.
      ['docs/b.md', 'init', 'added'],
      ['docs/c.md', 'init', 'added'],
    ],
  );
  assert.equal(changes[1].date.toISOString(), new Date((T0 + 500) * 1000).toISOString(), 'the commit date');
});

test('a formatting-only commit is left out, and the English-only commit is never a docs change', () => {
  const repo = docsHistory();
  const labels = collectDocsChanges({repoDir: repo.dir, history: gitHistoryState(repo.dir)}).map((c) =>
    repo.label(c.commit),
  );
  assert.ok(!labels.includes('whitespace, emphasis, heading and table rule only'), labels.join(', '));
  assert.ok(!labels.includes('link targets only'), labels.join(', '));
  assert.ok(!labels.includes('English only'), labels.join(', '));
});

test('the docs feed stops at its limit, keeping the newest', () => {
  const repo = docsHistory();
  const changes = collectDocsChanges({repoDir: repo.dir, history: gitHistoryState(repo.dir), limit: 2});
  assert.deepEqual(
    changes.map((c) => c.file),
    ['docs/renamed.md', 'docs/new.md'],
  );
});

test('a shallow clone lists what its commits hold, with a warning, and does not announce every page as new', () => {
  const repo = docsHistory();
  const clone = tmp('shallow');
  // The newest four commits: delete, rename, new page (its oldest, whose parent the clone lacks) and partial edited.
  execFileSync('git', ['clone', '--quiet', '--depth', '4', `file://${repo.dir}`, clone], {env: GIT_ENV});
  const history = gitHistoryState(clone);
  assert.equal(history.state, 'shallow');
  assert.match(history.warning ?? '', /shallow/);
  assert.deepEqual(
    collectDocsChanges({repoDir: clone, history}).map((c) => [c.file, repo.label(c.commit)]),
    [['docs/renamed.md', 'rename']],
  );
});

test('without git the docs feed is empty, with a warning, instead of failing the build', () => {
  const dir = tmp('nogit');
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs/a.md'), page('甲', '正文'));
  const history = gitHistoryState(dir);
  assert.equal(history.state, 'none');
  assert.match(history.warning ?? '', /no git history/);
  assert.deepEqual(collectDocsChanges({repoDir: dir, history}), []);
});

test('formatting is whitespace, emphasis and code markers, link targets, table rules; words and values are content', () => {
  assert.ok(isFormattingOnly(B_BEFORE, B_AFTER));
  assert.ok(isFormattingOnly(C_BEFORE, C_AFTER));
  assert.ok(isFormattingOnly('<a href="/x">文档</a>', '<a href="/y">文档</a>'));
  assert.ok(!isFormattingOnly('安装 Rainbond 5.15', '安装 Rainbond 5.16'));
  assert.ok(!isFormattingOnly('[快速安装](./x)', '[单机安装](./x)'));
  assert.ok(!isFormattingOnly('```bash\nhelm install rainbond\n```', '```bash\nhelm upgrade rainbond\n```'));
  assert.ok(!isFormattingOnly('---\ntitle: 甲\n---\n正文', '---\ntitle: 乙\n---\n正文'));
  assert.ok(!isFormattingOnly('| a | b |\n|---|---|', '| a | b | c |\n|---|---|---|'));
});

test('a changed file finds its page through the build metadata: the default locale, by source', () => {
  const routes = routesBySource(
    metadataOf([
      {
        permalink: '/docs-site/docs/',
        title: '介绍',
        kind: 'doc',
        crumbs: [],
        source: 'docs/quick-start/introduction.md',
      },
      {
        permalink: '/docs-site/en/docs/',
        title: 'Intro',
        kind: 'doc',
        crumbs: [],
        source: 'docs/quick-start/introduction.md',
      },
      {permalink: '/docs-site/blog/x', title: '博客', kind: 'blog', crumbs: []},
    ]),
    SITE,
  );
  assert.deepEqual([...routes], [['docs/quick-start/introduction.md', '/docs/']]);
});

test('versions sort as versions, not as text', () => {
  assert.deepEqual(['5.9.0', '5.15.3', '5.10.1', '5.15.0'].sort(compareVersions), [
    '5.15.3',
    '5.15.0',
    '5.10.1',
    '5.9.0',
  ]);
});

const RELEASE_EN = 'i18n/en/docusaurus-plugin-content-docs-community/current/change';

test('release notes: newest version first, dated by their first commit, English text from the twin', () => {
  const repo = fixtureRepo();
  const notes = (v: string, d: string) => `---\ntitle: v${v}-release\ndescription: ${d}\n---\n\n正文\n`;
  repo.commit('5.9.0', {'community/change/5.9.0.md': notes('5.9.0', '五点九'), 'community/change/index.mdx': '# 变更'});
  repo.commit('5.10.0', {'community/change/5.10.0.md': notes('5.10.0', '五点十')});
  repo.commit('5.15.3', {
    'community/change/5.15.3.md': notes('5.15.3', '五点十五点三'),
    [`${RELEASE_EN}/5.15.3.md`]: notes('5.15.3', 'Five fifteen three'),
  });
  repo.commit('typo in 5.9.0', {'community/change/5.9.0.md': notes('5.9.0', '五点九，修正')});
  const fallbackDate = new Date(0);
  const releases = collectReleases({repoDir: repo.dir, history: gitHistoryState(repo.dir), fallbackDate});
  assert.deepEqual(
    releases.map((r) => [r.version, r.source, r.date.getTime() / 1000 - T0]),
    [
      ['5.15.3', 'community/change/5.15.3.md', 200],
      ['5.10.0', 'community/change/5.10.0.md', 100],
      ['5.9.0', 'community/change/5.9.0.md', 0],
    ],
  );
  assert.equal(releases[0].text.en?.description, 'Five fifteen three');
  assert.equal(releases[1].text.en, undefined);

  const zhPage = (v: string): PageMetadata => ({
    permalink: `/docs-site/community/change/${v}`,
    title: `v${v}-release`,
    kind: 'doc',
    crumbs: [],
    source: `community/change/${v}.md`,
  });
  const metadata = metadataOf([
    zhPage('5.15.3'),
    zhPage('5.10.0'),
    zhPage('5.9.0'),
    {
      permalink: '/docs-site/en/community/change/5.15.3',
      title: 'v5.15.3-release',
      kind: 'doc',
      crumbs: [],
      section: 'Release notes',
    },
    {
      permalink: '/docs-site/en/community/change/5.10.0',
      title: 'v5.10.0-release',
      kind: 'doc',
      crumbs: ['Release notes'],
    },
    {permalink: '/docs-site/en/community/change/5.9.0', title: 'v5.9.0-release', kind: 'doc', crumbs: []},
  ]);
  const entries = releaseEntries(releases, 'en', metadata, SITE);
  assert.deepEqual(
    entries.map((e) => [e.link, e.description, e.section]),
    [
      ['https://example.com/docs-site/en/community/change/5.15.3', 'Five fifteen three', 'Release notes'],
      // No English twin yet: the Chinese description rather than none.
      ['https://example.com/docs-site/en/community/change/5.10.0', '五点十', 'Release notes'],
      ['https://example.com/docs-site/en/community/change/5.9.0', '五点九，修正', undefined],
    ],
  );
  assert.throws(
    () =>
      releaseEntries(
        releases,
        'en',
        metadataOf(metadata.pages.filter((p) => !p.permalink.endsWith('/en/community/change/5.10.0'))),
        SITE,
      ),
    /community\/change\/5\.10\.0\.md \(5\.10\.0\) has no en page/,
  );
});

test('a release page without a title fails, naming the file', () => {
  const dir = tmp('release');
  fs.mkdirSync(path.join(dir, 'community/change'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'community/change/5.15.3.md'), '---\ndescription: 没有标题\n---\n正文\n');
  assert.throws(
    () => collectReleases({repoDir: dir, history: {state: 'none'}, fallbackDate: new Date(0)}),
    /community\/change\/5\.15\.3\.md has no title/,
  );
});

const SITE = {url: 'https://example.com', baseUrl: '/docs-site/'};

function metadataOf(pages: PageMetadata[]) {
  const byRoute = new Map(pages.map((p) => [p.permalink.replace(/\/$/, ''), p]));
  return {get: (route: string) => byRoute.get(route.replace(/\/$/, '')), pages};
}

test('docs entries: the locale page’s title and absolute link, which section changed, a page the build lacks named', () => {
  const changes = [
    {file: 'docs/ops/backup.md', commit: 'a'.repeat(40), date: new Date(2000), kind: 'changed' as const},
    {file: 'docs/ops/index.md', commit: 'b'.repeat(40), date: new Date(1000), kind: 'added' as const},
    {file: 'docs/not-built.md', commit: 'c'.repeat(40), date: new Date(500), kind: 'changed' as const},
  ];
  const metadata = metadataOf([
    {permalink: '/docs-site/docs/ops/backup', title: '备份', kind: 'doc', crumbs: [], source: 'docs/ops/backup.md'},
    {permalink: '/docs-site/docs/ops/', title: '运维', kind: 'doc', crumbs: [], source: 'docs/ops/index.md'},
    {
      permalink: '/docs-site/en/docs/ops/backup',
      title: 'Back up',
      kind: 'doc',
      crumbs: ['Operations'],
      section: 'Operations',
    },
    {permalink: '/docs-site/en/docs/ops/', title: 'Operations', kind: 'doc', crumbs: [], section: 'Operations'},
  ]);
  const {entries, missing} = docsEntries(changes, 'en', metadata, SITE);
  assert.deepEqual(
    entries.map((e) => [e.title, e.link, e.id, e.description, e.section]),
    [
      [
        'Back up',
        'https://example.com/docs-site/en/docs/ops/backup',
        `https://example.com/docs-site/en/docs/ops/backup#change-${'a'.repeat(12)}`,
        'The content of “Back up” in the Operations section changed.',
        'Operations',
      ],
      [
        'Operations',
        'https://example.com/docs-site/en/docs/ops/',
        `https://example.com/docs-site/en/docs/ops/#change-${'b'.repeat(12)}`,
        'New page: “Operations”.',
        'Operations',
      ],
    ],
  );
  assert.deepEqual(missing, ['docs/not-built.md']);
});

test('both formats parse with a feed parser; updated is SOURCE_DATE_EPOCH when set, else the newest entry', () => {
  const entries = [
    {
      title: '新页',
      link: 'https://example.com/docs-site/docs/b',
      id: 'https://example.com/docs-site/docs/b#change-1',
      date: new Date('2026-01-02T00:00:00Z'),
      description: '新增',
      section: '运维',
    },
    {
      title: '旧页',
      link: 'https://example.com/docs-site/docs/a',
      id: 'https://example.com/docs-site/docs/a#change-2',
      date: new Date('2026-01-01T00:00:00Z'),
    },
  ];
  const text = renderFeed({id: 'docs', locale: 'zh', entries, site: SITE, env: {}});
  for (const [format, xml] of Object.entries(text)) {
    const feed = parseFeed(xml);
    assert.equal(feed.meta.type, format);
    assert.equal(feed.title, 'Rainbond 文档更新');
    assert.equal(feed.updated?.toISOString(), '2026-01-02T00:00:00.000Z', format);
    assert.deepEqual(
      feed.items.map((item) => [item.title, item.url, item.categories.map((c) => c.label ?? c.term)]),
      [
        ['新页', 'https://example.com/docs-site/docs/b', ['运维']],
        ['旧页', 'https://example.com/docs-site/docs/a', []],
      ],
    );
  }
  assert.match(text.rss, /<atom:link href="https:\/\/example\.com\/docs-site\/feeds\/docs\/rss\.xml" rel="self"/);
  const pinned = renderFeed({
    id: 'releases',
    locale: 'en',
    entries,
    site: SITE,
    env: {SOURCE_DATE_EPOCH: '1700000000'},
  });
  assert.equal(parseFeed(pinned.atom).updated?.toISOString(), '2023-11-14T22:13:20.000Z');
  assert.match(
    pinned.atom,
    /<link rel="self" href="https:\/\/example\.com\/docs-site\/en\/feeds\/releases\/atom\.xml"\/>/,
  );
});
