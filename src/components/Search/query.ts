// Turns what a visitor typed into the terms the index holds. Both sides split text with tokenize.mjs, so they
// agree by construction. What is left to do here: drop the words people type around the subject (怎么, 如何,
// how do I…), which no page repeats and which would make an all-terms match fail.

/** Chinese question and filler words. Pages rarely contain them, and a query does not need them. */
const ZH_STOP = new Set(
  (
    '怎么 怎样 怎么样 如何 为什么 为何 什么 哪里 哪个 哪些 吗 呢 吧 啊 呀 的 地 得 了 着 过 是 在 和 与 及 或 ' +
    '我 我们 你 你们 要 想 需要 能 能否 能不能 可以 可不可以 会 一下 请问 办 怎么办 没有 进行 一个 这个 那个 ' +
    '不了 自己 一直 总是 老是 之间 互相 相互 有'
  ).split(' '),
);

/** English words around the subject of a question. */
const EN_STOP = new Set(
  (
    'a an the how do does did i we you my our your to of in on at for from with by is are was be can could ' +
    'should would will why what when where which who it its this that these those there any some get set up ' +
    "use using way ways me please not can't cant won't doesn't don't through via its"
  ).split(' '),
);

/** Versions as people type them: 5.15, 5.15.3, v5.15.3. */
const VERSION = /^v?(\d+\.\d+(?:\.\d+)?)$/i;

export interface PreparedQuery {
  /** Terms to look up, in the order typed (stop words removed unless nothing else is left). */
  terms: string[];
  /** Version numbers the query names, without the leading v. */
  versions: string[];
}

const HAN = /\p{Script=Han}/u;

function words(query: string, locale: string): string[] {
  // Word segmentation first, so a dropped stop word is a whole word, never part of a longer one.
  const segmenter = new Intl.Segmenter(locale === 'zh' ? 'zh-CN' : 'en', {granularity: 'word'});
  const out: string[] = [];
  for (const part of query.split(/\s+/)) {
    if (!part) continue;
    // Latin tokens keep their inner punctuation (rbd-gateway, 5.15.3, goodrain.me): the index keeps them whole too.
    if (!HAN.test(part)) {
      out.push(part.toLowerCase());
      continue;
    }
    for (const {segment, isWordLike} of segmenter.segment(part)) {
      if (isWordLike) out.push(segment.toLowerCase());
    }
  }
  return out;
}

export function prepareQuery(query: string, locale: string): PreparedQuery {
  const all = words(query.replace(/\u200b/g, ''), locale)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  const kept = all.filter((w) => !ZH_STOP.has(w) && !EN_STOP.has(w));
  const terms = kept.length > 0 ? kept : all;
  const versions = terms.map((t) => VERSION.exec(t)?.[1]).filter((v): v is string => Boolean(v));
  return {terms, versions};
}
