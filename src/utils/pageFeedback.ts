// What a page vote and a problem report carry. Pure functions, so the unit tests pin the beacon's query (nginx's
// log format reads these names: deploy/nginx/site.conf.template) and the prefilled issue.
import {FEEDBACK_PATH, FEEDBACK_REASONS} from '@site/settings.mjs';

export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export interface PageContext {
  /** The page's path with its base URL, as the reader sees it: /en/docs/x. */
  page: string;
  /** `V5.15`, `V5.14`… for the manual; the docs instance (`api`, `community`) elsewhere. */
  version: string;
  locale: string;
}

export interface Vote extends PageContext {
  vote: 'yes' | 'no';
  reason?: FeedbackReason;
  /** The reader's own words, cut to NOTE_LIMIT characters. */
  note?: string;
}

/** Long enough for a sentence or two; the request line stays far below nginx's header buffers (8 kB). */
export const NOTE_LIMIT = 500;
/** A selection is quoted up to this many characters in a report. */
export const QUOTE_LIMIT = 800;

/** The beacon's URL: same origin, the vote in the query (nginx logs `$arg_*`; the request has no body). */
export function voteUrl(baseUrl: string, vote: Vote): string {
  const query = new URLSearchParams({page: vote.page, version: vote.version, locale: vote.locale, vote: vote.vote});
  if (vote.vote === 'no' && vote.reason) query.set('reason', vote.reason);
  const note = vote.note?.trim().slice(0, NOTE_LIMIT);
  if (vote.vote === 'no' && note) query.set('note', note);
  return `${baseUrl}${FEEDBACK_PATH}?${query.toString()}`;
}

/** The repository's "new issue" address, from a page's GitHub edit link; null for another host or no link. */
export function newIssueBase(editUrl: string | undefined): string | null {
  const match = editUrl ? /^(https:\/\/github\.com\/[\w.-]+\/[\w.-]+)\/(?:edit|blob|tree)\//.exec(editUrl) : null;
  return match ? `${match[1]}/issues/new` : null;
}

export interface ProblemReport extends PageContext {
  /** The page's absolute URL. */
  url: string;
  title: string;
  /** The heading of the part the reader was at (or where the selection is), if any. */
  heading?: string;
  /** Text the reader selected on the page, if any. */
  selection?: string;
  /** The page's source file in the repository (from the edit link). */
  source?: string;
}

/** Longest prefilled-issue address: GitHub refuses much longer ones, and Chinese text triples in percent-encoding. */
export const REPORT_URL_LIMIT = 6000;

/**
 * A prefilled issue: the title names the page, the body everything a maintainer needs to find the spot. A long
 * selection is cut until the address fits REPORT_URL_LIMIT.
 */
export function problemReportUrl(base: string, report: ProblemReport): string {
  let limit = QUOTE_LIMIT;
  let url = reportUrl(base, report, limit);
  while (url.length > REPORT_URL_LIMIT && limit > 0) {
    limit = Math.floor(limit * 0.8);
    url = reportUrl(base, report, limit);
  }
  return url;
}

function reportUrl(base: string, report: ProblemReport, quoteLimit: number): string {
  const quote = report.selection?.trim().slice(0, quoteLimit);
  const body = [
    `**Page:** ${report.url}`,
    `**Version:** ${report.version}`,
    `**Locale:** ${report.locale}`,
    report.heading ? `**Section:** ${report.heading}` : null,
    report.source ? `**Source:** ${report.source}` : null,
    quote ? `\n**Selected text:**\n\n${quote.replace(/^/gm, '> ')}` : null,
    '\n**What is wrong:**\n\n',
  ]
    .filter((line) => line !== null)
    .join('\n');
  const query = new URLSearchParams({title: `[docs] ${report.title}`, body});
  return `${base}?${query.toString()}`;
}
