import {test} from 'node:test';
import assert from 'node:assert/strict';
import {acceptanceProblems, auditVerdict} from '../../scripts/lib/audit-verdict.mjs';

const report = (vulnerabilities: Record<string, unknown>) => ({auditReportVersion: 2, vulnerabilities});
const advisory = (name: string, severity: string, ghsa: string, title: string) => ({
  source: 1,
  name,
  severity,
  title,
  url: `https://github.com/advisories/${ghsa}`,
});
const vulns = {
  lodash: {severity: 'high', via: [advisory('lodash', 'high', 'GHSA-p6mc-m468-83gw', 'Prototype pollution')]},
  // A package that is vulnerable only through lodash: the advisory counts once, on lodash.
  'lodash-wrapper': {severity: 'high', via: ['lodash']},
  chalk: {severity: 'moderate', via: [advisory('chalk', 'moderate', 'GHSA-aaaa-bbbb-cccc', 'Minor')]},
};
const today = new Date('2026-11-27');

test('a high advisory fails the audit; moderate ones and paths through it do not count twice', () => {
  const failed = auditVerdict(report(vulns), {}, today);
  assert.equal(failed.status, 'failed');
  assert.match(failed.lines[0], /✘ GHSA-p6mc-m468-83gw lodash \(high\): Prototype pollution/);
  assert.match(failed.lines.at(-1) ?? '', /^1 high\/critical .* 1 not accepted/);
  assert.equal(auditVerdict(report({}), {}, today).status, 'clean');
});

test('an advisory is accepted by id, for its package, until its expiry date', () => {
  const acceptance = {
    package: 'lodash',
    reason: 'only the bench reaches it, with our own input',
    expires: '2027-01-31',
  };
  const accepted = auditVerdict(report(vulns), {'GHSA-p6mc-m468-83gw': acceptance}, today);
  assert.equal(accepted.status, 'clean');
  assert.match(accepted.lines[0], /accepted until 2027-01-31: only the bench/);
  const expired = auditVerdict(report(vulns), {'GHSA-p6mc-m468-83gw': acceptance}, new Date('2027-02-01'));
  assert.equal(expired.status, 'failed');
  assert.match(expired.lines[0], /expired on 2027-01-31/);
  // Accepting by package name (the old format) accepts nothing.
  assert.equal(auditVerdict(report(vulns), {lodash: acceptance} as never, today).status, 'failed');
});

test('the acceptance file needs ids, packages, reasons and dates', () => {
  assert.deepEqual(acceptanceProblems({}), []);
  const problems = acceptanceProblems({lodash: {reason: 'x'}});
  assert.ok(problems.some((p) => /not an advisory id/.test(p)));
  assert.ok(problems.some((p) => /no package/.test(p)));
  assert.ok(problems.some((p) => /no reason/.test(p)));
  assert.ok(problems.some((p) => /no expiry date/.test(p)));
});

test('a registry without the audit endpoint gives "skipped", never "clean"', () => {
  const verdict = auditVerdict({statusCode: 405, message: '405 Method Not Allowed'}, {}, today);
  assert.equal(verdict.status, 'skipped');
  assert.match(verdict.lines[0], /405/);
});
