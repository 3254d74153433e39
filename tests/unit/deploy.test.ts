import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PLATFORM} from '../../src/data/platform.mjs';
import {writeVersionFile} from '../../scripts/lib/build-output.mjs';

const pinned = /const NODE_VERSION = '(\d+)\.(\d+)\.(\d+)'/.exec(
  fs.readFileSync('scripts/setup/supported-node.mjs', 'utf8'),
);

test('a supported Node.js everywhere: engines, the launcher and the image agree on the LTS lines 22 and 24', () => {
  const {engines} = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  assert.equal(engines.node, '^22.12.0 || >=24.0.0');
  assert.ok(pinned && Number(pinned[1]) >= 24, 'the launcher fetches Node 24 LTS for older machines');
  const from = /^FROM node:(\d+)\.(\d+)\.(\d+)-bookworm AS build$/m.exec(fs.readFileSync('deploy/Dockerfile', 'utf8'));
  assert.ok(from, 'the image builds on a pinned Node version');
  assert.deepEqual(from.slice(1), pinned?.slice(1));
  // npm test, npm start and the build go through the launcher, so Node 20 machines run them on Node 24.
  const {scripts} = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  for (const name of ['test', 'start', 'start:en', 'build', 'bench'])
    assert.match(scripts[name], /^node scripts\/setup\/supported-node\.mjs /, name);
});

test('the image build copies no installed or generated files, and keeps .git for page dates', () => {
  const ignored = fs
    .readFileSync('.dockerignore', 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  for (const entry of ['node_modules', 'build', '.generated', '.docusaurus']) assert.ok(ignored.includes(entry), entry);
  assert.ok(!ignored.some((l) => /^\.git\b/.test(l)), '.git is needed in the image build');
});

test('no dependency runs an install script', () => {
  assert.match(fs.readFileSync('.npmrc', 'utf8'), /^ignore-scripts=true$/m);
  assert.match(fs.readFileSync('deploy/Dockerfile', 'utf8'), /COPY package\.json package-lock\.json \.npmrc/);
});

test('the operator docs describe only what the site has', () => {
  const readme = fs.readFileSync('deploy/README.md', 'utf8');
  assert.doesNotMatch(readme, /Send request/, 'the API reference has no request panel');
  assert.doesNotMatch(readme, /interest-cohort/);
});

const dockerfile = fs.readFileSync('deploy/Dockerfile', 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

test('the image runs on pinned bases, as the non-root user the Helm chart expects, with labels', () => {
  for (const [, image] of dockerfile.matchAll(/^FROM (\S+)/gm)) {
    assert.match(image, /^(node:\d+\.\d+\.\d+-bookworm|debian:\d+\.\d+-slim)$/, `${image} is an exact release`);
  }
  const user = /^USER (\d+):(\d+)$/m.exec(runtimeStage);
  assert.ok(user && Number(user[1]) > 0, 'the served image names a numeric, non-root user');
  const deployment = fs.readFileSync('deploy/helm/rainbond-website/templates/deployment.yaml', 'utf8');
  assert.match(deployment, new RegExp(`runAsUser: ${user[1]}\\b`), 'the chart runs as the image user');
  for (const label of ['version', 'created', 'revision', 'source', 'licenses']) {
    assert.match(runtimeStage, new RegExp(`org\\.opencontainers\\.image\\.${label}=`), label);
  }
  assert.match(runtimeStage, /^ENTRYPOINT \["\/usr\/local\/bin\/rainbond-website"\]$/m);
  assert.match(runtimeStage, /^COPY deploy\/docker-entrypoint\.sh \/usr\/local\/bin\/rainbond-website$/m);
});

test('the image renders the config the tests run, writing only under /tmp and logging to stderr', () => {
  const render = /node deploy\/nginx\/render\.mjs ([^\n]+\n[^\n]+)/.exec(dockerfile)?.[1] ?? '';
  assert.match(render, /--tmp \/tmp\/nginx\b/);
  assert.match(render, /--error-log stderr\b/);
  assert.match(render, /--listen 8080\b/);
  const entrypoint = fs.readFileSync('deploy/docker-entrypoint.sh', 'utf8');
  assert.match(entrypoint, /NGINX_TMP:-\/tmp\/nginx/, 'the entrypoint creates the folder render.mjs was given');
  // npm ci needs every workspace's package.json before the sources are copied.
  const {workspaces} = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  for (const dir of fs.readdirSync(workspaces[0].replace('/*', ''))) {
    assert.match(dockerfile, new RegExp(`COPY packages/${dir}/package\\.json packages/${dir}/`), dir);
  }
});

/** Runs the image's entrypoint against a folder holding a version.json, with `true` in place of nginx. */
function entrypoint(env: Record<string, string>, version: object | null) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'entrypoint-'));
  // Written by the build's own writer, so a change of its format reaches this test.
  if (version) writeVersionFile(root, version);
  const result = spawnSync('sh', ['deploy/docker-entrypoint.sh', 'true'], {
    env: {PATH: process.env.PATH, SITE_ROOT: root, NGINX_TMP: path.join(root, 'tmp'), ...env},
    encoding: 'utf8',
  });
  fs.rmSync(root, {recursive: true, force: true});
  return result;
}

test('the entrypoint refuses an address the image was not built for, and says how to fix it', () => {
  const built = {docsVersion: '5.15', siteUrl: 'https://www.rainbond.com', baseUrl: '/'};
  assert.equal(entrypoint({}, built).status, 0, 'no address given: starts');
  assert.equal(entrypoint({SITE_URL: 'https://www.rainbond.com/', BASE_URL: '/'}, built).status, 0);
  const wrongSite = entrypoint({SITE_URL: 'http://docs.example.internal'}, built);
  assert.equal(wrongSite.status, 64);
  assert.match(
    wrongSite.stderr,
    /SITE_URL is http:\/\/docs\.example\.internal, but this image was built for https:\/\/www\.rainbond\.com/,
  );
  const wrongBase = entrypoint({BASE_URL: '/docs/'}, built);
  assert.equal(wrongBase.status, 64);
  assert.match(wrongBase.stderr, /BASE_URL is \/docs\/, but this image was built for \//);
  assert.equal(entrypoint({}, null).status, 65, 'no version.json: not a finished build');
});

test('image tags carry the docs version and the build date, the same instant the build stage gets', () => {
  const epoch = 1795824000; // 2026-11-28T00:00:00Z
  const result = spawnSync('bash', ['deploy/build-image.sh', '--dry-run'], {
    env: {...process.env, SITE_URL: 'https://docs.example.internal', SOURCE_DATE_EPOCH: String(epoch)},
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  const v = PLATFORM.docsVersion.replace('.', '\\.');
  assert.match(result.stdout, new RegExp(`-t rainbond-website:${v}-20261128 -t rainbond-website:${v} `));
  assert.match(result.stdout, new RegExp(`--build-arg SOURCE_DATE_EPOCH=${epoch} `));
  assert.match(result.stdout, new RegExp(`--build-arg VERSION=${v}-20261128 `));
  assert.match(result.stdout, /--build-arg CREATED=2026-11-28T00:00:00Z /);
  assert.match(result.stdout, /--build-arg REVISION=([0-9a-f]{40}|unknown) /);
  assert.match(result.stdout, /--build-arg SITE_URL=https:\/\/docs\.example\.internal /);
  // The build stage turns the same instant into version.json's date.
  const info = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import('./scripts/lib/build-output.mjs').then((m) => console.log(JSON.stringify(m.buildInfo())))",
    ],
    {env: {...process.env, SOURCE_DATE_EPOCH: String(epoch)}, encoding: 'utf8'},
  );
  assert.equal(JSON.parse(info.stdout).buildDate, '20261128', info.stderr);
  assert.match(dockerfile.slice(0, dockerfile.lastIndexOf('\nFROM ')), /^ARG SOURCE_DATE_EPOCH$/m);
});
