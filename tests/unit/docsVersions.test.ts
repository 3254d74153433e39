import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ARCHIVED_DOCS,
  docsPass,
  docsVersionLabel,
  docsVersionOfPath,
  docsVersionRoot,
  pathInDocsVersion,
} from '../../settings.mjs';
import {fillPlatformValues, PLATFORM, platformValuesFor} from '../../src/data/platform.mjs';
import {anchorHrefs, brokenLinks, pageIds} from '../../scripts/lib/built-links.mjs';
import {hasPage} from '../../internals/build/route-match';

test('versions.json, the archived docs folders and ARCHIVED_DOCS name the same versions, newest first', () => {
  const names = ARCHIVED_DOCS.map((v) => v.name);
  assert.deepEqual(JSON.parse(fs.readFileSync('versions.json', 'utf8')), names);
  assert.deepEqual(names, ['5.14', '5.13', '5.12', '5.11', '5.10'], 'SPEC §9: V5.14 to V5.10');
  // Each archived version has its docs, sidebars and English docs, and no folder holds a version the list dropped.
  const versionsIn = (dir: string, pattern: RegExp) =>
    fs
      .readdirSync(dir)
      .flatMap((entry) => pattern.exec(entry)?.[1] ?? [])
      .sort();
  const listed = [...names].sort();
  assert.deepEqual(versionsIn('versioned_docs', /^version-([\d.]+)$/), listed);
  assert.deepEqual(versionsIn('versioned_sidebars', /^version-([\d.]+)-sidebars\.json$/), listed);
  assert.deepEqual(versionsIn('i18n/en/docusaurus-plugin-content-docs', /^version-([\d.]+)$/), listed, 'English docs');
  assert.equal(docsVersionLabel('current'), 'V5.15');
  assert.equal(docsVersionLabel('5.12'), 'V5.12');
});

test('a page path tells its docs version; the API reference and the versions page have none', () => {
  assert.equal(docsVersionOfPath('/docs/'), 'current');
  assert.equal(docsVersionOfPath('/en/docs/quick-start/quick-install'), 'current');
  assert.equal(docsVersionOfPath('/docs/5.14/'), '5.14');
  assert.equal(docsVersionOfPath('/en/docs/5.10/devops/'), '5.10');
  for (const p of ['/blog/x', '/docs/api/team/getTeamList', '/docs/Intro', '/docs/versions', '/en/docs/versions/', '/'])
    assert.equal(docsVersionOfPath(p), null, p);
});

test('the same page in another version keeps the locale and the path inside the version', () => {
  assert.equal(pathInDocsVersion('/docs/quick-start/quick-install', '5.13'), '/docs/5.13/quick-start/quick-install');
  assert.equal(
    pathInDocsVersion('/en/docs/5.13/quick-start/quick-install', 'current'),
    '/en/docs/quick-start/quick-install',
  );
  assert.equal(pathInDocsVersion('/docs/5.14/', '5.10'), '/docs/5.10/');
  assert.equal(pathInDocsVersion('/en/docs/', '5.11'), '/en/docs/5.11/');
  assert.equal(docsVersionRoot('current'), '/docs/');
  assert.throws(() => pathInDocsVersion('/blog/x', 'current'), /not a versioned docs page/);
});

test('DOCS_VERSION picks an archive pass; an unknown one fails naming the known ones', () => {
  assert.equal(docsPass({}), null);
  assert.equal(docsPass({DOCS_VERSION: 'current'}), null);
  assert.deepEqual(docsPass({DOCS_VERSION: '5.12'}), {name: '5.12', latest: '5.12.0'});
  assert.throws(() => docsPass({DOCS_VERSION: '5.9'}), /5\.9.*known: 5\.14, 5\.13/);
});

test('an archived version states its own release tag and Kubernetes range; current pages the current ones', () => {
  assert.equal(
    fillPlatformValues('%%release_tag%% %%version%%', '/site/versioned_docs/version-5.12/upgrade/latest-version.md'),
    'v5.12.0-release 5.12.0',
  );
  const en = platformValuesFor('/site/i18n/en/docusaurus-plugin-content-docs/version-5.11/a.md');
  assert.equal(en.release_tag, 'v5.11.1-release');
  assert.equal(en.k8s_range, '1.19–1.25');
  assert.equal(en.console_port, PLATFORM.console_port);
  assert.equal(fillPlatformValues('%%release_tag%%', '/site/docs/a.md'), PLATFORM.release_tag);
  assert.throws(() => platformValuesFor('/site/versioned_docs/version-4.0/a.md'), /4\.0 is not in ARCHIVED_DOCS/);
});

test('route tree: a path has a page only at a leaf, not at the catch-all or a parent without a matching child', () => {
  const tree = [
    {path: '/blog', component: 'b', exact: true},
    {
      path: '/docs',
      component: 'root',
      routes: [{path: '/docs', component: 'version', routes: [{path: '/docs/a', component: 'a', exact: true}]}],
    },
    {path: '*', component: '*'},
  ];
  assert.ok(hasPage(tree, '/blog'));
  assert.ok(hasPage(tree, '/docs/a/'));
  assert.ok(!hasPage(tree, '/docs/5.14/a'), 'another build’s docs: the docs parent matched, no child did');
  assert.ok(!hasPage(tree, '/community/support'), 'only the catch-all');
});

test('built links: every same-site link and anchor of a page must exist; external links are not followed', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  };
  write('docs/5.14/a/index.html', '<a href=../b>b</a><a href="/blog/x#top">x</a><a href="/blog/x#gone">x</a>');
  write(
    'docs/5.14/b.html',
    '<a class=y href=https://www.rainbond.com/nowhere>n</a><a href="https://github.com/x">g</a>',
  );
  write('blog/x/index.html', '<h1 id=top>x</h1>');
  const pages = ['docs/5.14/a/index.html', 'docs/5.14/b.html'].map((f) => path.join(dir, f));
  const problems = brokenLinks(dir, pages, 'https://www.rainbond.com/');
  assert.deepEqual(
    problems.map((p) => `${p.page} ${p.href}`),
    ['docs/5.14/a/index.html /blog/x#gone', 'docs/5.14/b.html https://www.rainbond.com/nowhere'],
  );
  assert.deepEqual(anchorHrefs('<a data-x=1 href="/a?b=1&amp;c=2">'), ['/a?b=1&c=2']);
  assert.ok(pageIds('<div id=x></div><h2 id="y z">').has('y z'));
});
