#!/usr/bin/env node
// Runs a project script on a supported Node.js: the LTS lines 22 and 24 (package.json "engines"). Node 20 reached
// end of life in April 2026 and some dev dependencies need 22 or later, yet a fresh Debian machine ships 20. On an
// older Node this fetches Node NODE_VERSION's official Linux binary from the npm registry (the node-linux-<arch>
// package, checked against the integrity pinned below), keeps it in .generated/node/, and runs the script with it
// first on PATH, so every node, npm and npx the script starts uses it too.
// Usage: node scripts/setup/supported-node.mjs <script.mjs> [args…]
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {packPinned} from './pinned-package.mjs';

const MIN = [22, 12];
const NODE_VERSION = '24.21.0';
/** The registry's sha512 of each package, pinned: a different tarball is refused. */
const INTEGRITY = {
  x64: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
  arm64: 'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
};

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/setup/supported-node.mjs <script.mjs> [args…]');
  process.exit(2);
}

const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > MIN[0] || (major === MIN[0] && minor >= MIN[1]);

/** The directory of a Node binary of NODE_VERSION, fetched once. */
function fetchNode() {
  const arch = process.arch;
  if (process.platform !== 'linux' || !(arch in INTEGRITY)) {
    throw new Error(
      `Node ${process.versions.node} is not supported (need ${MIN.join('.')} or later) and no pinned binary exists ` +
        `for ${process.platform}-${arch}: install Node 22 or 24.`,
    );
  }
  const home = path.resolve('.generated/node', `v${NODE_VERSION}-${arch}`);
  const bin = path.join(home, 'bin');
  if (fs.existsSync(path.join(bin, 'node'))) return bin;
  const spec = `node-linux-${arch}@${NODE_VERSION}`;
  console.log(`==> Node ${process.versions.node} is past end of life: fetching ${spec} from the npm registry…`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'node-'));
  try {
    const tarball = packPinned(spec, INTEGRITY[arch], tmp);
    const staging = `${home}.${process.pid}.tmp`;
    fs.mkdirSync(staging, {recursive: true});
    execFileSync('tar', ['-xzf', tarball, '-C', staging, '--strip-components=1']);
    fs.chmodSync(path.join(staging, 'bin', 'node'), 0o755);
    fs.rmSync(home, {recursive: true, force: true});
    fs.renameSync(staging, home);
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
  return bin;
}

let nodeBin = process.execPath;
const env = {...process.env};
if (!supported) {
  const bin = fetchNode();
  nodeBin = path.join(bin, 'node');
  env.PATH = `${bin}${path.delimiter}${env.PATH ?? ''}`;
  console.log(`==> running ${script} on Node ${NODE_VERSION} (${path.relative(process.cwd(), bin)})`);
}
const child = spawn(nodeBin, [script, ...args], {stdio: 'inherit', env});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
