import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {walkFiles} from '../../shared/files.mjs';
import {MOBILE_BREAKPOINT_PX} from '../../src/data/constants';

// CSS cannot import a constant, so the stylesheets are held to it here: a breakpoint that drifts from the spec's
// (and Docusaurus') mobile width would show the desktop navbar and the mobile menu at once, or neither.
test('every width breakpoint of our stylesheets is the mobile breakpoint of SPEC §9', () => {
  const queries = walkFiles('src', (name) => name.endsWith('.css')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/@media[^{]*\((?:max|min)-width:\s*(\d+)px\)/g)].map((m) => ({
      file,
      px: Number(m[1]),
    })),
  );
  assert.ok(queries.length > 0);
  for (const {file, px} of queries) {
    assert.ok(px === MOBILE_BREAKPOINT_PX || px === MOBILE_BREAKPOINT_PX + 1, `${file}: ${px}px`);
  }
});

test("the mobile breakpoint is the one Docusaurus' navbar switches at", () => {
  const hook = readFileSync('node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js', 'utf8');
  assert.match(hook, new RegExp(`DesktopBreakpoint = ${MOBILE_BREAKPOINT_PX};`));
});
