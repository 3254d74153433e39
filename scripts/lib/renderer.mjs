// What a picture drawn by Chromium depends on besides its own source: the browser build and the font files it
// draws text with. The caches of drawn pictures (diagrams, social cards) key on this, so a Chromium or font
// upgrade redraws them instead of mixing old and new drawings. Files are written aside and renamed into place:
// two builds sharing a cache, or a build stopped half-way, never leave a half-written picture behind.
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';

/**
 * A short identity of the renderer: Chromium's version line and the files (path, size) fontconfig picks for each
 * family. Unknown parts (no fc-match on the machine) are named as such, so they still key the cache.
 * @param {string} executablePath
 * @param {string[]} families
 */
export function rendererIdentity(executablePath, families) {
  const chromium =
    spawnSync(executablePath, ['--version'], {encoding: 'utf8'}).stdout?.split('\n')[0]?.trim() || 'chromium?';
  const fonts = families.map((family) => {
    const file = spawnSync('fc-match', ['-f', '%{file}', family], {encoding: 'utf8'}).stdout?.trim();
    if (!file || !fs.existsSync(file)) return `${family}:?`;
    return `${family}:${file}:${fs.statSync(file).size}`;
  });
  return crypto.createHash('sha256').update(JSON.stringify({chromium, fonts})).digest('hex').slice(0, 16);
}

/** Writes a file under a temporary name beside it, then renames it into place. */
export function writeFileAtomic(file, data) {
  const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(aside, data);
  fs.renameSync(aside, file);
}

/**
 * A machine without Chromium still builds for a writer (pictures are drawn in the browser, cards left out); CI
 * must not ship such a build, so there it is an error.
 * @param {string} what the step, for the message
 * @param {string} message what is left out
 */
export function chromiumMissing(what, message) {
  if (process.env.CI) {
    console.error(`${what}: Chromium is missing in CI (${message}). Install it: npm run setup:browser`);
    process.exit(1);
  }
  console.warn(`${what}: ${message}`);
  process.exit(0);
}
