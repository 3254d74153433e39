// The one tokenizer of site search: scripts/build/build-search-index.mjs builds the index with it and the browser
// looks queries up with it, so a word is cut the same way on both sides.
//
// Chinese has no spaces, and no word list (neither Intl.Segmenter's nor any we could ship) knows 卸载, 离线 or
// 网关 reliably: Intl.Segmenter cuts them into single characters. So Han text is indexed as overlapping pairs of
// characters (离线安装 → 离线 线安 安装), the classic way to search CJK without a dictionary; a query is cut
// the same way and a page matching every pair ranks first. Single characters are indexed as well, for
// one-character queries. Latin words are lower-cased and lightly stemmed;
// identifiers keep their punctuation (rbd-gateway, 5.15.3, goodrain.me) and are also indexed by their parts.

const HAN = /\p{Script=Han}/u;
const RUNS = /\p{Script=Han}+|[\p{L}\p{N}]+(?:[._\-/:+][\p{L}\p{N}]+)*/gu;

/** A text's runs: each stretch of Han characters, and each Latin word or identifier (rbd-gateway, 5.15.3). */
export function runs(text) {
  return [...text.matchAll(RUNS)].map(([run]) => run);
}

/** How many files the index's terms are spread over (see shardOf). */
export const SHARDS = 256;

/** Full-width Latin and digits as half-width, lower case: ＨＴＴＰ and HTTP are one word. */
export function normalize(text) {
  return text.normalize('NFKC').toLowerCase();
}

/** True when the word is Chinese (Han characters). */
export function isHan(word) {
  return HAN.test(word);
}

/** A light English stemmer: plurals and -ing/-ed forms meet their stem (installs, installing → install). */
export function stem(word) {
  if (!/^[a-z]{4,}$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  return word;
}

/** Pairs of neighbouring characters of a Han run; a single character stays as it is. */
export function hanKeys(run) {
  const chars = [...run];
  if (chars.length <= 1) return chars;
  const keys = [];
  for (let i = 0; i < chars.length - 1; i += 1) keys.push(chars[i] + chars[i + 1]);
  return keys;
}

/** The keys of one Latin token: the token (stemmed); for identifiers also their pieces (rbd-gateway → rbd,
 * gateway; goodrain.me → goodrain) and versions without their v (v5.15.3-release → 5.15.3). */
export function latinKeys(token) {
  const keys = [stem(token)];
  const version = (piece) => /^v?(\d+(?:\.\d+)+)$/.exec(piece)?.[1];
  if (version(token) && version(token) !== token) keys.push(version(token));
  if (!/[._\-/:+]/.test(token)) return keys;
  for (const piece of token.split(/[_\-/:+]+/)) {
    if (piece === token) continue;
    const v = version(piece);
    if (v) {
      keys.push(v);
      continue;
    }
    const parts = piece.includes('.') ? [piece, ...piece.split('.')] : [piece];
    for (const part of parts) if (part.length >= 2 && !/^\d+$/.test(part)) keys.push(stem(part));
  }
  return keys;
}

/** Every key of a text, in order, with repeats (the index counts them). */
export function textKeys(text) {
  const keys = [];
  for (const run of runs(normalize(text))) {
    if (isHan(run)) {
      keys.push(...hanKeys(run));
      // Single characters too, so a one-character query (卸, 网) has keys to find.
      if ([...run].length > 1) keys.push(...run);
    } else keys.push(...latinKeys(run));
  }
  return keys;
}

/** Which index file holds a key. Latin keys by their first two characters, so a typed prefix (instal) finds the
 * longer words in the same file; Chinese keys by the whole key, which spreads the many pairs evenly. */
export function shardOf(key) {
  const head = isHan(key) ? key : key.slice(0, 2);
  let hash = 0;
  for (const ch of head) hash = (Math.imul(hash, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % SHARDS;
}
