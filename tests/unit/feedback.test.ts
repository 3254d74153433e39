import {test} from 'node:test';
import assert from 'node:assert/strict';
import {REPORT_URL_LIMIT, newIssueBase, problemReportUrl, voteUrl} from '../../src/utils/pageFeedback';
import {formatTable, parseFeedbackLog, tallyVotes} from '../../deploy/feedback-report.mjs';

const context = {page: '/en/docs/devops/', version: 'V5.15', locale: 'en'};

test('a vote goes to the site itself, with the names nginx logs, and a Yes carries no reason or note', () => {
  const yes = new URL(voteUrl('/en/', {...context, vote: 'yes', reason: 'outdated', note: 'x'}), 'http://h');
  assert.equal(yes.pathname, '/en/feedback');
  assert.deepEqual(Object.fromEntries(yes.searchParams), {...context, vote: 'yes'});
  const no = new URL(voteUrl('/', {...context, vote: 'no', reason: 'command-failed', note: ' a&b=c '}), 'http://h');
  assert.equal(no.pathname, '/feedback');
  assert.equal(no.searchParams.get('reason'), 'command-failed');
  assert.equal(no.searchParams.get('note'), 'a&b=c');
  const long = new URL(voteUrl('/', {...context, vote: 'no', note: 'x'.repeat(5000)}), 'http://h');
  assert.equal(long.searchParams.get('note')?.length, 500, 'a note is cut to NOTE_LIMIT');
});

test('problem reports go to the repository the edit link names, prefilled with page, version, heading and quote', () => {
  assert.equal(
    newIssueBase('https://github.com/goodrain/rainbond-docs/edit/main/docs/devops/index.md'),
    'https://github.com/goodrain/rainbond-docs/issues/new',
  );
  assert.equal(newIssueBase('https://gitlab.example.com/a/b/-/edit/main/x.md'), null);
  assert.equal(newIssueBase(undefined), null);
  const url = new URL(
    problemReportUrl('https://github.com/o/r/issues/new', {
      ...context,
      url: 'https://www.rainbond.com/en/docs/devops/',
      title: 'DevOps guide',
      heading: 'Build from a webhook',
      selection: 'line one\nline two',
      source: 'docs/devops/index.md',
    }),
  );
  assert.equal(url.searchParams.get('title'), '[docs] DevOps guide');
  const body = url.searchParams.get('body') ?? '';
  for (const part of [
    'https://www.rainbond.com/en/docs/devops/',
    'V5.15',
    '**Locale:** en',
    'Build from a webhook',
    'docs/devops/index.md',
    '> line one\n> line two',
  ])
    assert.ok(body.includes(part), `the body names ${part}:\n${body}`);
});

test('the report reads nginx log lines only, decodes them and counts per page, the most "No" first', () => {
  const line = (q: Record<string, string>) =>
    `{"type":"rainbond-feedback","time":"2026-11-27T10:00:00+00:00","page":"${q.page}","version":"V5.15",` +
    `"locale":"${q.locale ?? 'zh'}","vote":"${q.vote}","reason":"${q.reason ?? ''}","note":"${q.note ?? ''}"}`;
  const log = [
    '127.0.0.1 - - [27/Nov/2026] "GET / HTTP/1.1" 200', // another log's line
    line({page: '%2Fdocs%2Fa', vote: 'yes'}),
    line({page: '%2Fdocs%2Fb', vote: 'no', reason: 'outdated', note: 'old+%7C+version%0Anext'}),
    line({page: '%2Fdocs%2Fb', vote: 'no', reason: 'made-up'}),
    line({page: '%2Fdocs%2Fb', vote: 'maybe'}),
    line({page: 'https%3A%2F%2Fevil', vote: 'no'}),
    '{"type":"rainbond-feedback", broken',
  ].join('\n');
  const votes = parseFeedbackLog(log);
  assert.equal(votes.length, 3);
  const rows = tallyVotes(votes);
  assert.deepEqual(
    rows.map((r) => [r.page, r.yes, r.no]),
    [
      ['/docs/b', 0, 2],
      ['/docs/a', 1, 0],
    ],
  );
  assert.deepEqual(rows[0]?.reasons, {outdated: 1}, 'an unknown reason is not counted');
  assert.deepEqual(rows[0]?.notes, ['old | version\nnext']);
  const table = formatTable(rows);
  assert.match(table, /\| \/docs\/b \| V5\.15 \| zh \| 0 \| 2 \| 1 \| 0 \| 0 \| 0 \| old \\\| version next \|/);
  assert.equal(table.split('\n').length, 4, 'a note cannot add a row');
});

test('a long Chinese selection is cut so the prefilled issue address stays short enough for GitHub', () => {
  const report = {
    ...context,
    url: 'https://www.rainbond.com/docs/devops/',
    title: 'DevOps 指南',
    selection: '这是一段很长的中文选中文字。'.repeat(200),
  };
  const url = problemReportUrl('https://github.com/o/r/issues/new', report);
  assert.ok(url.length <= REPORT_URL_LIMIT, `${url.length} characters`);
  assert.ok(
    new URL(url).searchParams.get('body')?.includes('> 这是一段很长的中文选中文字。'),
    'part of the quote stays',
  );
});
