#!/usr/bin/env node
// `npm test`: every gate of the manifest (scripts/gates/gates.mjs), in its order, with progress and a closing count
// (scripts/lib/gates.mjs decides what runs after a failure).
// SKIP_BUILD=1 reuses an existing build/ (local iteration only; CI always builds).
import {spawn} from 'node:child_process';
import {GATES, commandOf} from './gates.mjs';
import {runGates, SKIPPED_EXIT} from '../lib/gates.mjs';
import {isCompleteBuild} from '../lib/build-output.mjs';

const started = Date.now();
const reuseBuild = Boolean(process.env.SKIP_BUILD) && isCompleteBuild('build');
/** The manifest's gates as spawned; SKIP_BUILD=1 with a complete build/ leaves the build out. */
const gates = GATES.filter((gate) => !(reuseBuild && gate.id === 'build')).map((gate) => ({
  ...gate,
  ...commandOf(gate),
}));

/** Runs one gate, streaming its output, and returns its exit code and output for counting. */
function exec({title, command, args}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], env: process.env});
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      const mark = code === 0 ? '✔' : code === SKIPPED_EXIT ? '– skipped:' : '✘';
      console.log(`${mark} ${title} (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
      resolve({code, output});
    });
  });
}

const totals = await runGates(gates, exec);
console.log(`\nnpm test finished in ${((Date.now() - started) / 60000).toFixed(1)} min`);
if (totals.failedGates.length) console.log(`Failed: ${totals.failedGates.join('; ')}`);
if (totals.skipped.length) console.log(`Skipped: ${totals.skipped.join('; ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped.length ? `, ${totals.skipped.length} skipped` : ''}`,
);
process.exit(totals.failedGates.length ? 1 : 0);
