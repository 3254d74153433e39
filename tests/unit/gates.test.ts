import {test} from 'node:test';
import assert from 'node:assert/strict';
import {nodeTestCount, runGates, SKIPPED_EXIT, type Gate} from '../../scripts/lib/gates.mjs';

const gate = (title: string, extra: Partial<Gate> = {}): Gate => ({title, command: 'true', args: [], ...extra});

/** Runs the gates with scripted exit codes and returns the totals plus the titles that actually ran. */
async function run(gates: Gate[], codes: Record<string, number>, outputs: Record<string, string> = {}) {
  const ran: string[] = [];
  const totals = await runGates(gates, async ({title}) => {
    ran.push(title);
    return {code: codes[title] ?? 0, output: outputs[title] ?? ''};
  });
  return {...totals, ran};
}

const suite = [gate('typecheck'), gate('unit'), gate('build', {stopsRun: true}), gate('routes'), gate('browser')];

test('a failed check before the build does not stop the gates after a successful build', async () => {
  const result = await run(suite, {typecheck: 2, unit: 1});
  assert.deepEqual(result.ran, ['typecheck', 'unit', 'build', 'routes', 'browser']);
  assert.deepEqual({passed: result.passed, failed: result.failed}, {passed: 3, failed: 2});
  assert.deepEqual(result.failedGates, ['typecheck', 'unit']);
  assert.deepEqual(result.skipped, []);
});

test('a failed build stops the run and the gates it leaves out are reported as skipped', async () => {
  const result = await run(suite, {build: 1});
  assert.deepEqual(result.ran, ['typecheck', 'unit', 'build']);
  assert.deepEqual(result.skipped, ['routes', 'browser']);
  assert.equal(result.failed, 1);
});

test('a failed gate after the build does not stop the ones after it', async () => {
  const result = await run(suite, {routes: 1});
  assert.deepEqual(result.ran, ['typecheck', 'unit', 'build', 'routes', 'browser']);
  assert.deepEqual(result.failedGates, ['routes']);
});

test('a test runner is counted by its own summary, and a crash without one is still a failure', async () => {
  const unit = gate('unit', {count: nodeTestCount});
  const counted = await run([unit], {unit: 1}, {unit: 'ℹ tests 12\nℹ pass 10\nℹ fail 2\n'});
  assert.deepEqual({passed: counted.passed, failed: counted.failed}, {passed: 10, failed: 2});
  const crashed = await run([unit], {unit: 1}, {unit: 'SyntaxError: Unexpected token\n'});
  assert.deepEqual({passed: crashed.passed, failed: crashed.failed}, {passed: 0, failed: 1});
});

test('a gate that could not run its check counts as skipped, never as passed', async () => {
  const result = await run([gate('audit'), gate('unit')], {audit: SKIPPED_EXIT});
  assert.deepEqual({passed: result.passed, failed: result.failed}, {passed: 1, failed: 0});
  assert.deepEqual(result.skipped, ['audit (could not run here)']);
  assert.deepEqual(result.failedGates, []);
});
