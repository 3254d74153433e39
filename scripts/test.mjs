#!/usr/bin/env node
// `npm test`: every gate, in order, with progress and a closing count (scripts/lib/gates.mjs decides what runs).
//   typecheck → lint → content check → OpenAPI lint → unit tests → Chromium → production build (zh + en) → route
//   check → HTML validity → byte budgets → production server (nginx) → browser tests.
// SKIP_BUILD=1 reuses an existing build/ (local iteration only; CI always builds).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {nodeTestCount, playwrightCount, runGates, SKIPPED_EXIT} from './lib/gates.mjs';
import {isCompleteBuild} from './lib/build-output.mjs';

const started = Date.now();
const unitTestFiles = fs
  .readdirSync('tests/unit')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `tests/unit/${f}`);
const reuseBuild = Boolean(process.env.SKIP_BUILD) && isCompleteBuild('build');

/** @type {import('./lib/gates.mjs').Gate[]} */
const gates = [
  {title: 'typecheck (TypeScript)', command: 'npx', args: ['tsc', '-p', '.']},
  {title: 'typecheck (plugins and scripts)', command: 'npx', args: ['tsc', '-p', 'tsconfig.js.json']},
  {title: 'lint (ESLint)', command: 'npx', args: ['eslint', '--max-warnings', '0', '.']},
  {title: 'format (Prettier)', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.']},
  {title: 'content check', command: 'node', args: ['scripts/check-content.mjs']},
  {
    title: 'ShellCheck (Debian package)',
    command: 'bash',
    args: ['scripts/install-debian-package.sh', '/usr/bin/shellcheck', 'shellcheck'],
  },
  {
    title: 'code blocks (bash -n, ShellCheck, YAML, JSON; current and archived docs)',
    command: 'node',
    args: ['scripts/check-code-blocks.mjs'],
  },
  {title: 'OpenAPI lint', command: 'node', args: ['scripts/lint-openapi.mjs']},
  {title: 'dependency hygiene', command: 'node', args: ['scripts/check-deps.mjs']},
  {title: 'npm audit (the whole dependency tree)', command: 'node', args: ['scripts/audit.mjs']},
  {title: 'unit tests', command: 'npx', args: ['tsx', '--test', ...unitTestFiles], count: nodeTestCount},
  // Before the build: it renders the Mermaid diagrams to SVG with Chromium (scripts/render-diagrams.mjs).
  {title: 'browser (Chromium)', command: 'bash', args: ['scripts/install-chromium.sh']},
  ...(reuseBuild
    ? []
    : [
        {
          title: 'build (zh + en, current + archived docs) + search index',
          command: 'npm',
          args: ['run', 'build'],
          stopsRun: true,
        },
      ]),
  // Before the CSS-order check: it builds a reference locale that rewrites .docusaurus/.
  {
    title: 'build output tests (lean-bundle on the generated files, social cards, precompressed twins, archived docs)',
    command: 'npx',
    args: [
      'tsx',
      '--test',
      'tests/build/lean-bundle.test.ts',
      'tests/build/social-cards.test.ts',
      'tests/build/precompress.test.ts',
      'tests/build/archives.test.ts',
      'tests/build/csp.test.ts',
      'tests/build/atomic-build.test.ts',
      'tests/build/markdown-copies.test.ts',
    ],
    count: nodeTestCount,
  },
  {
    title: 'docs MCP server (SDK client, no network, both locales, an archived version)',
    command: 'node',
    args: ['--test', 'packages/rainbond-docs-mcp/test/server.test.mjs'],
    count: nodeTestCount,
  },
  {title: 'route check (strict set)', command: 'node', args: ['scripts/check-routes.mjs', '--strict']},
  {title: 'CSS order (split stylesheets vs one file)', command: 'node', args: ['scripts/check-css-order.mjs']},
  {title: 'HTML validity (html-validate)', command: 'node', args: ['scripts/validate-html.mjs', '--all']},
  {title: 'Java (Debian package)', command: 'bash', args: ['scripts/install-java.sh']},
  {title: 'HTML validity (Nu Html Checker)', command: 'node', args: ['scripts/validate-html-nu.mjs']},
  {title: 'byte budgets', command: 'node', args: ['scripts/check-budgets.mjs']},
  {
    title: 'search relevance (recall@1, recall@5, first-query bytes)',
    command: 'node',
    args: ['scripts/check-search.mjs'],
  },
  {title: 'nginx (Debian package)', command: 'bash', args: ['scripts/install-nginx.sh']},
  {
    title: 'production server (nginx)',
    command: 'node',
    args: ['--test', 'deploy/nginx/nginx.test.mjs'],
    count: nodeTestCount,
  },
  {title: 'browser tests', command: 'npx', args: ['playwright', 'test'], count: playwrightCount},
];

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
