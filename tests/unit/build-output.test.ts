import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {BUILD_MARKER, markComplete, moveIntoPlace} from '../../scripts/lib/build-output.mjs';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'build-output-'));

test('a build moves into place only when complete; the last good build stays otherwise', () => {
  const dir = tmp();
  const target = path.join(dir, 'build');
  const staging = path.join(dir, 'staging');
  fs.mkdirSync(target);
  fs.writeFileSync(path.join(target, 'index.html'), 'old');
  fs.mkdirSync(staging);
  fs.writeFileSync(path.join(staging, 'index.html'), 'half');
  assert.throws(() => moveIntoPlace(staging, target), /not a complete build/);
  assert.equal(fs.readFileSync(path.join(target, 'index.html'), 'utf8'), 'old');
  markComplete(staging);
  moveIntoPlace(staging, target);
  assert.equal(fs.readFileSync(path.join(target, 'index.html'), 'utf8'), 'half');
  const marker = JSON.parse(fs.readFileSync(path.join(target, BUILD_MARKER), 'utf8'));
  assert.ok(Date.parse(marker.completedAt) > 0);
  assert.ok(!fs.existsSync(staging));
  assert.deepEqual(
    fs.readdirSync(dir).filter((f) => f.includes('.old-')),
    [],
  );
});

test('the test server and the nginx config render refuse a build without its marker, saying why', () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>');
  const serve = spawnSync('node', ['scripts/dev/serve.mjs', '--dir', dir, '--port', '0'], {encoding: 'utf8'});
  assert.equal(serve.status, 1);
  assert.match(serve.stderr, /refusing to serve .*did not finish/);
  const out = path.join(dir, 'conf');
  const render = spawnSync('node', ['deploy/nginx/render.mjs', '--root', dir, '--out', out], {encoding: 'utf8'});
  assert.equal(render.status, 1);
  assert.match(render.stderr, /render-nginx: refusing to serve .*did not finish/);
  assert.ok(!fs.existsSync(path.join(out, 'rainbond.conf')), 'no config written');
});
