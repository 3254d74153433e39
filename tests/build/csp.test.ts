import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ALLOWED_INLINE_SCRIPTS, inlineScriptHashes, recognisedText} from '../../scripts/lib/csp.mjs';

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
  // A script that merely mentions the banner's words is not the banner.
  assert.throws(() => inlineScriptHashes(buildWith(['insertBanner();fetch("/x")'])), /does not allow/);
  const plantedDir = buildWith([theme, 'fetch("/steal?c="+document.cookie)']);
  assert.throws(
    () => inlineScriptHashes(plantedDir),
    /inline scripts the CSP does not allow[\s\S]*p1\.html[\s\S]*steal/,
  );
});

test('the build carries only the inline scripts the CSP names: the theme bootstrap and the base-URL banner', () => {
  const hashes = inlineScriptHashes('build');
  assert.ok(hashes.includes(`'sha256-${ALLOWED_INLINE_SCRIPTS[0].sha256}'`));
  // The banner names the locale's base URL (/ and /en/): one script per locale, both recognised as the banner.
  assert.equal(hashes.length, 3, hashes.join(' '));
  const home = fs.readFileSync('build/index.html', 'utf8');
  const banner = /<script[^>]*>(function insertBanner[\s\S]*?)<\/script>/.exec(home)?.[1] ?? '';
  assert.ok(banner, 'the home page carries the banner (SPEC: wrong base URL)');
  const elsewhere = banner.replace(/(color: red;">)[^<]*</, '$1/docs-site/<');
  assert.notEqual(elsewhere, banner);
  assert.equal(recognisedText(elsewhere), recognisedText(banner), 'another BASE_URL is the same banner');
});
