#!/usr/bin/env node
// `npm test`: every gate, in order, with progress and a closing count.
//   typecheck → content check → OpenAPI lint → unit tests → Chromium → production build (zh + en) → route check →
//   production server (nginx) → browser tests.
// SKIP_BUILD=1 reuses an existing build/ (local iteration only; CI always builds).
import {spawn} from 'node:child_process';
import fs from 'node:fs';

const totals = {passed: 0, failed: 0};
const started = Date.now();

function run(title, command, args, {count} = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], env: process.env});
    let output = '';
    const forward = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const counted = count ? count(output) : {passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1};
      totals.passed += counted.passed;
      totals.failed += counted.failed + (code !== 0 && counted.failed === 0 ? 1 : 0);
      console.log(`${code === 0 ? '✔' : '✘'} ${title} (${seconds}s)`);
      resolve(code === 0);
    });
  });
}

const nodeTestCount = (out) => ({
  passed: Number(/^(?:# |ℹ )pass (\d+)/m.exec(out)?.[1] ?? 0),
  failed: Number(/^(?:# |ℹ )fail (\d+)/m.exec(out)?.[1] ?? 0),
});
const playwrightCount = (out) => ({
  passed: Number(/(\d+) passed/.exec(out)?.[1] ?? 0),
  failed: Number(/(\d+) failed/.exec(out)?.[1] ?? 0) + Number(/(\d+) flaky/.exec(out)?.[1] ?? 0),
});

const unitTestFiles = fs
  .readdirSync('tests/unit')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `tests/unit/${f}`);

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', '.']],
  ['content check', 'node', ['scripts/check-content.mjs']],
  ['OpenAPI lint', 'node', ['scripts/lint-openapi.mjs']],
  ['dependency hygiene', 'node', ['scripts/check-deps.mjs']],
  ['npm audit (production dependencies)', 'node', ['scripts/audit.mjs']],
  ['unit tests', 'npx', ['tsx', '--test', ...unitTestFiles], {count: nodeTestCount}],
  // Before the build: it renders the Mermaid diagrams to SVG with Chromium (scripts/render-diagrams.mjs).
  ['browser (Chromium)', 'bash', ['scripts/install-chromium.sh']],
  ...(process.env.SKIP_BUILD && fs.existsSync('build/index.html') ? [] : [['build (zh + en) + search index', 'npm', ['run', 'build']]]),
  ['route check (strict set)', 'node', ['scripts/check-routes.mjs', '--strict']],
  ['HTML validity (html-validate)', 'node', ['scripts/validate-html.mjs', '--all']],
  ['byte budgets', 'node', ['scripts/check-budgets.mjs']],
  ['nginx (Debian package)', 'bash', ['scripts/install-nginx.sh']],
  ['production server (nginx)', 'node', ['--test', 'deploy/nginx/nginx.test.mjs'], {count: nodeTestCount}],
  ['browser tests', 'npx', ['playwright', 'test'], {count: playwrightCount}],
];

let ok = true;
for (const [title, command, args, options] of steps) {
  ok = (await run(title, command, args, options)) && ok;
  // A failed build leaves nothing to test against.
  if (!ok && title.startsWith('build')) break;
}

console.log(`\nnpm test finished in ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok ? 0 : 1);
