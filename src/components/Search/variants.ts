// Other ways to ask what the reader asked, from the glossary (src/data/glossary.mjs): a term typed in the other
// language (网关 on the English site, "gateway" on the Chinese one) becomes the reader's language's term, and a
// reader's everyday phrase ("ship every commit automatically") becomes the term the pages use. The engine searches
// each variant beside the query as typed and keeps a page's best score (engine.ts searchSite).
import {GLOSSARY, termPattern} from '../../data/glossary.mjs';

type Locale = 'zh' | 'en';

/** At most this many variants per query: each costs a ranking pass (and maybe an index shard). */
export const MAX_VARIANTS = 4;

/** Lower case, one space between words, no punctuation around them. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s.-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Words an everyday English phrase is recognised by: the ones of three letters or more, stemmed. */
const EN_FILLER = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'every', 'all', 'how', 'can', 'my', 'our']);
/** A crude stem: "automatically", "automatic" and "automate" meet at "automat"; "ships" and "shipped" at "ship". */
const stem = (word: string) => {
  const cut = word.replace(/(ically|ally|ation|ing|ed|es|ly|s)$/, '');
  // A short word keeps its ending: "apply" is not "app".
  return (cut.length >= 4 ? cut : word).slice(0, 7);
};
const keyWords = (phrase: string) =>
  phrase
    .split(' ')
    .filter((w) => w.length >= 3 && !EN_FILLER.has(w))
    .map(stem);
/** Chinese text as its character pairs (the index cuts Chinese the same way). */
const pairs = (text: string) => {
  const han = [...text.replace(/[^\p{Script=Han}]/gu, '')];
  return han.length < 2 ? han : han.slice(1).map((ch, i) => han[i] + ch);
};

/** The parts a text is compared by: its Chinese character pairs and its stemmed Latin key words. */
const parts = (text: string) => [...pairs(text), ...keyWords(text.replace(/\p{Script=Han}+/gu, ' ').trim())];

/** How much of an everyday phrase a query says, 0 to 1: the share of its parts (Chinese character pairs, stemmed
 * English key words) the query has. Readers rephrase (每次提交代码都自动上线 for 提交代码自动上线), so most of it is
 * enough. */
function said(query: string, phrase: string): number {
  const wanted = parts(phrase);
  if (wanted.length === 0) return 0;
  const typed = new Set(parts(query));
  return wanted.filter((part) => typed.has(part)).length / wanted.length;
}

/** A phrase counts as said at this share; a phrase of one or two parts must be said whole. */
const SAID = 0.6;
const says = (query: string, phrase: string) => {
  const share = said(query, phrase);
  return parts(phrase).length <= 2 ? share === 1 : share >= SAID;
};

/** The other language's terms and aliases, each with the reader's term, longest first ("app template" before "app"). */
function crossTerms(locale: Locale): {form: RegExp; length: number; to: string}[] {
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  return GLOSSARY.flatMap((entry) =>
    [entry[other].term, ...(entry[other].aliases ?? [])]
      .map(plain)
      .filter(Boolean)
      .map((form) => ({form: termPattern(form), length: form.length, to: entry[locale].term})),
  ).sort((a, b) => b.length - a.length);
}

const crossTermsOf = new Map<Locale, ReturnType<typeof crossTerms>>();

/** A way to ask the query, and how much a page it finds counts against one the typed words find. */
export interface Variant {
  text: string;
  weight: number;
  /** Whether the variant names one concept surely enough for its concept page to answer first (conceptPages). */
  concept: boolean;
}

/**
 * A query typed wholly in the other language's glossary terms means the concept: the pages that say it in the
 * reader's language answer it better than pages mentioning the foreign words in passing (English words in a
 * Chinese page, Chinese names in an English one).
 */
const WHOLE_TRANSLATION = 1.2;
/** A partly translated query and an everyday phrase's term: just below an equal match of the typed words. */
const VARIANT = 0.95;
/** A one- or two-word synonym ("container", 项目) is a hint, not the reader's question: it weighs less. */
const SYNONYM = 0.8;

/**
 * The query rewritten with the reader's terms, best first, without the query itself. `locale` is the reader's:
 * its terms are the ones the index holds. One variant carries every other-language term translated (longest
 * first, so a longer term is not split by a shorter one inside it); each everyday phrase recognised adds its term.
 */
export function queryVariants(query: string, locale: Locale): Variant[] {
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  const typed = plain(query);
  if (!typed) return [];
  let terms = crossTermsOf.get(locale);
  if (!terms) crossTermsOf.set(locale, (terms = crossTerms(locale)));
  let translated = typed;
  let left = typed;
  for (const {form, to} of terms) {
    translated = translated.replace(form, ` ${to} `);
    left = left.replace(form, ' ');
  }
  translated = translated.replace(/\s+/g, ' ').trim();
  const whole = !left.trim();
  const variants: Variant[] = [{text: translated, weight: whole ? WHOLE_TRANSLATION : VARIANT, concept: whole}];
  // Everyday phrases, the best said first; a phrase of three parts or more names its concept, a shorter one hints.
  const everyday = GLOSSARY.map((entry) => {
    const heard = [...entry[locale].everyday, ...entry[other].everyday]
      .map(plain)
      .filter((phrase) => says(typed, phrase))
      .map((phrase) => ({share: said(typed, phrase), phrase: parts(phrase).length > 2}));
    return {
      term: entry[locale].term,
      share: Math.max(0, ...heard.map((h) => h.share)),
      phrase: heard.some((h) => h.phrase),
    };
  })
    .filter(({share}) => share > 0)
    .sort((a, b) => Number(b.phrase) - Number(a.phrase) || b.share - a.share);
  variants.push(
    ...everyday.map(({term, phrase}) => ({text: term, weight: phrase ? VARIANT : SYNONYM, concept: phrase})),
  );
  const seen = new Set([typed]);
  return variants.filter(({text}) => text && !seen.has(text) && seen.add(text)).slice(0, MAX_VARIANTS);
}

/**
 * The concept pages (src/data/glossary.mjs `page`, without trailing slash) of the glossary terms the variants that
 * name a concept are, in the reader's language: the page that defines a term answers a query for it.
 */
export function conceptPages(variants: Variant[], locale: Locale): string[] {
  const named = new Set(variants.filter((v) => v.concept).map((v) => plain(v.text)));
  return GLOSSARY.filter(
    (entry) => entry.page && [entry[locale].term, ...(entry[locale].aliases ?? [])].some((t) => named.has(plain(t))),
  ).map((entry) => String(entry.page).replace(/\/$/, ''));
}
