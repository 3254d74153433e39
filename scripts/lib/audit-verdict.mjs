// The verdict of an `npm audit --json` report (scripts/gates/audit.mjs), kept pure so it is tested with sample reports.
// Advisories are judged one by one, by their GitHub advisory id (GHSA-…): an accepted one names its package, the
// reason, and the date the acceptance ends; after that date it fails again until someone looks at it anew.

/**
 * @typedef {{package: string, reason: string, expires: string}} Acceptance
 * @typedef {{id: string, package: string, severity: string, title: string}} Advisory
 */

const SERIOUS = new Set(['high', 'critical']);

/** The advisory id of one `via` entry: GHSA-… from its URL, else npm's numeric source id. @param {any} via */
function advisoryId(via) {
  return /GHSA(-[23456789cfghjmpqrvwx]{4}){3}/.exec(String(via.url ?? ''))?.[0] ?? `npm-${via.source}`;
}

/**
 * High and critical advisories of a report, one per id (a package reached along several paths counts once).
 * @param {any} report
 * @returns {Advisory[]}
 */
function seriousAdvisories(report) {
  /** @type {Map<string, Advisory>} */
  const found = new Map();
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of [v.via].flat()) {
      // A string names another vulnerable package: its own entry carries the advisory.
      if (!via || typeof via !== 'object' || !SERIOUS.has(via.severity)) continue;
      const id = advisoryId(via);
      if (!found.has(id)) found.set(id, {id, package: via.name ?? name, severity: via.severity, title: via.title});
    }
  }
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * @param {any} report parsed `npm audit --json` output
 * @param {Record<string, Acceptance>} accepted advisory id → acceptance
 * @param {Date} [today]
 * @returns {{status: 'skipped' | 'clean' | 'failed', lines: string[]}}
 */
export function auditVerdict(report, accepted, today = new Date()) {
  if (report.statusCode || report.error) {
    const reason = report.message ?? report.error?.summary ?? 'unknown error';
    return {status: 'skipped', lines: [`the registry cannot run an audit (${reason})`]};
  }
  const lines = [];
  let open = 0;
  for (const a of seriousAdvisories(report)) {
    const acceptance = accepted[a.id];
    const expired = acceptance && !(Date.parse(acceptance.expires) >= today.getTime());
    if (acceptance && !expired && acceptance.package === a.package) {
      lines.push(
        `• ${a.id} ${a.package} (${a.severity}): ${a.title} — accepted until ${acceptance.expires}: ${acceptance.reason}`,
      );
      continue;
    }
    open += 1;
    const why = !acceptance
      ? ''
      : expired
        ? ` — its acceptance expired on ${acceptance.expires}`
        : ` — accepted for ${acceptance.package}, not ${a.package}`;
    lines.push(`✘ ${a.id} ${a.package} (${a.severity}): ${a.title}${why}`);
  }
  for (const [id, acceptance] of Object.entries(accepted)) {
    if (!lines.some((line) => line.includes(id)))
      lines.push(`(${id} for ${acceptance.package} is accepted but no longer reported: remove it)`);
  }
  lines.push(
    `${lines.filter((l) => /^[•✘]/.test(l)).length} high/critical advisories in the dependency tree, ${open} not accepted`,
  );
  return {status: open ? 'failed' : 'clean', lines};
}

/**
 * Problems of the acceptance file itself: each entry needs an advisory id as key, a package, a reason and a date.
 * @param {Record<string, any>} accepted
 * @returns {string[]}
 */
export function acceptanceProblems(accepted) {
  const problems = [];
  for (const [id, a] of Object.entries(accepted)) {
    if (!/^(GHSA(-[23456789cfghjmpqrvwx]{4}){3}|npm-\d+)$/.test(id))
      problems.push(`${id}: not an advisory id (GHSA-…)`);
    if (!a?.package) problems.push(`${id}: no package`);
    if (!a?.reason || String(a.reason).length < 20) problems.push(`${id}: no reason (say why it is safe for now)`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(a?.expires ?? ''))) problems.push(`${id}: no expiry date (YYYY-MM-DD)`);
  }
  return problems;
}
