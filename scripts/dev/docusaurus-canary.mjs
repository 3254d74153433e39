#!/usr/bin/env node
// `npm run canary`: the next Docusaurus, tried before it is due. Not part of `npm test` or CI's pass/fail.
// It finds the newest canary that the registry carries for every @docusaurus package this site depends on, copies
// the committed tree into a scratch folder, installs that canary there, builds the English site and one archived
// docs pass, and runs the seam's contract test (tests/build/internals.test.ts) against what it built. The report
// names each entry of internals/README.md that still holds or broke, with the time of each step.
// Usage: node scripts/dev/docusaurus-canary.mjs [--version 4.0.0-canary-NNNN] [--keep]
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {archivePassEnv} from '../../internals/build/generated-dir.mjs';
import {ARCHIVED_DOCS} from '../../settings.mjs';
import {cliOptions} from '../lib/cli.mjs';

const {values: opts} = cliOptions('node scripts/dev/docusaurus-canary.mjs [--version 4.0.0-canary-NNNN] [--keep]', {
  version: {type: 'string'},
  keep: {type: 'boolean', default: false},
});
const keep = opts.keep;
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies'];
const docusaurusPackages = DEPENDENCY_FIELDS.flatMap((field) =>
  Object.keys(pkg[field] ?? {}).filter((name) => name.startsWith('@docusaurus/')),
);

const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  // Docusaurus 4 uses RegExp.escape (Node 24).
  console.error(`canary: Docusaurus 4 needs Node 24 or later; this is ${process.versions.node}.`);
  process.exit(2);
}

/** @param {string} version */
const canaryNumber = (version) => Number(/-canary-(\d+)$/.exec(version)?.[1] ?? -1);

/** The newest canary every one of our @docusaurus packages has in the registry. */
function newestCommonCanary() {
  const canaryLists = docusaurusPackages.map((name) => {
    /** @type {string[]} */
    const versions = JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], {encoding: 'utf8'}));
    return versions.filter((v) => /^\d+\.\d+\.\d+-canary-\d+$/.test(v));
  });
  const common = canaryLists.reduce((kept, list) => kept.filter((v) => list.includes(v)));
  const newest = [...common].sort((a, b) => canaryNumber(b) - canaryNumber(a))[0];
  if (!newest) throw new Error(`canary: no canary version common to ${docusaurusPackages.join(', ')}`);
  return newest;
}

/** Runs a command in `cwd`, streaming its output; returns its exit code and seconds taken. */
function timed(command, commandArgs, cwd, env = process.env) {
  const t0 = Date.now();
  console.log(`\n▶ ${command} ${commandArgs.join(' ')}`);
  const {status} = spawnSync(command, commandArgs, {cwd, env, stdio: 'inherit'});
  return {code: status ?? 1, seconds: Math.round((Date.now() - t0) / 1000)};
}

const version = opts.version ?? newestCommonCanary();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbond-canary-'));
console.log(`canary: Docusaurus ${version} for ${docusaurusPackages.length} packages, in ${dir}`);

// The committed tree as a git worktree (the docs' last-update dates come from git), plus the generated sources a
// fresh clone would render first (API pages, covers, diagrams).
fs.rmSync(dir, {recursive: true});
execFileSync('git', ['worktree', 'add', '--detach', dir, 'HEAD'], {stdio: 'inherit'});
for (const cached of ['.generated/diagrams', '.generated/covers', 'api-docs'])
  if (fs.existsSync(cached)) fs.cpSync(cached, path.join(dir, cached), {recursive: true});

const trial = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
for (const field of DEPENDENCY_FIELDS)
  for (const name of Object.keys(trial[field] ?? {})) if (name.startsWith('@docusaurus/')) trial[field][name] = version;
trial.engines = {node: '>=24.0.0'};
fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(trial, null, 2)}\n`);
fs.rmSync(path.join(dir, 'package-lock.json'));

// Peer ranges the canary asks for that our pins do not meet (the upgrade's to-do list), then an install that
// accepts them as they are, so the trial can still show what builds.
const pinned = {...pkg.dependencies, ...pkg.devDependencies};
const unmetPeers = new Set();
for (const name of docusaurusPackages) {
  const peers = JSON.parse(
    execFileSync('npm', ['view', `${name}@${version}`, 'peerDependencies', '--json'], {encoding: 'utf8'}) || '{}',
  );
  for (const [peer, range] of Object.entries(peers))
    if (pinned[peer] && !peer.startsWith('@docusaurus/')) unmetPeers.add(`${peer} ${range} (ours: ${pinned[peer]})`);
}

/** @type {[string, {code: number, seconds: number}][]} */
const results = [];
const install = timed('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps'], dir);
results.push(['install', install]);
if (install.code === 0) {
  results.push(['generated sources', timed('npm', ['run', 'generate'], dir)]);
  results.push(['build (en, current docs)', timed('npx', ['docusaurus', 'build', '--locale', 'en'], dir)]);
  const archived = ARCHIVED_DOCS[0].name;
  const archiveOut = path.join(dir, '.generated/archive', archived);
  results.push([
    `build (en, docs ${archived} archive pass)`,
    timed('npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', archiveOut], dir, {
      ...archivePassEnv(process.env),
      DOCS_VERSION: archived,
    }),
  ]);
}

// The contract: each entry of internals/README.md against what the canary built.
const built = results.length > 1 && results.every(([, {code}]) => code === 0);
const contract = spawnSync('npx', ['tsx', '--test', 'tests/build/internals.test.ts'], {cwd: dir, encoding: 'utf8'});
const lines = `${contract.stdout}\n${contract.stderr}`.split('\n');
const verdicts = lines.filter((line) => /^[✔✖] /.test(line) && !/failing tests/.test(line));
const seen = new Set();

console.log(`\n── Docusaurus ${version}: what the trial found ──`);
for (const [step, {code, seconds}] of results) console.log(`${code === 0 ? '✔' : '✖'} ${step}: ${seconds} s`);
console.log(
  `\nPeer ranges of the canary (ours installed as they are):\n${[...unmetPeers].map((p) => `  ${p}`).join('\n')}`,
);
if (!built) console.log('\nThe build did not finish: the contract below ran against what exists.');
console.log('\nThe seam’s contract (tests/build/internals.test.ts):');
for (const line of verdicts) {
  const name = line.replace(/ \([\d.]+ms\)$/, '');
  if (seen.has(name)) continue;
  seen.add(name);
  console.log(`  ${name}`);
}
const failures = lines.filter((line) => /^\s+(AssertionError|Error|TypeError)/.test(line));
if (failures.length) console.log(`\nFirst failures:\n${failures.slice(0, 8).join('\n')}`);
if (keep) console.log(`\nThe trial tree stays in ${dir} (git worktree remove --force ${dir} when done).`);
else execFileSync('git', ['worktree', 'remove', '--force', dir]);
