import {test} from 'node:test';
import assert from 'node:assert/strict';
import {auditVerdict} from '../../scripts/lib/audit-verdict.mjs';

const report = (vulnerabilities: Record<string, unknown>) => ({auditReportVersion: 2, vulnerabilities});

test('a high advisory fails the audit unless it is accepted with a reason; moderate ones do not count', () => {
  const vulns = {
    lodash: {severity: 'high', via: [{title: 'Prototype pollution'}]},
    chalk: {severity: 'moderate', via: [{title: 'Minor'}]},
  };
  const failed = auditVerdict(report(vulns), {});
  assert.equal(failed.status, 'failed');
  assert.match(failed.lines[0], /✘ lodash \(high\): Prototype pollution/);
  const accepted = auditVerdict(report(vulns), {lodash: 'only reachable from the build, never shipped'});
  assert.equal(accepted.status, 'clean');
  assert.match(accepted.lines[0], /accepted: only reachable/);
  assert.equal(auditVerdict(report({}), {}).status, 'clean');
});

test('a registry without the audit endpoint gives "skipped", never "clean"', () => {
  const verdict = auditVerdict({statusCode: 405, message: '405 Method Not Allowed'}, {});
  assert.equal(verdict.status, 'skipped');
  assert.match(verdict.lines[0], /405/);
});
