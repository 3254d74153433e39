#!/usr/bin/env node
// `npm audit --omit=dev --audit-level=high`, as a gate: fails on any high or critical advisory in the
// production dependencies unless audit-exceptions.json names it with a reason.
// A registry without the audit endpoint (the mirror this project is built behind answers 405) cannot say
// anything either way: the gate then reports that it was skipped, loudly, instead of passing as clean.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {auditVerdict} from './lib/audit-verdict.mjs';

const exceptions = JSON.parse(fs.readFileSync('audit-exceptions.json', 'utf8')).advisories ?? {};
const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`audit: npm audit gave no JSON report (exit ${result.status}):\n${result.stderr}`);
  process.exit(1);
}
const {status, lines} = auditVerdict(report, exceptions);
for (const line of lines) console[line.startsWith('✘') ? 'error' : 'log'](`audit: ${line}`);
if (status === 'skipped')
  console.log('audit: SKIPPED — run `npm audit --omit=dev --audit-level=high` against the public registry.');
process.exit(status === 'failed' ? 1 : 0);
