#!/usr/bin/env node
// The quality gates, written once. `npm test` (scripts/gates/test.mjs) runs them in this order; each gate's own npm
// script runs it through this file (`node scripts/gates/gates.mjs <id>`); the table in CONTRIBUTING.md between the
// `gates` markers is generated from it (`node scripts/gates/gates.mjs --write-table`), and a unit test fails when any of
// the three drifts from this list.
// Usage: node scripts/gates/gates.mjs <id> [args…] | --list | --table | --write-table
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {pathToFileURL} from 'node:url';
import {nodeTestCount, playwrightCount} from '../lib/gates.mjs';

/**
 * @typedef {import('../lib/gates.mjs').Gate & {
 *   id: string,
 *   what: string,
 *   run?: string,
 *   parts?: {title: string, run: string, what: string}[],
 * }} GateEntry
 * `run` is the command a person types for this gate alone (default: runCommand below); `parts` are focused
 * commands inside one gate, listed as rows of their own in the table.
 */

const BUILD_TESTS = [
  'tests/build/internals.test.ts',
  'tests/build/social-cards.test.ts',
  'tests/build/precompress.test.ts',
  'tests/build/archives.test.ts',
  'tests/build/csp.test.ts',
  'tests/build/atomic-build.test.ts',
  'tests/build/markdown-copies.test.ts',
  'tests/build/feeds.test.ts',
  'tests/build/print.test.ts',
  'tests/build/blog-versions.test.ts',
];

/** @type {GateEntry[]} */
export const GATES = [
  {
    id: 'typecheck',
    title: 'typecheck (TypeScript)',
    command: 'npx',
    args: ['tsc', '-p', '.'],
    run: 'npm run typecheck',
    what: 'TypeScript, strict, over the site, its tests and the internals seam.',
  },
  {
    id: 'typecheck-js',
    title: 'typecheck (plugins and scripts)',
    command: 'npx',
    args: ['tsc', '-p', 'tsconfig.js.json'],
    run: 'npm run typecheck',
    what: 'checkJs over the JavaScript Node runs as it is (plugins, scripts, shared, internals, deploy, settings), from JSDoc.',
  },
  {
    id: 'lint',
    title: 'lint (ESLint)',
    command: 'npx',
    args: ['eslint', '--max-warnings', '0', '.'],
    run: 'npm run lint',
    what:
      'ESLint with jsx-a11y and the Docusaurus plugin (every visitor string translated); `internals/only-in-seam` ' +
      'keeps framework internals in `internals/` (internals/README.md).',
  },
  {
    id: 'format',
    title: 'format (Prettier)',
    command: 'npx',
    args: ['prettier', '--check', '--log-level', 'warn', '.'],
    run: 'npm run lint',
    what: 'Prettier over the code (prose in Markdown and MDX is left to writers: `.prettierignore`).',
  },
  {
    id: 'content',
    title: 'content check',
    command: 'node',
    args: ['scripts/gates/check-content.mjs'],
    what:
      'Front matter, zh/en twins with the same `##` outline, glossary terms, links, and each docs page true to its ' +
      'version (`src/data/platform.mjs` `LINE_FACTS`: runtimes, governance default, builder, releases, the ' +
      'containerd way beside every Docker-only node step).',
  },
  {
    id: 'translations',
    title: 'translation drift',
    command: 'node',
    args: ['scripts/dev/translations.mjs', '--check'],
    run: 'npm run translations -- --check',
    what:
      'Every English twin of the current docs, community docs and blog records the Chinese text it translates ' +
      '(`translation_of`); a twin drifted more than 30 days ago, or without a record, fails. `npm run translations ' +
      '-- --diff` shows the Chinese changes; `-- --done <file>` records a twin as in step again.',
  },
  {
    id: 'shellcheck',
    title: 'ShellCheck (Debian package)',
    command: 'bash',
    args: ['scripts/setup/install-debian-package.sh', '/usr/bin/shellcheck', 'shellcheck'],
    what: 'Installs ShellCheck for the next gate when it is missing.',
  },
  {
    id: 'code-blocks',
    title: 'code blocks (bash -n, ShellCheck, YAML, JSON; current and archived docs)',
    command: 'node',
    args: ['scripts/gates/check-code-blocks.mjs'],
    what:
      'Every `bash`/`shell` block of the docs passes `bash -n` and ShellCheck at error level; every `yaml`/`json` ' +
      'block parses; every whole Kubernetes object matches its API schema. Placeholders are written `<like-this>`; ' +
      'a fragment says so in its fence (`yaml excerpt`).',
  },
  {
    id: 'openapi',
    title: 'OpenAPI lint',
    command: 'node',
    args: ['scripts/gates/lint-openapi.mjs'],
    what: 'Redocly lint of the OpenAPI description the API reference is generated from.',
  },
  {
    id: 'deps',
    title: 'dependency hygiene',
    command: 'node',
    args: ['scripts/gates/check-deps.mjs'],
    what: 'Every dependency is used (or listed with its reason), every imported package declared, install scripts reviewed.',
  },
  {
    id: 'audit',
    title: 'npm audit (the whole dependency tree)',
    command: 'node',
    args: ['scripts/gates/audit.mjs'],
    what:
      'No high or critical advisory in the whole tree unless `audit-exceptions.json` accepts it by GHSA id with a ' +
      'reason and an expiry date. Without the registry endpoint it exits as skipped, counted as skipped.',
  },
  {
    id: 'unit',
    title: 'unit tests',
    command: 'npx',
    args: ['tsx', '--test', 'tests/unit/*.test.ts'],
    count: nodeTestCount,
    what: 'node:test over `tests/unit/` (search engine, versions, navigation, gates, deploy config, …).',
  },
  {
    id: 'helm',
    title: 'Helm chart (rendered and validated for Kubernetes 1.19 and 1.27)',
    command: 'node',
    args: ['--test', 'deploy/helm/chart.test.mjs'],
    count: nodeTestCount,
    what:
      '`helm lint --strict` and `helm template` of `deploy/helm/rainbond-website` at both ends of the supported ' +
      'Kubernetes range, every object against its API schema (kubernetes-models), what operators rely on, bad values refused.',
  },
  {
    id: 'chromium',
    title: 'browser (Chromium)',
    command: 'bash',
    args: ['scripts/setup/install-chromium.sh', '--shell-only'],
    what:
      "Installs Debian's Chromium headless shell and the pictures' fonts: the build draws diagrams, cards and PDFs " +
      'with it, the browser tests drive it.',
  },
  {
    id: 'build',
    title: 'build (zh + en, current + archived docs) + search index',
    command: 'npm',
    args: ['run', 'build'],
    stopsRun: true,
    run: 'npm run build',
    what: 'The production build (`scripts/build/build.mjs`, named steps into a staging folder); later gates need it.',
  },
  {
    id: 'build-output',
    title: "build output tests (the internals seam's contract, social cards, precompressed twins, archived docs)",
    command: 'npx',
    args: ['tsx', '--test', ...BUILD_TESTS],
    count: nodeTestCount,
    what:
      'After the build: each entry of `internals/` against the files the build generated (fails naming the entry); ' +
      'cards, twins with their exact content, archived pages noindex with a canonical to a current page, CSP, ' +
      'atomic output, Markdown copies.',
  },
  {
    id: 'mcp',
    title: 'docs MCP server (SDK client, no network, both locales, an archived version)',
    command: 'node',
    args: ['--test', 'packages/rainbond-docs-mcp/test/server.test.mjs'],
    count: nodeTestCount,
    what: 'The MCP SDK client against `packages/rainbond-docs-mcp` in a network namespace: tools, search, read, list.',
  },
  {
    id: 'bundle-tools',
    title: 'Python and iproute2 (Debian packages)',
    command: 'bash',
    args: ['scripts/setup/install-debian-package.sh', '/usr/bin/python3', 'python3', 'iproute2'],
    what: "Installs what the next gate needs when it is missing: the bundle's server runs on Python, its test in a network namespace.",
  },
  {
    id: 'bundle',
    title: 'offline bundle (unpacked, started by its launcher, no network, both locales)',
    command: 'node',
    args: ['--test', 'tests/bundle/offline-bundle.test.mjs'],
    count: nodeTestCount,
    what:
      '`npm run bundle` for an archived version, unpacked into a clean folder and started by `./serve` with only a ' +
      'shell and Python, in a network namespace with loopback alone; Chromium there finds a doc page, a search ' +
      'result, a diagram and the 404 page in both locales; production URL rules over raw HTTP.',
  },
  {
    id: 'routes',
    title: 'route check (strict set)',
    command: 'node',
    args: ['scripts/gates/check-routes.mjs', '--strict'],
    what: 'Every route of the SPEC is built in both locales.',
  },
  {
    id: 'html',
    title: 'HTML validity (html-validate)',
    command: 'node',
    args: ['scripts/gates/validate-html.mjs', '--all'],
    what:
      '`html-validate` over every built page, zero errors. `.htmlvalidate.json`: the recommended rules minus those ' +
      'that judge only how minified markup is spelled and four that flag markup Docusaurus emits by design; HTML is ' +
      'minified by html-minifier-terser, not SWC, which drops optional end tags and makes the output unvalidatable.',
  },
  {
    id: 'java',
    title: 'Java (Debian package)',
    command: 'bash',
    args: ['scripts/setup/install-java.sh'],
    what: 'Installs a Java runtime for the Nu Html Checker when it is missing.',
  },
  {
    id: 'html-nu',
    title: 'HTML validity (Nu Html Checker)',
    command: 'node',
    args: ['scripts/gates/validate-html-nu.mjs'],
    what: 'The W3C Nu Html Checker over a sample of every section: zero errors beyond the listed framework ones.',
  },
  {
    id: 'budgets',
    title: 'byte budgets',
    command: 'node',
    args: ['scripts/gates/check-budgets.mjs'],
    what:
      'First-load JS + CSS (gzip -9) of each page type within 1.15× (landing 1.3×) plain Docusaurus at the same ' +
      'number of routes (`budgets.json`; limits re-measured by `npm run bench -- --budgets`, never edited by hand).',
  },
  {
    id: 'search',
    title: 'search relevance (recall@1, recall@5, first-query bytes)',
    command: 'node',
    args: ['scripts/gates/check-search.mjs'],
    what: 'The relevance set through the search modal in Chromium: recall@5 ≥ 90 %, recall@1 ≥ 70 % per locale.',
  },
  {
    id: 'nginx-package',
    title: 'nginx (Debian package)',
    command: 'bash',
    args: ['scripts/setup/install-nginx.sh'],
    what: "Installs Debian's nginx and brotli modules for the next gate when they are missing.",
  },
  {
    id: 'nginx',
    title: 'production server (nginx)',
    command: 'node',
    args: ['--test', 'deploy/nginx/nginx.test.mjs'],
    count: nodeTestCount,
    what:
      'A real nginx with the `deploy/` config: 404s, redirects and the encoded paths an attacker sends, caching, ' +
      'charsets, precompressed twins, security headers, CSP in a browser, slow clients, a 10 s load run.',
  },
  {
    id: 'e2e',
    title: 'browser tests',
    command: 'npx',
    args: ['playwright', 'test'],
    count: playwrightCount,
    what: 'Playwright in Chromium over `tests/e2e/` against the built site.',
    parts: [
      {
        title: 'Accessibility',
        run: 'npx playwright test a11y',
        what: 'axe-core on one page of each family, both locales, light and dark: no serious or critical violation.',
      },
      {
        title: 'Console-clean crawl',
        run: 'npx playwright test crawl',
        what:
          'Every route of `tests/routes.txt`, both locales, plus not-found pages and `/search?q=…`: no console error ' +
          '(a hydration mismatch is React error #418), failed same-origin request or request to another host.',
      },
      {
        title: 'Docs versions',
        run: 'npx playwright test versions',
        what: 'The dropdown, switching, the remembered choice, archived banners and links between builds.',
      },
      {
        title: 'What the eye sees',
        run: 'npx playwright test visual',
        what: 'Reviewed screenshots, light and dark (`--update-snapshots` after an intended change).',
      },
      {
        title: 'Styled first paint',
        run: 'npx playwright test first-paint',
        what: 'Every stylesheet a page uses is linked from its HTML.',
      },
    ],
  },
];

const SCRIPTS = /** @type {Record<string, string>} */ (JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts);

/**
 * The command a person types to run one gate: its own `run`, else the npm script that runs it through this file,
 * else `npm run gate -- <id>`. @param {GateEntry} gate
 */
export function runCommand(gate) {
  if (gate.run) return gate.run;
  const script = Object.keys(SCRIPTS).find((name) => SCRIPTS[name] === `node scripts/gates/gates.mjs ${gate.id}`);
  return script ? `npm run ${script}` : `npm run gate -- ${gate.id}`;
}

const escapeCell = (/** @type {string} */ text) => text.replaceAll('|', '\\|');

/** The Markdown table of CONTRIBUTING.md, one row per gate and per part. */
export function gatesTable() {
  const rows = GATES.flatMap((gate) => [
    [gate.title, runCommand(gate), gate.what],
    ...(gate.parts ?? []).map((part) => [`↳ ${part.title}`, part.run, part.what]),
  ]);
  return [
    '| Gate | Command | What it holds |',
    '| --- | --- | --- |',
    ...rows.map(([title, run, what]) => `| ${escapeCell(title)} | \`${run}\` | ${escapeCell(what)} |`),
  ].join('\n');
}

export const TABLE_FILE = 'CONTRIBUTING.md';
export const TABLE_START = '<!-- gates:start -->';
export const TABLE_END = '<!-- gates:end -->';

/** `text` with the table between the markers replaced by the current one. @param {string} text */
export function withTable(text) {
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${TABLE_FILE} has no ${TABLE_START} … ${TABLE_END} section`);
  return `${text.slice(0, start + TABLE_START.length)}\n\n${gatesTable()}\n\n${text.slice(end)}`;
}

/** A unit glob like tests/unit/*.test.ts, expanded here so the command runs the same without a shell. */
function expand(/** @type {string[]} */ args) {
  return args.flatMap((arg) => {
    const glob = /^(.*)\/\*(\.[\w.]+)$/.exec(arg);
    if (!glob) return [arg];
    return fs
      .readdirSync(glob[1])
      .filter((name) => name.endsWith(glob[2]))
      .sort()
      .map((name) => `${glob[1]}/${name}`);
  });
}

/** The gate's command and arguments as spawned. @param {GateEntry} gate */
export const commandOf = (gate) => ({command: gate.command, args: expand(gate.args)});

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [first, ...rest] = process.argv.slice(2);
  if (first === '--list') {
    for (const gate of GATES) console.log(`${gate.id.padEnd(14)} ${gate.title}`);
  } else if (first === '--table') {
    console.log(gatesTable());
  } else if (first === '--write-table') {
    fs.writeFileSync(TABLE_FILE, withTable(fs.readFileSync(TABLE_FILE, 'utf8')));
    console.log(`gates: table written into ${TABLE_FILE}`);
  } else {
    const gate = GATES.find((g) => g.id === first);
    if (!gate) {
      console.error(`usage: node scripts/gates/gates.mjs <id> [args…] | --list | --table | --write-table`);
      console.error(`known gates: ${GATES.map((g) => g.id).join(', ')}`);
      process.exit(2);
    }
    const {command, args} = commandOf(gate);
    const child = spawn(command, [...args, ...rest], {stdio: 'inherit'});
    child.on('close', (code) => process.exit(code ?? 1));
  }
}
