// The little PNG the social cards need, with Node's zlib only: read Chromium's screenshot, write an RGB picture
// (a card's background) and a palette picture of at most 256 colours (the card itself: about half the bytes of
// RGB, one byte a pixel instead of three). Only what Chromium writes is read: 8-bit RGB or RGBA, not interlaced.
import zlib from 'node:zlib';

/** @typedef {{width: number, height: number, rgb: Buffer}} RgbImage 3 bytes a pixel, rows top to bottom */

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const COLOUR_TYPE = {rgb: 2, palette: 3, rgba: 6};

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(type)), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * @param {number} width @param {number} height @param {number} colourType
 * @param {Buffer[]} before chunks between the header and the pixels @param {Buffer} rows filtered pixel rows
 */
function png(width, height, colourType, before, rows) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = colourType;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...before,
    // Level 9: ~6% fewer bytes than zlib's default for ~25 ms more a card.
    chunk('IDAT', zlib.deflateSync(rows, {level: 9, memLevel: 9})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Rows with filter 0 (none): for these pictures as small as any filter, since a gradient's row is the row above
 * shifted, which deflate finds as a match. @param {Buffer} pixels @param {number} rowBytes
 */
function unfiltered(pixels, rowBytes) {
  const height = pixels.length / rowBytes;
  const rows = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(rows, y * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
  return rows;
}

/** @param {RgbImage} image */
export function encodeRgb({width, height, rgb}) {
  return png(width, height, COLOUR_TYPE.rgb, [], unfiltered(rgb, width * 3));
}

/** @param {Buffer} file a PNG as Chromium writes it @returns {RgbImage} */
export function decodeRgb(file) {
  if (!file.subarray(0, 8).equals(SIGNATURE)) throw new Error('png: not a PNG');
  /** @type {Buffer[]} */
  const data = [];
  let header;
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (type === 'IHDR') header = file.subarray(at + 8, at + 8 + length);
    if (type === 'IDAT') data.push(file.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  if (!header) throw new Error('png: no IHDR');
  const [width, height, depth, colourType, interlace] = [
    header.readUInt32BE(0),
    header.readUInt32BE(4),
    header[8],
    header[9],
    header[12],
  ];
  const bpp = colourType === COLOUR_TYPE.rgb ? 3 : colourType === COLOUR_TYPE.rgba ? 4 : 0;
  if (depth !== 8 || !bpp || interlace) throw new Error(`png: only 8-bit RGB/RGBA, not interlaced, is read`);
  const raw = zlib.inflateSync(Buffer.concat(data));
  const rowBytes = width * bpp;
  const pixels = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (rowBytes + 1)];
    const from = y * (rowBytes + 1) + 1;
    const row = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const left = x >= bpp ? pixels[row + x - bpp] : 0;
      const up = y > 0 ? pixels[row - rowBytes + x] : 0;
      const upLeft = x >= bpp && y > 0 ? pixels[row - rowBytes + x - bpp] : 0;
      pixels[row + x] = (raw[from + x] + predict(filter, left, up, upLeft)) & 255;
    }
  }
  if (bpp === 3) return {width, height, rgb: pixels};
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.copy(rgb, i * 3, i * 4, i * 4 + 3);
  return {width, height, rgb};
}

/** PNG's filters (the spec, 9.2): what a byte is stored relative to. */
function predict(filter, left, up, upLeft) {
  if (filter === 0) return 0;
  if (filter === 1) return left;
  if (filter === 2) return up;
  if (filter === 3) return (left + up) >> 1;
  if (filter === 4) {
    const [a, b, c] = [Math.abs(up - upLeft), Math.abs(left - upLeft), Math.abs(left + up - 2 * upLeft)];
    return a <= b && a <= c ? left : b <= c ? up : upLeft;
  }
  throw new Error(`png: filter ${filter}`);
}

/** How far apart two colours look: the eye weighs green most and blue least (a cheap, common weighting). */
const distance = (/** @type {number[]} */ p, /** @type {number[]} */ c) =>
  3 * (p[0] - c[0]) ** 2 + 4 * (p[1] - c[1]) ** 2 + 2 * (p[2] - c[2]) ** 2;
const dot = (/** @type {number[]} */ a, /** @type {number[]} */ b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * At most `size` colours standing for all of the picture's: median cut over its colour counts, always splitting the
 * group of colours furthest from its mean (so a background's thousands of pixels get finer steps than a letter's
 * edge). A picture with fewer colours keeps them all, exactly.
 * @param {Map<number, number>} counts pixels of each colour (0xrrggbb) @param {number} size
 */
function medianCut(counts, size) {
  const colours = [...counts].map(([key, count]) => ({count, c: [key >> 16, (key >> 8) & 255, key & 255]}));
  /** @param {typeof colours} members */
  const group = (members) => {
    let n = 0;
    const sum = [0, 0, 0];
    const squares = [0, 0, 0];
    for (const {count, c} of members) {
      n += count;
      for (let k = 0; k < 3; k++) {
        sum[k] += c[k] * count;
        squares[k] += c[k] * c[k] * count;
      }
    }
    const mean = sum.map((s) => s / n);
    const spread = squares.map((q, k) => q - sum[k] * mean[k]);
    return {members, n, mean, spread, error: spread[0] + spread[1] + spread[2]};
  };
  const groups = [group(colours)];
  while (groups.length < size) {
    const widest = groups.reduce(
      (best, g, i) => (g.members.length > 1 && g.error > (groups[best]?.error ?? 0) ? i : best),
      -1,
    );
    if (widest < 0) break;
    const {members, n, spread} = groups[widest];
    const axis = spread.indexOf(Math.max(...spread));
    const sorted = [...members].sort((a, b) => a.c[axis] - b.c[axis]);
    let cut = 1;
    for (let seen = sorted[0].count; cut < sorted.length - 1 && seen < n / 2; cut++) seen += sorted[cut].count;
    groups.splice(widest, 1, group(sorted.slice(0, cut)), group(sorted.slice(cut)));
  }
  return groups.map((g) => g.mean.map(Math.round));
}

/** Bayer's 4×4 thresholds, 0…1: which pixels of a colour between two palette colours take the second. */
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) / 16);
/** A colour at most this many levels from its nearest palette colour is drawn as that colour, not dithered. */
const CLOSE_ENOUGH = 2;

/**
 * The picture as a palette PNG of at most 256 colours. A colour the palette has nearly (a gradient's, a flat
 * fill's) is drawn as its nearest palette colour: no noise, which is what keeps the file small. A colour further
 * off (a long colourful gradient such as the card's bottom bar has more colours than the palette can give it) is
 * drawn as the two palette colours around it in a fixed 4×4 pattern that averages to it, as Chromium's own
 * dithering did.
 * @param {RgbImage} image
 */
export function encodePalette({width, height, rgb}) {
  /** @type {Map<number, number>} */
  const counts = new Map();
  for (let i = 0; i < width * height; i++) {
    const key = (rgb[i * 3] << 16) | (rgb[i * 3 + 1] << 8) | rgb[i * 3 + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const palette = medianCut(counts, 256);
  /** @type {Map<number, {near: number, far: number, share: number}>} */
  const plans = new Map();
  for (const key of counts.keys()) {
    const c = [key >> 16, (key >> 8) & 255, key & 255];
    let near = 0;
    for (let i = 1; i < palette.length; i++) if (distance(palette[i], c) < distance(palette[near], c)) near = i;
    const from = palette[near];
    const plan = {near, far: near, share: 0};
    const offset = [c[0] - from[0], c[1] - from[1], c[2] - from[2]];
    if (Math.max(...offset.map(Math.abs)) > CLOSE_ENOUGH) {
      // The nearest palette colour beyond this one, seen from `near`, and how far along toward it this one lies.
      let farDistance = Infinity;
      for (let i = 0; i < palette.length; i++) {
        const step = [palette[i][0] - from[0], palette[i][1] - from[1], palette[i][2] - from[2]];
        const along = dot(step, offset) / dot(step, step);
        if (!(along > 0) || distance(palette[i], c) >= farDistance) continue;
        Object.assign(plan, {far: i, share: Math.min(1, along)});
        farDistance = distance(palette[i], c);
      }
    }
    plans.set(key, plan);
  }
  const indices = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const plan = /** @type {{near: number, far: number, share: number}} */ (
        plans.get((rgb[i * 3] << 16) | (rgb[i * 3 + 1] << 8) | rgb[i * 3 + 2])
      );
      indices[i] = plan.share > BAYER[(y & 3) * 4 + (x & 3)] ? plan.far : plan.near;
    }
  }
  const chunks = [chunk('PLTE', Buffer.from(palette.flat()))];
  return png(width, height, COLOUR_TYPE.palette, chunks, unfiltered(indices, width));
}
