// The verdict of an `npm audit --json` report (scripts/audit.mjs), kept pure so it is tested with sample reports.

/**
 * @param {any} report parsed `npm audit --json` output
 * @param {Record<string, string>} exceptions package name → reason it is accepted
 * @returns {{status: 'skipped' | 'clean' | 'failed', lines: string[]}}
 */
export function auditVerdict(report, exceptions) {
  if (report.statusCode || report.error) {
    const reason = report.message ?? report.error?.summary ?? 'unknown error';
    return {status: 'skipped', lines: [`the registry cannot run an audit (${reason})`]};
  }
  const serious = Object.entries(report.vulnerabilities ?? {}).filter(
    ([, v]) => v.severity === 'high' || v.severity === 'critical',
  );
  const lines = serious.map(([name, v]) => {
    const via = [v.via]
      .flat()
      .map((x) => x?.title ?? x)
      .join('; ');
    return exceptions[name]
      ? `• ${name} (${v.severity}): ${via} — accepted: ${exceptions[name]}`
      : `✘ ${name} (${v.severity}): ${via}`;
  });
  const unexplained = serious.filter(([name]) => !exceptions[name]).length;
  lines.push(`${serious.length} high/critical in production dependencies, ${unexplained} without an accepted reason`);
  return {status: unexplained ? 'failed' : 'clean', lines};
}
