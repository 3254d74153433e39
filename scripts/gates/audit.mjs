#!/usr/bin/env node
// `npm audit` of the whole dependency tree, as a gate: what the site ships and what its build and tests run.
// Fails on any high or critical advisory unless audit-exceptions.json accepts that advisory (by its GHSA id, with
// the package, a reason and an expiry date). A registry without the audit endpoint (the mirror this project is
// built behind answers 405) cannot say anything either way: the gate then exits SKIPPED_EXIT, which `npm test`
// counts as skipped, never as passed.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {acceptanceProblems, auditVerdict} from '../lib/audit-verdict.mjs';
import {SKIPPED_EXIT} from '../lib/gates.mjs';

const accepted = JSON.parse(fs.readFileSync('audit-exceptions.json', 'utf8')).advisories ?? {};
const problems = acceptanceProblems(accepted);
if (problems.length) {
  for (const p of problems) console.error(`audit: ✘ audit-exceptions.json ${p}`);
  process.exit(1);
}
const result = spawnSync('npm', ['audit', '--audit-level=high', '--json'], {encoding: 'utf8', timeout: 120_000});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`audit: npm audit gave no JSON report (exit ${result.status}):\n${result.stderr}`);
  process.exit(1);
}
const {status, lines} = auditVerdict(report, accepted);
for (const line of lines) console[line.startsWith('✘') ? 'error' : 'log'](`audit: ${line}`);
if (status === 'skipped') {
  console.log('audit: SKIPPED — run `npm audit --audit-level=high` against the public registry.');
  process.exit(SKIPPED_EXIT);
}
process.exit(status === 'failed' ? 1 : 0);
