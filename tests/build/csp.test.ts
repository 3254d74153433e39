import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ALLOWED_INLINE_SCRIPTS, inlineScriptHashes} from '../../scripts/lib/csp.mjs';

/** A build folder with one page per inline script given. */
function buildWith(scripts: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
  scripts.forEach((script, i) =>
    fs.writeFileSync(
      path.join(dir, `p${i}.html`),
      `<html><head><script>${script}</script><script type="application/ld+json">{"a":1}</script></head></html>`,
    ),
  );
  return dir;
}

test('the CSP allows the named inline scripts and fails naming any other', () => {
  const theme = fs.readFileSync('build/404.html', 'utf8').match(/<script>([\s\S]*?)<\/script>/)?.[1];
  assert.ok(theme, 'the built 404 page carries the theme bootstrap (run npm run build)');
  const allowedDir = buildWith([theme]);
  assert.deepEqual(inlineScriptHashes(allowedDir), [`'sha256-${ALLOWED_INLINE_SCRIPTS[0].sha256}'`]);
  const plantedDir = buildWith([theme, 'fetch("/steal?c="+document.cookie)']);
  assert.throws(
    () => inlineScriptHashes(plantedDir),
    /inline scripts the CSP does not allow[\s\S]*p1\.html[\s\S]*steal/,
  );
});

test('the build carries only the inline scripts the CSP names', () => {
  assert.deepEqual(
    inlineScriptHashes('build'),
    ALLOWED_INLINE_SCRIPTS.map((s) => `'sha256-${s.sha256}'`),
  );
});
