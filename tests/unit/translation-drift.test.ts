// Translation drift (shared/translation-drift.mjs): an English twin records the Chinese text it translates; a
// changed Chinese paragraph makes it drifted since that commit's date, the gate fails once the grace period is past,
// `--done` brings it back in step, and the English page shows the notice (plugins/remark-translation-notice.mjs).
// Driven against a throwaway git repository with the site's own section folders.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  GRACE_DAYS,
  RECORD_KEY,
  checkTranslations,
  chineseDiff,
  readRecord,
  recordTwin,
  translationHash,
  twinOfFile,
  twinStates,
  withRecord,
} from '../../shared/translation-drift.mjs';
import remarkTranslationNotice from '../../plugins/remark-translation-notice.mjs';
import {statusPage} from '../../scripts/build/translation-status.mjs';
import {GIT_ENV, fixtureRepo} from '../fixtures/git-repo';

const DAY = 86_400;
const NOW_S = Math.floor(Date.now() / 1000);
const NOW = new Date(NOW_S * 1000);
const daysAgo = (days: number) => NOW_S - days * DAY;

const made: string[] = [];
/** A fresh temporary folder, removed when the file's tests end. */
function tmp(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `translation-drift-${name}-`));
  made.push(dir);
  return dir;
}
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

const ZH = 'docs/install/quick.md';
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/install/quick.md';
const ZH_OTHER = 'community/support.md';
const EN_OTHER = 'i18n/en/docusaurus-plugin-content-docs-community/current/support.md';
const ZH_UNTRANSLATED = 'blog/2024-01-01-new.md';

const zhPage = (body: string) => `---\ntitle: 快速安装\ndescription: 在一台机器上安装 Rainbond。\n---\n\n${body}\n`;
const ZH_V1 = zhPage('## 安装\n\n运行 `install.sh` 安装 Rainbond，详见[安装说明](./a)。\n\n安装完成后打开控制台。');
// Link target, emphasis, code markers and spacing only.
const ZH_V1_FORMATTED = zhPage(
  '##  安装\n\n运行 install.sh 安装 **Rainbond**，详见[安装说明](../install/b.md "说明")。\n\n安装完成后\n打开控制台。',
);
// A changed paragraph: a new step.
const ZH_V2 = zhPage(
  '## 安装\n\n运行 `install.sh` 安装 Rainbond，详见[安装说明](./a)。\n\n安装完成后先创建团队，再打开控制台。',
);
const enPage = (record: string) =>
  `---\ntitle: Quick install\ndescription: Install Rainbond on one machine.\n${RECORD_KEY}: ${record}\n---\n\n## Install\n\nRun \`install.sh\`.\n`;

/** A zh page and its twin in step (committed 60 days ago), a second pair in step, and a zh post with no twin. */
function inStepRepo() {
  const repo = fixtureRepo(tmp('repo'));
  repo.commit(
    'pages and twins',
    {
      [ZH]: ZH_V1,
      [EN]: enPage(translationHash(ZH_V1)),
      [ZH_OTHER]: '---\ntitle: 支持\n---\n\n联系我们。\n',
      [EN_OTHER]: enPage(translationHash('---\ntitle: 支持\n---\n\n联系我们。\n')),
      [ZH_UNTRANSLATED]: '---\ntitle: 新文章\nslug: new\n---\n\n正文。\n',
    },
    [],
    {time: daysAgo(60)},
  );
  return repo;
}

const stateOf = (repoDir: string, zh: string, now = NOW) => twinStates(repoDir, {now}).find((s) => s.zh === zh)!;

test('a twin in step, and a formatting-only Chinese edit (link target, emphasis, whitespace) keeps it in step', () => {
  const repo = inStepRepo();
  assert.equal(stateOf(repo.dir, ZH).state, 'in-step');
  repo.commit('formatting only', {[ZH]: ZH_V1_FORMATTED}, [], {time: daysAgo(50)});
  assert.equal(stateOf(repo.dir, ZH).state, 'in-step');
  assert.equal(translationHash(ZH_V1), translationHash(ZH_V1_FORMATTED));
});

test('a changed Chinese paragraph committed 40 days ago: listed as drifted since that commit, the gate fails', () => {
  const repo = inStepRepo();
  repo.commit('formatting only', {[ZH]: ZH_V1_FORMATTED}, [], {time: daysAgo(50)});
  const changed = repo.commit('new step', {[ZH]: ZH_V2}, [], {time: daysAgo(40)});
  // A later formatting-only commit does not move the date.
  repo.commit('formatting again', {[ZH]: ZH_V2.replace('## 安装', '##   安装')}, [], {time: daysAgo(39)});
  const state = stateOf(repo.dir, ZH);
  assert.equal(state.state, 'drifted');
  assert.equal(state.drift?.since?.getTime(), daysAgo(40) * 1000);
  assert.equal(state.drift?.commit, changed);
  assert.equal(repo.label(state.drift!.matched!), 'formatting only', 'the newest commit the record matches');

  const {failures, warnings} = checkTranslations(twinStates(repo.dir, {now: NOW}), {now: NOW});
  assert.deepEqual(warnings, []);
  assert.equal(failures.length, 1);
  assert.match(failures[0], new RegExp(`^${EN}: ${ZH} changed on \\d{4}-\\d{2}-\\d{2}, 40 days ago`));

  const diff = chineseDiff(repo.dir, state);
  assert.match(diff, /^\+安装完成后先创建团队，再打开控制台。$/m, diff);
  assert.match(diff, /^-安装完成后$/m, diff);
});

test('inside the grace period the gate passes; a second change 5 days ago is dated 5 days ago', () => {
  const repo = inStepRepo();
  const changed = repo.commit('new step', {[ZH]: ZH_V2}, [], {time: daysAgo(5)});
  const states = twinStates(repo.dir, {now: NOW});
  const state = states.find((s) => s.zh === ZH)!;
  assert.equal(state.state, 'drifted');
  assert.equal(state.drift?.commit, changed);
  assert.deepEqual(checkTranslations(states, {now: NOW}), {failures: [], warnings: []});
  // The same drift, seen after the grace period.
  const later = new Date(NOW.getTime() + (GRACE_DAYS - 4) * DAY * 1000);
  assert.equal(checkTranslations(states, {now: later}).failures.length, 1);
});

test('`--done` records the current Chinese text and the twin is in step again; only the record line changes', () => {
  const repo = inStepRepo();
  repo.commit('new step', {[ZH]: ZH_V2}, [], {time: daysAgo(40)});
  const before = fs.readFileSync(path.join(repo.dir, EN), 'utf8');
  const result = recordTwin(repo.dir, ZH);
  assert.equal(result.changed, true);
  assert.equal(result.twin.en, EN);
  const after = fs.readFileSync(path.join(repo.dir, EN), 'utf8');
  assert.equal(after, before.replace(/^translation_of: .*$/m, `${RECORD_KEY}: ${translationHash(ZH_V2)}`));
  assert.equal(stateOf(repo.dir, ZH).state, 'in-step');
  assert.deepEqual(checkTranslations(twinStates(repo.dir, {now: NOW}), {now: NOW}).failures, []);
});

test('an uncommitted Chinese change is drifted today; a missing twin and a twin without a record are listed', () => {
  const repo = inStepRepo();
  repo.write({[ZH]: ZH_V2, [EN_OTHER]: '---\ntitle: Support\n---\n\nContact us.\n'});
  const states = twinStates(repo.dir, {now: NOW});
  const drifted = states.find((s) => s.zh === ZH)!;
  assert.equal(drifted.state, 'drifted');
  assert.equal(drifted.drift?.since?.getTime(), NOW.getTime());
  assert.equal(drifted.drift?.commit, null);
  assert.match(chineseDiff(repo.dir, drifted), /^\+安装完成后先创建团队，再打开控制台。$/m);
  assert.equal(states.find((s) => s.zh === ZH_UNTRANSLATED)?.state, 'missing');
  assert.equal(states.find((s) => s.zh === ZH_OTHER)?.state, 'no-record');
  // No record fails the gate; a missing twin is check-content's to fail.
  const {failures} = checkTranslations(states, {now: NOW});
  assert.deepEqual(
    failures.map((f) => f.split(':')[0]),
    [EN_OTHER],
  );
});

test('no version in history matches the record: dated by the newest commit; a shallow clone or no git: unknown', () => {
  const repo = inStepRepo();
  fs.writeFileSync(path.join(repo.dir, EN), enPage('0123456789abcdef'));
  const newest = repo.commit('new step', {[ZH]: ZH_V2}, [], {time: daysAgo(45)});
  const full = stateOf(repo.dir, ZH);
  assert.equal(full.drift?.commit, newest);
  assert.equal(full.drift?.matched, null);
  assert.match(chineseDiff(repo.dir, full), /whole current docs\/install\/quick\.md/);

  const clone = tmp('shallow');
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repo.dir}`, clone], {env: GIT_ENV});
  const shallow = twinStates(clone, {now: NOW});
  assert.equal(shallow.find((s) => s.zh === ZH)?.drift?.since, null);
  const {failures, warnings} = checkTranslations(shallow, {now: NOW});
  assert.deepEqual(failures, []);
  assert.match(warnings[0], /unknown/);

  const plain = tmp('nogit');
  fs.cpSync(repo.dir, plain, {recursive: true, filter: (src) => !src.includes(`${path.sep}.git`)});
  assert.equal(stateOf(plain, ZH).drift?.since, null);
});

test('the record sits in the front matter: added as its last line, or replaced; other lines untouched', () => {
  const text = '---\ntitle: A\nkeywords:\n  - x\n---\n\nBody\n';
  assert.equal(withRecord(text, 'abc'), '---\ntitle: A\nkeywords:\n  - x\ntranslation_of: abc\n---\n\nBody\n');
  assert.equal(withRecord(withRecord(text, 'abc'), 'def'), withRecord(text, 'def'));
  assert.equal(readRecord(withRecord(text, 'def')), 'def');
  assert.equal(
    withRecord('---\r\ntitle: A\r\n---\r\nBody', 'abc'),
    '---\r\ntitle: A\r\ntranslation_of: abc\r\n---\r\nBody',
  );
  assert.equal(readRecord('Body only'), undefined);
});

test('files map to their twin from either side; archived versions and landing pages have none', () => {
  assert.deepEqual(twinOfFile('/repo', `/repo/${EN}`), {section: 'docs', zh: ZH, en: EN, side: 'en'});
  assert.deepEqual(twinOfFile('/repo', ZH_OTHER), {section: 'community', zh: ZH_OTHER, en: EN_OTHER, side: 'zh'});
  assert.equal(twinOfFile('/repo', 'versioned_docs/version-5.14/a.md'), undefined);
  assert.equal(twinOfFile('/repo', 'i18n/en/docusaurus-plugin-content-docs/version-5.14/a.md'), undefined);
  assert.equal(twinOfFile('/repo', 'src/pages/index.mdx'), undefined);
});

type Attribute = {name: string; value: string};
type Node = {
  type: string;
  name?: string;
  depth?: number;
  value?: string;
  attributes?: Attribute[] | Record<string, string>;
  children?: Node[];
};
const tree = (): Node => ({
  type: 'root',
  children: [
    {type: 'heading', depth: 2, children: [{type: 'text', value: 'Install'}]},
    {type: 'paragraph', children: [{type: 'text', value: 'Run it.'}]},
  ],
});
const routeOf = (file: string) => (file.endsWith('install/quick.md') ? '/docs/install/quick' : undefined);
/** The notice the plugin put first, as text, with its link. */
function noticeOf(node: Node) {
  const notice = node.children![0];
  if (notice.type !== 'containerDirective') return undefined;
  const paragraph = notice.children![0].children!;
  const link = paragraph.find((n) => n.type === 'mdxJsxTextElement')!;
  const href = (link.attributes as Attribute[]).find((a) => a.name === 'href')?.value;
  return {
    name: notice.name,
    title: (notice.attributes as Record<string, string>).title,
    text: paragraph.map((n) => n.value ?? n.children?.[0].value).join(''),
    href,
  };
}

test('the English page of a drifted twin opens with a note: the date of the Chinese change and a link to it', () => {
  const repo = inStepRepo();
  repo.commit('new step', {[ZH]: ZH_V2}, [], {time: daysAgo(40)});
  const plugin = remarkTranslationNotice({repoDir: repo.dir, baseUrl: '/site/', routeOf});
  const page = tree();
  plugin(page, {path: path.join(repo.dir, EN)});
  const notice = noticeOf(page);
  const day = new Date(daysAgo(40) * 1000).toISOString().slice(0, 10);
  assert.equal(notice?.name, 'note');
  assert.equal(notice?.title, 'Translation may be out of date');
  assert.equal(
    notice?.text,
    `The Chinese page changed on ${day}; this translation may be out of date. Read the Chinese page.`,
  );
  assert.equal(notice?.href, '/site/docs/install/quick');
  assert.equal(page.children!.length, 3);
});

test('no note on a twin in step, on a Chinese page, or on a file outside the sections', () => {
  const repo = inStepRepo();
  const plugin = remarkTranslationNotice({repoDir: repo.dir, routeOf});
  for (const file of [EN, ZH, 'versioned_docs/version-5.14/a.md']) {
    const page = tree();
    plugin(page, {path: path.join(repo.dir, file)});
    assert.deepEqual(page, tree(), file);
  }
  // A formatting-only Chinese edit: still no note.
  repo.commit('formatting only', {[ZH]: ZH_V1_FORMATTED}, [], {time: daysAgo(10)});
  const page = tree();
  remarkTranslationNotice({repoDir: repo.dir, routeOf})(page, {path: path.join(repo.dir, EN)});
  assert.deepEqual(page, tree());
});

test('the note in a real MDX compile: a plain <a> to the Chinese page, not the theme’s link component', async () => {
  const repo = inStepRepo();
  repo.write({[ZH]: ZH_V2});
  const {compile} = await import('@mdx-js/mdx');
  const out = String(
    await compile(
      {value: '## Install\n\nRun it.\n', path: path.join(repo.dir, EN)},
      {remarkPlugins: [[remarkTranslationNotice, {repoDir: repo.dir, routeOf}]]},
    ),
  );
  assert.match(out, /_jsx\("a", \{\s*href: "\/docs\/install\/quick",\s*hrefLang: "zh-CN"/);
  assert.match(out, /The Chinese page changed on \d{4}-\d{2}-\d{2}; this translation may be out of date\./);
});

test('the status page: noindex, no script, one table per section with each state', () => {
  const repo = inStepRepo();
  repo.commit('new step', {[ZH]: ZH_V2}, [], {time: daysAgo(40)});
  const html = statusPage({
    states: twinStates(repo.dir, {now: NOW}),
    now: NOW,
    head: ['<link rel="stylesheet" href="/assets/css/styles.css">'],
    hrefOf: (s) => (s.zh === ZH ? '/en/docs/install/quick' : undefined),
    history: 'full',
  });
  assert.match(html, /<meta name="robots" content="noindex">/);
  assert.doesNotMatch(html, /<script/);
  assert.match(html, /<link rel="stylesheet" href="\/assets\/css\/styles.css">/);
  assert.deepEqual(
    [...html.matchAll(/<h2 id="(\w+)">/g)].map((m) => m[1]),
    ['docs', 'community', 'blog'],
  );
  const day = new Date(daysAgo(40) * 1000).toISOString().slice(0, 10);
  assert.match(
    html,
    new RegExp(
      `<a href="/en/docs/install/quick" hreflang="en">${EN}</a>.*badge--danger">drifted</span> since ${day} \\(40 days\\)`,
    ),
  );
  assert.match(html, /badge--success">in step</);
  assert.match(html, /badge--danger">missing twin</);
  // The Chinese page says the same in Chinese.
  const zh = statusPage({
    states: twinStates(repo.dir, {now: NOW}),
    now: NOW,
    head: [],
    hrefOf: () => undefined,
    history: 'full',
    locale: 'zh',
  });
  assert.match(zh, /<html lang="zh-CN"/);
  assert.match(zh, /<h2 id="docs">文档<\/h2>/);
  assert.match(zh, new RegExp(`badge--danger">已过期</span> 自 ${day} 起（40 天）`));
});
