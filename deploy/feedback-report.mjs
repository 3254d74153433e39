#!/usr/bin/env node
// Page votes as a table per page, from nginx's feedback log (deploy/nginx/site.conf.template: one JSON object per
// line, the values percent-encoded as the page sent them). Other lines are skipped, so a container's whole stdout
// (`kubectl logs deploy/rainbond-website | node deploy/feedback-report.mjs`) works as well as the log file.
// Usage: node deploy/feedback-report.mjs [log files…] [--json]   (no file: reads stdin)
import fs from 'node:fs';
import {pathToFileURL} from 'node:url';
import {FEEDBACK_REASONS} from '../settings.mjs';
import {cliOptions} from '../scripts/lib/cli.mjs';

/**
 * @typedef {{page: string, version: string, locale: string, vote: 'yes' | 'no', reason: string, note: string, time: string}} FeedbackVote
 * @typedef {{page: string, version: string, locale: string, yes: number, no: number,
 *   reasons: Record<string, number>, notes: string[], last: string}} PageTally
 */

/** `$arg_x` as nginx logged it: percent-encoded, `+` for a space (URLSearchParams). A broken escape stays as it is. */
function decode(/** @type {unknown} */ value) {
  const text = typeof value === 'string' ? value.replace(/\+/g, ' ') : '';
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The votes in a log's text; lines that are not well-formed votes (other log lines, a forged request) are skipped.
 * @param {string} text
 * @returns {FeedbackVote[]}
 */
export function parseFeedbackLog(text) {
  /** @type {FeedbackVote[]} */
  const votes = [];
  for (const line of text.split('\n')) {
    const start = line.indexOf('{"type":"rainbond-feedback"');
    if (start < 0) continue;
    let entry;
    try {
      entry = JSON.parse(line.slice(start));
    } catch {
      continue;
    }
    const vote = decode(entry.vote);
    const page = decode(entry.page);
    if ((vote !== 'yes' && vote !== 'no') || !page.startsWith('/')) continue;
    const reason = decode(entry.reason);
    votes.push({
      page,
      version: decode(entry.version),
      locale: decode(entry.locale),
      vote,
      reason: vote === 'no' && /** @type {readonly string[]} */ (FEEDBACK_REASONS).includes(reason) ? reason : '',
      note: vote === 'no' ? decode(entry.note).trim() : '',
      time: typeof entry.time === 'string' ? entry.time : '',
    });
  }
  return votes;
}

/**
 * One row per page, version and locale: the pages with the most "No" first.
 * @param {FeedbackVote[]} votes
 * @returns {PageTally[]}
 */
export function tallyVotes(votes) {
  /** @type {Map<string, PageTally>} */
  const rows = new Map();
  for (const v of votes) {
    const key = `${v.page}\u0000${v.version}\u0000${v.locale}`;
    const row = rows.get(key) ?? {
      page: v.page,
      version: v.version,
      locale: v.locale,
      yes: 0,
      no: 0,
      reasons: {},
      notes: [],
      last: '',
    };
    row[v.vote] += 1;
    if (v.reason) row.reasons[v.reason] = (row.reasons[v.reason] ?? 0) + 1;
    if (v.note) row.notes.push(v.note);
    if (v.time > row.last) row.last = v.time;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) => b.no - a.no || b.yes + b.no - (a.yes + a.no) || a.page.localeCompare(b.page),
  );
}

/** A Markdown table (a note's `|` and line breaks cannot break it). @param {PageTally[]} rows */
export function formatTable(rows) {
  const cell = (/** @type {string} */ text) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
  const lines = [
    `| Page | Version | Locale | Yes | No | ${FEEDBACK_REASONS.join(' | ')} | Notes |`,
    `|---|---|---|--:|--:|${FEEDBACK_REASONS.map(() => '--:').join('|')}|---|`,
    ...rows.map(
      (r) =>
        `| ${cell(r.page)} | ${cell(r.version)} | ${cell(r.locale)} | ${r.yes} | ${r.no} | ` +
        `${FEEDBACK_REASONS.map((id) => r.reasons[id] ?? 0).join(' | ')} | ${cell(r.notes.join(' / '))} |`,
    ),
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const {values: opts, positionals: files} = cliOptions(
    'node deploy/feedback-report.mjs [--json] [feedback.log …] (or the log on standard input)',
    {json: {type: 'boolean', default: false}},
    {positionals: true},
  );
  let text = '';
  try {
    text = files.length ? files.map((f) => fs.readFileSync(f, 'utf8')).join('\n') : fs.readFileSync(0, 'utf8');
  } catch (/** @type {any} */ error) {
    console.error(`feedback-report: cannot read ${error.path ?? 'stdin'}: ${error.code ?? error.message}`);
    process.exit(1);
  }
  const votes = parseFeedbackLog(text);
  const rows = tallyVotes(votes);
  if (opts.json) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log(formatTable(rows));
    console.log(`\n${votes.length} votes on ${rows.length} pages.`);
  }
}
