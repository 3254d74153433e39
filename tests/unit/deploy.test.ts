import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

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
