#!/usr/bin/env node
// Last step of `npm run build`: writes `<file>.br` next to the build's compressible files (both locales;
// scripts/lib/precompress.mjs says which and why there are no gzip twins), so nginx sends brotli without spending
// CPU per request. A twin is kept only when it is smaller than the file. Work is spread over worker threads. For this
// repository's build, twins are cached by content in .generated/precompressed (pruned to what the build uses), so a
// rebuild compresses only what changed; other folders (the bench's plain Docusaurus) are compressed without a cache.
// Usage: node scripts/build/precompress.mjs [--dir build]
import fs from 'node:fs';
import path from 'node:path';
import {isMainThread, parentPort, threadId, workerData} from 'node:worker_threads';
import {cliOptions} from '../lib/cli.mjs';
import {inWorkers} from '../lib/workers.mjs';
import {
  COMPRESSIBLE,
  MIN_BYTES,
  archivedBundles,
  brotliQualityOf,
  compress,
  contentKey,
  hasTwin,
} from '../lib/precompress.mjs';

const CACHE = path.resolve('.generated/precompressed');

/** @param {Buffer} content @param {number} quality @param {boolean} useCache */
function compressCached(content, quality, useCache) {
  if (!useCache) return compress(content, quality);
  const key = contentKey(content);
  const file = path.join(CACHE, key.slice(0, 2), `${key}.br${quality}`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const out = compress(content, quality);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Files with the same content (many chunks are identical) are compressed by several workers at
  // once: write aside and rename, so a reader never sees a half-written cache entry.
  const partial = `${file}.${process.pid}-${threadId}.tmp`;
  fs.writeFileSync(partial, out);
  fs.renameSync(partial, file);
  return out;
}

/**
 * Writes the twin of each file; returns how many, the bytes brotli saves, and the cache keys used.
 * @param {string[]} files @param {string} dir @param {boolean} useCache
 * @param {Set<string>} onlyArchived the bundles only archived pages load
 */
function twins(files, dir, useCache, onlyArchived) {
  let written = 0;
  let saved = 0;
  const used = [];
  for (const file of files) {
    const relative = path.relative(dir, file);
    fs.rmSync(`${file}.br`, {force: true});
    if (!hasTwin(relative)) continue;
    const content = fs.readFileSync(file);
    if (useCache) used.push(contentKey(content));
    const out = compressCached(content, brotliQualityOf(relative, onlyArchived), useCache);
    if (out.length >= content.length) continue;
    fs.writeFileSync(`${file}.br`, out);
    written += 1;
    saved += content.length - out.length;
  }
  return {written, saved, used};
}

if (!isMainThread) {
  parentPort?.postMessage(twins(workerData.items, workerData.dir, workerData.useCache, workerData.onlyArchived));
} else {
  const {values: opts} = cliOptions('node scripts/build/precompress.mjs [--dir build]', {
    dir: {type: 'string', default: 'build'},
  });
  const dir = path.resolve(opts.dir);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`precompress: ${dir} has no index.html; run the build first.`);
    process.exit(1);
  }
  const useCache = !path.relative(process.cwd(), dir).startsWith('..');
  const t0 = Date.now();
  const files = fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {file, size: fs.statSync(file).size};
    })
    .filter(({size}) => size >= MIN_BYTES)
    // Largest first, dealt round-robin, so the workers finish together.
    .sort((a, b) => b.size - a.size)
    .map(({file}) => file);
  /** @type {ReturnType<typeof twins>[]} */
  const results = await inWorkers(import.meta.url, files, {dir, useCache, onlyArchived: archivedBundles(dir)});
  if (useCache && fs.existsSync(CACHE)) {
    const keep = new Set(results.flatMap((r) => r.used));
    for (const entry of fs.readdirSync(CACHE, {recursive: true, withFileTypes: true})) {
      // Entries of other kinds (the gzip twins of earlier builds) go too.
      if (entry.isFile() && (!/\.br\d+$/.test(entry.name) || !keep.has(entry.name.replace(/\.\w+$/, ''))))
        fs.rmSync(path.join(entry.parentPath, entry.name));
    }
  }
  const written = results.reduce((n, r) => n + r.written, 0);
  const saved = results.reduce((n, r) => n + r.saved, 0);
  console.log(
    `precompress: ${files.length} files in ${path.relative(process.cwd(), dir) || '.'} → ${written} brotli twins ` +
      `in ${((Date.now() - t0) / 1000).toFixed(1)} s (brotli saves ${(saved / 1e6).toFixed(1)} MB` +
      `${useCache ? '; cached in .generated/precompressed' : ''})`,
  );
}
