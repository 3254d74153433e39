import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_MARKER, STAGING_DIR} from '../../scripts/lib/build-output.mjs';

test('npm run build leaves a finished build in build/, marked, and no staging folder behind', () => {
  const marker = JSON.parse(fs.readFileSync(path.join('build', BUILD_MARKER), 'utf8'));
  assert.match(marker.commit, /^([0-9a-f]{40}|unknown)$/);
  assert.ok(Date.now() - Date.parse(marker.completedAt) < 24 * 3600 * 1000, 'marker written by this build');
  assert.ok(!fs.existsSync(STAGING_DIR), `${STAGING_DIR} was moved into place`);
  // The build's last steps ran on the staging folder before the move: twins and the search index are in build/.
  assert.ok(fs.existsSync('build/index.html.br') && fs.existsSync('build/search-index/meta.json'));
});
