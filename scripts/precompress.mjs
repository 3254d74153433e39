#!/usr/bin/env node
// Last step of `npm run build`: writes `<file>.br` and `<file>.gz` next to every compressible file of the build
// (both locales), so nginx sends the smallest encoding without spending CPU per request. A twin is kept only
// when it is smaller than the file. Work is spread over worker threads; twins are cached by content in
// .generated/precompressed so a rebuild compresses only the files that changed. Usage: [--dir build]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker, isMainThread, parentPort, workerData} from 'node:worker_threads';
import {COMPRESSIBLE, ENCODINGS, MIN_BYTES, compress, contentKey} from './lib/precompress.mjs';

const CACHE = path.resolve('.generated/precompressed');
/** @type {string[]} cache keys this run used; the rest is pruned */
const used = [];

/** @param {string} file */
function twin(file) {
  const content = fs.readFileSync(file);
  const key = contentKey(content);
  let written = 0;
  let saved = 0;
  used.push(key);
  for (const encoding of ENCODINGS) {
    const cached = path.join(CACHE, key.slice(0, 2), `${key}.${encoding}`);
    let out;
    if (fs.existsSync(cached)) out = fs.readFileSync(cached);
    else {
      out = compress(content, encoding);
      fs.mkdirSync(path.dirname(cached), {recursive: true});
      fs.writeFileSync(cached, out);
    }
    fs.rmSync(`${file}.${encoding}`, {force: true});
    if (out.length < content.length) {
      fs.writeFileSync(`${file}.${encoding}`, out);
      written += 1;
      if (encoding === 'br') saved += content.length - out.length;
    }
  }
  return {written, saved};
}

if (!isMainThread) {
  let written = 0;
  let saved = 0;
  for (const file of workerData.files) {
    const result = twin(file);
    written += result.written;
    saved += result.saved;
  }
  parentPort?.postMessage({written, saved, used});
} else {
  const args = process.argv.slice(2);
  const dirFlag = args.indexOf('--dir');
  const dir = path.resolve(dirFlag >= 0 ? args[dirFlag + 1] : 'build');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`precompress: ${dir} has no index.html; run the build first.`);
    process.exit(1);
  }
  const t0 = Date.now();
  const files = [];
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (fs.statSync(file).size >= MIN_BYTES) files.push(file);
  }
  // Largest first, dealt round-robin, so the workers finish together.
  files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  const threads = Math.max(1, Math.min(os.availableParallelism(), 8));
  const shares = Array.from({length: threads}, (_, i) => files.filter((__, j) => j % threads === i));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {workerData: {files: share}});
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const written = results.reduce((n, r) => n + r.written, 0);
  const saved = results.reduce((n, r) => n + r.saved, 0);
  const keep = new Set(results.flatMap((r) => r.used));
  for (const entry of fs.readdirSync(CACHE, {recursive: true, withFileTypes: true})) {
    if (entry.isFile() && !keep.has(entry.name.replace(/\.\w+$/, '')))
      fs.rmSync(path.join(entry.parentPath, entry.name));
  }
  console.log(
    `precompress: ${files.length} files → ${written} .br/.gz twins in ${((Date.now() - t0) / 1000).toFixed(1)} s ` +
      `(brotli saves ${(saved / 1e6).toFixed(1)} MB; cache ${path.relative(process.cwd(), CACHE)})`,
  );
}
