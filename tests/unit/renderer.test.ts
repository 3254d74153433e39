import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rendererIdentity, writeFileAtomic} from '../../scripts/lib/renderer.mjs';

test('a drawing cache entry is written aside and renamed: no half-written file, no leftovers', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-'));
  const file = path.join(dir, 'a.svg');
  writeFileAtomic(file, '<svg/>');
  writeFileAtomic(file, '<svg>2</svg>');
  assert.equal(fs.readFileSync(file, 'utf8'), '<svg>2</svg>');
  assert.deepEqual(fs.readdirSync(dir), ['a.svg']);
});

test('the renderer identity changes with the browser and the fonts', () => {
  const fake = (version: string) => {
    const bin = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-')), 'chromium');
    fs.writeFileSync(bin, `#!/bin/sh\necho "Chromium ${version}"\n`, {mode: 0o755});
    return bin;
  };
  const a = rendererIdentity(fake('156.0.1'), ['Liberation Sans']);
  assert.equal(a, rendererIdentity(fake('156.0.1'), ['Liberation Sans']));
  assert.notEqual(a, rendererIdentity(fake('157.0.0'), ['Liberation Sans']));
  assert.notEqual(a, rendererIdentity(fake('156.0.1'), ['Liberation Sans', 'WenQuanYi Micro Hei']));
});

test("without Chromium a writer's build warns and goes on; CI fails", () => {
  const script =
    "import('./scripts/lib/renderer.mjs').then((m) => m.chromiumMissing('diagrams', '3 diagrams not drawn'))";
  const local = spawnSync('node', ['-e', script], {encoding: 'utf8', env: {...process.env, CI: ''}});
  assert.equal(local.status, 0);
  assert.match(local.stderr, /diagrams: 3 diagrams not drawn/);
  const ci = spawnSync('node', ['-e', script], {encoding: 'utf8', env: {...process.env, CI: 'true'}});
  assert.equal(ci.status, 1);
  assert.match(ci.stderr, /Chromium is missing in CI/);
});
