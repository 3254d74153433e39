// The control flow of `npm test` (scripts/gates/test.mjs), apart from processes so a unit test can drive it.
// Every gate runs and is counted, whatever failed before it; only a gate marked `stopsRun` (the build: without
// it the later gates have nothing to test) ends the run when it fails, and what it leaves out is counted as skipped.
// A gate that could not check anything here (the audit behind a registry without the audit endpoint) exits
// SKIPPED_EXIT and is counted as skipped: neither passed nor failed.

/** The exit code of a gate that could not run its check (EX_TEMPFAIL). */
export const SKIPPED_EXIT = 75;

/**
 * @typedef {{passed: number, failed: number}} Count
 * @typedef {{title: string, command: string, args: string[], count?: (output: string) => Count, stopsRun?: boolean}} Gate
 * @typedef {{code: number | null, output: string}} GateResult
 */

/**
 * What one finished gate adds to the totals: the runner's own count when it prints one, else one check by exit
 * code. A non-zero exit always counts as at least one failure, even when the printed count says none.
 * @param {Gate} gate
 * @param {GateResult} result
 * @returns {Count}
 */
function countOf(gate, {code, output}) {
  const counted = gate.count ? gate.count(output) : {passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1};
  return {passed: counted.passed, failed: counted.failed + (code !== 0 && counted.failed === 0 ? 1 : 0)};
}

/**
 * @param {Gate[]} gates
 * @param {(gate: Gate) => Promise<GateResult>} exec
 * @returns {Promise<{passed: number, failed: number, skipped: string[], failedGates: string[]}>}
 */
export async function runGates(gates, exec) {
  const totals = {
    passed: 0,
    failed: 0,
    skipped: /** @type {string[]} */ ([]),
    failedGates: /** @type {string[]} */ ([]),
  };
  for (const [index, gate] of gates.entries()) {
    const result = await exec(gate);
    if (result.code === SKIPPED_EXIT && !gate.count) {
      totals.skipped.push(`${gate.title} (could not run here)`);
      continue;
    }
    const {passed, failed} = countOf(gate, result);
    totals.passed += passed;
    totals.failed += failed;
    if (result.code !== 0) totals.failedGates.push(gate.title);
    if (result.code !== 0 && gate.stopsRun) {
      totals.skipped = gates.slice(index + 1).map((later) => later.title);
      break;
    }
  }
  return totals;
}

/** node:test's closing summary (`ℹ pass 12` / `# pass 12`). @type {(output: string) => Count} */
export const nodeTestCount = (out) => ({
  passed: Number(/^(?:# |ℹ )pass (\d+)/m.exec(out)?.[1] ?? 0),
  failed: Number(/^(?:# |ℹ )fail (\d+)/m.exec(out)?.[1] ?? 0),
});

/** Playwright's summary lines; a flaky test is a failure here. @type {(output: string) => Count} */
export const playwrightCount = (out) => ({
  passed: Number(/(\d+) passed/.exec(out)?.[1] ?? 0),
  failed: Number(/(\d+) failed/.exec(out)?.[1] ?? 0) + Number(/(\d+) flaky/.exec(out)?.[1] ?? 0),
});
