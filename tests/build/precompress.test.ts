// After the build: every text file nginx would compress has its brotli twin (scripts/build/precompress.mjs) that
// decompresses to exactly the file as it is now, and no file has a gzip twin (decision 0024). A step that edits the
// build after precompress would leave nginx serving stale pages to every browser; this catches it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  SECONDARY_BROTLI_QUALITY,
  COMPRESSIBLE,
  MIN_BYTES,
  archivedBundles,
  brotliQualityOf,
  compress,
  decompress,
  hasTwin,
} from '../../scripts/lib/precompress.mjs';

const onlyArchived = archivedBundles('build');
const files = fs
  .readdirSync('build', {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name));

test('every compressible file has its brotli twin with its exact content, and none has a gzip twin', () => {
  const text = files.filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  assert.ok(text.length > 5000, `${text.length} compressible files`);
  const problems: string[] = [];
  for (const file of text) {
    const content = fs.readFileSync(file);
    const twin = `${file}.br`;
    if (!hasTwin(path.relative('build', file))) {
      if (fs.existsSync(twin)) problems.push(`${twin} should not exist (no twin for this file)`);
      continue;
    }
    if (!fs.existsSync(twin)) {
      // A twin is skipped only when compressing would not make the file smaller.
      const quality = brotliQualityOf(path.relative('build', file), onlyArchived);
      if (compress(content, quality).length < content.length) problems.push(`${twin} missing`);
      continue;
    }
    if (!decompress(fs.readFileSync(twin)).equals(content)) problems.push(`${twin} is stale`);
  }
  problems.push(...files.filter((f) => f.endsWith('.gz')).map((f) => `${f}: a gzip twin (nginx gzips on the fly)`));
  assert.deepEqual(
    problems.slice(0, 20),
    [],
    `${problems.length} problems; run node scripts/build/precompress.mjs last`,
  );
});

test('no twin without its file; current pages and the bundles they load at the highest brotli quality, the rest at 10', () => {
  const orphans = files.filter((f) => f.endsWith('.br') && !fs.existsSync(f.slice(0, -'.br'.length)));
  assert.deepEqual(orphans.slice(0, 20), []);
  const page = fs.readFileSync('build/docs/quick-start/quick-install/index.html');
  const twin = fs.readFileSync('build/docs/quick-start/quick-install/index.html.br');
  // nginx's on-the-fly level (brotli_comp_level 6) is what a page would cost without the twin.
  const onTheFly = zlib.brotliCompressSync(page, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 6}});
  assert.ok(twin.length < onTheFly.length, `twin ${twin.length} B vs level 6 ${onTheFly.length} B`);
  assert.equal(twin.length, compress(page).length);
  // An archived version's page: brotli 10; its Markdown copies and search shards: no twin, nginx compresses them on
  // the fly (scripts/lib/precompress.mjs says why).
  const archived = 'build/en/docs/5.12/quick-start/quick-install/index.html';
  assert.equal(brotliQualityOf(path.relative('build', archived)), SECONDARY_BROTLI_QUALITY);
  assert.ok(hasTwin(path.relative('build', archived)), 'an archived page: brotli 10');
  const archivedPage = fs.readFileSync(archived);
  assert.equal(fs.readFileSync(`${archived}.br`).length, compress(archivedPage, SECONDARY_BROTLI_QUALITY).length);
  const archivedCopy = 'build/en/docs/5.12/quick-start/quick-install.md';
  assert.ok(fs.existsSync(archivedCopy), `${archivedCopy} is built`);
  assert.ok(!hasTwin(path.relative('build', archivedCopy)), 'an archived Markdown copy: no twin');
  assert.ok(!fs.existsSync(`${archivedCopy}.br`), `${archivedCopy} has a twin`);
  const archivedShard = fs
    .readdirSync('build/search-index/5.12', {recursive: true})
    .map(String)
    .find((f) => f.endsWith('.json'));
  assert.ok(archivedShard);
  assert.ok(!hasTwin(`search-index/5.12/${archivedShard}`), 'an archived search shard: no twin');
  assert.equal(brotliQualityOf('docs/5.12/assets/js/main.0123abcd.js'), 11);
  assert.ok(hasTwin('docs/5.12/assets/js/main.0123abcd.js'));
  // Bundles: 11 for those current pages load (the main bundle of this page), 10 for those only archived pages load.
  const mainScript = /<script src="\/assets\/js\/(main\.[0-9a-f]+\.js)"/.exec(page.toString())?.[1];
  assert.ok(mainScript, 'the current page names its main bundle');
  assert.ok(!onlyArchived.has(`assets/js/${mainScript}`), `${mainScript} is a current bundle`);
  const archivedMain = /<script src="\/en\/assets\/js\/(main\.[0-9a-f]+\.js)"/.exec(archivedPage.toString())?.[1];
  assert.ok(archivedMain, 'the archived page names its main bundle');
  assert.ok(onlyArchived.has(`en/assets/js/${archivedMain}`), `${archivedMain} is listed as archived-only`);
  for (const [file, quality] of [
    [`build/assets/js/${mainScript}`, 11],
    [`build/en/assets/js/${archivedMain}`, SECONDARY_BROTLI_QUALITY],
  ] as const)
    assert.equal(fs.readFileSync(`${file}.br`).length, compress(fs.readFileSync(file), quality).length, file);
  assert.equal(brotliQualityOf('docs/quick-start/quick-install/index.html'), 11);
  assert.equal(brotliQualityOf('docs/quick-start/quick-install.md'), SECONDARY_BROTLI_QUALITY);
  assert.ok(hasTwin('docs/quick-start/quick-install.md'), "the current site's other text: brotli 10");
  assert.ok(hasTwin('docs/quick-start/quick-install/index.html'), 'a current page: brotli 11');
  assert.ok(hasTwin('assets/js/main.0123abcd.js'));
  assert.ok(!hasTwin('.page-metadata/current-zh.json'), 'a dotfolder is never served');
});
