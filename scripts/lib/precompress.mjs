// Brotli (highest quality) and gzip (level 9) twins of the build's text files, written next to each file so
// nginx serves them with brotli_static / gzip_static instead of compressing every response (deploy/nginx).
import crypto from 'node:crypto';
import zlib from 'node:zlib';

/** What nginx would compress on the fly (site.conf.template `gzip_types`), by file extension. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|md|txt|yaml|yml|webmanifest|map)$/;
/** Below nginx's gzip_min_length the response goes out as is. */
export const MIN_BYTES = 256;
export const ENCODINGS = /** @type {const} */ (['br', 'gz']);

/** @param {Buffer} content @param {'br' | 'gz'} encoding */
export function compress(content, encoding) {
  if (encoding === 'gz') return zlib.gzipSync(content, {level: 9});
  return zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
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
