// Brotli twins of the build's text files, written next to each file so nginx serves them with brotli_static instead
// of compressing every response (deploy/nginx). Which files get one, and at what quality: hasTwin, brotliQualityOf.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {isArchivedDocsPath} from '../../settings.mjs';

/** What nginx would compress on the fly (site.conf.template `gzip_types`), by file extension. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|md|txt|yaml|yml|webmanifest|map)$/;
/** Below nginx's gzip_min_length the response goes out as is. */
export const MIN_BYTES = 256;

/**
 * What a first load of the current site fetches (its pages, and every script and stylesheet but those only archived
 * pages load) gets brotli 11: every browser sends brotli over HTTPS. The rest (archived versions' pages and bundles,
 * Markdown copies, search shards, diagrams, feeds) gets brotli 10: 1.6 % larger than 11 at a third of the time
 * (the archived versions' bundles are 55 of the build's 73 MB of scripts). The archived docs versions' Markdown copies
 * and search shards get no twin at all: only AI tools and a search in an archived version fetch them, and nginx
 * compresses them when they do (brotli 6). No file gets a gzip twin (decision 0024): a gzip-only client (plain HTTP,
 * where browsers offer only gzip; curl; crawlers) gets nginx's gzip level 6, 0.3 % larger than gzip -9 on our pages
 * and scripts, for ~1 ms of CPU a response, while the twins were 33 MB of the build.
 */
export const SECONDARY_BROTLI_QUALITY = 10;

/**
 * A dotfile of the build (never served) where the archived docs step (scripts/build/build-archives.mjs) lists the
 * bundles the archived versions added, as paths inside the build: no current page loads them.
 */
export const ARCHIVED_BUNDLES_LIST = '.archived-bundles.json';

/** The bundles only archived pages load, from the build's list (none when the build has no archived versions). */
export function archivedBundles(/** @type {string} */ buildDir) {
  const file = path.join(buildDir, ARCHIVED_BUNDLES_LIST);
  return new Set(fs.existsSync(file) ? /** @type {string[]} */ (JSON.parse(fs.readFileSync(file, 'utf8'))) : []);
}

const posix = (/** @type {string} */ relative) => relative.split(path.sep).join('/');

/** Whether a path inside the build belongs to an archived docs version (its pages, copies or search index). */
const isArchived = (/** @type {string} */ relative) => {
  const p = `/${posix(relative)}`;
  return isArchivedDocsPath(p) || /^(\/en)?\/search-index\/\d+\.\d+\//.test(p);
};

/** Whether any page's first load fetches a build file (scripts, stylesheets, pages), by its path inside the build. */
const isFirstLoad = (/** @type {string} */ relative) =>
  /\.(js|mjs|css)$/.test(relative) || (relative.endsWith('.html') && !isArchived(relative));

/**
 * The brotli quality of a build file, by its path inside the build.
 * @param {string} relative
 * @param {Set<string>} [onlyArchived] the bundles only archived pages load (archivedBundles)
 */
export const brotliQualityOf = (relative, onlyArchived = new Set()) =>
  isFirstLoad(relative) && !onlyArchived.has(posix(relative))
    ? zlib.constants.BROTLI_MAX_QUALITY
    : SECONDARY_BROTLI_QUALITY;

/** Whether a build file gets a brotli twin. @param {string} relative */
export const hasTwin = (relative) => {
  // Dotfiles and dotfolders (the completion marker, the page metadata) are never served: nothing to send compressed.
  if (/(^|[\\/])\./.test(relative)) return false;
  return isFirstLoad(relative) || !isArchived(relative) || relative.endsWith('.html');
};

/** @param {Buffer} content @param {number} [quality] */
export function compress(content, quality = zlib.constants.BROTLI_MAX_QUALITY) {
  return zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** @param {Buffer} compressed */
export const decompress = (compressed) => zlib.brotliDecompressSync(compressed);

/** Cache key: the same bytes always compress to the same twin, so a rebuild only compresses what changed. */
export const contentKey = (/** @type {Buffer} */ content) => crypto.createHash('sha256').update(content).digest('hex');
