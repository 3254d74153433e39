// Brotli and gzip twins of the build's text files, written next to each file so nginx serves them with
// brotli_static / gzip_static instead of compressing every response (deploy/nginx). Which twins a file gets: twinsOf.
import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import {isArchivedDocsPath} from '../../settings.mjs';

/** What nginx would compress on the fly (site.conf.template `gzip_types`), by file extension. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|md|txt|yaml|yml|webmanifest|map)$/;
/** Below nginx's gzip_min_length the response goes out as is. */
export const MIN_BYTES = 256;
export const ENCODINGS = /** @type {const} */ (['br', 'gz']);

/**
 * What a first load fetches (scripts, stylesheets, the current site's pages) gets brotli 11 and gzip 9: every
 * browser sends brotli over HTTPS, and a reader on plain HTTP (an intranet install: browsers offer only gzip there)
 * still gets a precompressed page. The rest (archived versions' pages, Markdown copies, search shards, diagrams,
 * feeds) gets brotli 10 only: 1.6 % larger than 11 at a third of the time, and a gzip-only client gets nginx's
 * on-the-fly gzip. The archived docs versions' Markdown copies and search shards get no twin at all: only AI tools and
 * a search in an archived version fetch them, and nginx compresses them when they do (brotli 6). Their twins were
 * ~9 MB of a ~520 MB build; the archived pages keep theirs, so reading an old version costs no more than before.
 */
export const SECONDARY_BROTLI_QUALITY = 10;

/** Whether a path inside the build belongs to an archived docs version (its pages, copies or search index). */
const isArchived = (/** @type {string} */ relative) => {
  const p = `/${relative.split(path.sep).join('/')}`;
  return isArchivedDocsPath(p) || /^(\/en)?\/search-index\/\d+\.\d+\//.test(p);
};

/** Whether a build file is part of a first load, by its path inside the build. @param {string} relative */
const isFirstLoad = (relative) =>
  /\.(js|mjs|css)$/.test(relative) || (relative.endsWith('.html') && !isArchived(relative));

/** The brotli quality of a build file, by its path inside the build. @param {string} relative */
export const brotliQualityOf = (relative) =>
  isFirstLoad(relative) ? zlib.constants.BROTLI_MAX_QUALITY : SECONDARY_BROTLI_QUALITY;

/** The twins a build file gets. @param {string} relative @returns {readonly ('br' | 'gz')[]} */
export const twinsOf = (relative) => {
  // Dotfiles and dotfolders (the completion marker, the page metadata) are never served: nothing to send compressed.
  if (/(^|[\\/])\./.test(relative)) return [];
  if (isFirstLoad(relative)) return ENCODINGS;
  return isArchived(relative) && !relative.endsWith('.html') ? [] : ['br'];
};

/** @param {Buffer} content @param {'br' | 'gz'} encoding @param {number} [quality] brotli quality */
export function compress(content, encoding, quality = zlib.constants.BROTLI_MAX_QUALITY) {
  if (encoding === 'gz') return zlib.gzipSync(content, {level: 9});
  return zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** @param {Buffer} compressed @param {'br' | 'gz'} encoding */
export function decompress(compressed, encoding) {
  return encoding === 'gz' ? zlib.gunzipSync(compressed) : zlib.brotliDecompressSync(compressed);
}

/** Cache key: the same bytes always compress to the same twin, so a rebuild only compresses what changed. */
export const contentKey = (/** @type {Buffer} */ content) => crypto.createHash('sha256').update(content).digest('hex');
