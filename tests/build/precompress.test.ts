// After the build: every text file nginx would compress has its twins (scripts/build/precompress.mjs: brotli, and
// gzip too for what a first load fetches) that decompress to exactly the file as it is now. A step that edits the build after precompress would leave
// nginx serving stale pages to every browser; this catches it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  SECONDARY_BROTLI_QUALITY,
  COMPRESSIBLE,
  ENCODINGS,
  MIN_BYTES,
  brotliQualityOf,
  compress,
  decompress,
  twinsOf,
} from '../../scripts/lib/precompress.mjs';

const files = fs
  .readdirSync('build', {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name));

test('every compressible file has its twins (brotli; gzip too for first loads) with its exact content', () => {
  const text = files.filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  assert.ok(text.length > 5000, `${text.length} compressible files`);
  const problems: string[] = [];
  for (const file of text) {
    const content = fs.readFileSync(file);
    const wanted = twinsOf(path.relative('build', file));
    for (const encoding of ENCODINGS) {
      const twin = `${file}.${encoding}`;
      if (!wanted.includes(encoding)) {
        if (fs.existsSync(twin)) problems.push(`${twin} should not exist (no ${encoding} twin for this file)`);
        continue;
      }
      if (!fs.existsSync(twin)) {
        // A twin is skipped only when compressing would not make the file smaller.
        if (compress(content, encoding).length < content.length) problems.push(`${twin} missing`);
        continue;
      }
      if (!decompress(fs.readFileSync(twin), encoding).equals(content)) problems.push(`${twin} is stale`);
    }
  }
  assert.deepEqual(
    problems.slice(0, 20),
    [],
    `${problems.length} problems; run node scripts/build/precompress.mjs last`,
  );
});

test('no twin without its file; current pages, scripts and styles at the highest brotli quality, the rest at 10', () => {
  const orphans = files.filter((f) => /\.(br|gz)$/.test(f) && !fs.existsSync(f.replace(/\.(br|gz)$/, '')));
  assert.deepEqual(orphans.slice(0, 20), []);
  const page = fs.readFileSync('build/docs/quick-start/quick-install/index.html');
  const twin = fs.readFileSync('build/docs/quick-start/quick-install/index.html.br');
  // nginx's on-the-fly level (brotli_comp_level 6) is what a page would cost without the twin.
  const onTheFly = zlib.brotliCompressSync(page, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 6}});
  assert.ok(twin.length < onTheFly.length, `twin ${twin.length} B vs level 6 ${onTheFly.length} B`);
  assert.equal(twin.length, compress(page, 'br').length);
  // An archived version's page: brotli 10; its Markdown copies and search shards: no twin, nginx compresses them on
  // the fly (scripts/lib/precompress.mjs says why). Scripts stay at 11 wherever they are.
  const archived = 'build/en/docs/5.12/quick-start/quick-install/index.html';
  assert.equal(brotliQualityOf(path.relative('build', archived)), SECONDARY_BROTLI_QUALITY);
  assert.deepEqual(twinsOf(path.relative('build', archived)), ['br'], 'an archived page: brotli only');
  const archivedPage = fs.readFileSync(archived);
  assert.equal(fs.readFileSync(`${archived}.br`).length, compress(archivedPage, 'br', SECONDARY_BROTLI_QUALITY).length);
  const archivedCopy = 'build/en/docs/5.12/quick-start/quick-install.md';
  assert.ok(fs.existsSync(archivedCopy), `${archivedCopy} is built`);
  assert.deepEqual(twinsOf(path.relative('build', archivedCopy)), [], 'an archived Markdown copy: no twin');
  assert.ok(!fs.existsSync(`${archivedCopy}.br`) && !fs.existsSync(`${archivedCopy}.gz`), `${archivedCopy} has a twin`);
  const archivedShard = fs
    .readdirSync('build/search-index/5.12', {recursive: true})
    .map(String)
    .find((f) => f.endsWith('.json'));
  assert.ok(archivedShard);
  assert.deepEqual(twinsOf(`search-index/5.12/${archivedShard}`), [], 'an archived search shard: no twin');
  assert.equal(brotliQualityOf('docs/5.12/assets/js/main.0123abcd.js'), 11);
  assert.deepEqual(twinsOf('docs/5.12/assets/js/main.0123abcd.js'), ['br', 'gz']);
  assert.equal(brotliQualityOf('docs/quick-start/quick-install/index.html'), 11);
  assert.equal(brotliQualityOf('docs/quick-start/quick-install.md'), SECONDARY_BROTLI_QUALITY);
  assert.deepEqual(twinsOf('docs/quick-start/quick-install.md'), ['br'], "the current site's other text: brotli");
  assert.deepEqual(twinsOf('docs/quick-start/quick-install/index.html'), ['br', 'gz'], 'a current page: both');
  assert.deepEqual(twinsOf('assets/js/main.0123abcd.js'), ['br', 'gz']);
});
