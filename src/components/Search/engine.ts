// Searches the offline index that scripts/build/build-search-index.mjs writes next to each locale's pages.
// Nothing loads with the page: meta.json on first use, then only the index files a query needs.
import {hanKeys, isHan, latinKeys, normalize, runs, shardOf, textKeys} from './tokenize.mjs';
import {prepareQuery} from './query';
import {conceptPages, queryVariants} from './variants';
import {SEARCH_INDEX_DIR} from '../../../settings.mjs';
import type {ExcerptPart} from './excerpt';

export type Section = 'docs' | 'api' | 'community' | 'blog' | 'pages';

export interface SubResult {
  title: string;
  url: string;
  excerpt: ExcerptPart[];
}

export interface PageResult {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
  section: Section;
  version?: string;
  /** Where the page sits: its breadcrumb (docs) — empty elsewhere. */
  crumbs: string[];
  subResults: SubResult[];
  /** Set when the page is in the other language: offered because the reader's language had no result. */
  locale?: string;
  /** Whether the page holds every word of the query, or of one of its variants. */
  complete: boolean;
}

export interface SearchFilters {
  section?: string;
  version?: string;
}

type Doc = [url: string, title: string, section: Section, version: string, crumbs: string[]];

interface Meta {
  build: string;
  shards: number;
  docs: Doc[];
  /** The current index names the archived docs versions that have an index of their own (5.14, …). */
  archives?: string[];
}

export interface SearchIndex {
  meta: Meta;
  base: string;
  shard(n: number): Promise<Record<string, number[]>>;
  page(doc: number): Promise<[anchor: string, heading: string, text: string][]>;
}

/** The index could not be fetched (offline, blocked, or `npm start`, which builds no index). */
export class SearchUnavailableError extends Error {}

/** Longest query we pass on: beyond this the visitor pasted a document, not a query. */
export const MAX_QUERY_LENGTH = 200;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new SearchUnavailableError(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

const indexes = new Map<string, Promise<SearchIndex>>();

/**
 * Loads a locale's meta.json once (retried on the next call after a failure): the current site's index, or with
 * `archive` (5.14) that archived docs version's, which sits in a folder of it (scripts/build/build-search-index.mjs).
 */
export function loadIndex(baseUrl: string, archive?: string): Promise<SearchIndex> {
  const base = `${baseUrl}${SEARCH_INDEX_DIR}/${archive ? `${archive}/` : ''}`;
  let loading = indexes.get(base);
  if (!loading) {
    loading = (async () => {
      let meta: Meta;
      try {
        meta = await fetchJson<Meta>(`${base}meta.json`);
      } catch (error) {
        throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(String(error));
      }
      const cache = new Map<string, Promise<unknown>>();
      const cached = <T>(file: string): Promise<T> => {
        let hit = cache.get(file) as Promise<T> | undefined;
        if (!hit) {
          hit = fetchJson<T>(`${base}${meta.build}/${file}`);
          // A failed file is fetched again next time.
          hit.catch(() => cache.delete(file));
          cache.set(file, hit);
        }
        return hit;
      };
      return {
        meta,
        base,
        shard: (n) => cached(`t${n}.json`),
        page: (doc) => cached(`p${doc}.json`),
      };
    })();
    loading.catch(() => indexes.delete(base));
    indexes.set(base, loading);
  }
  return loading;
}

/** One key of the query and how to look it up. */
interface QueryKey {
  key: string;
  /** Other keys that count as this one (k8s ↔ kubernetes). */
  alts: string[];
  /** The last word typed may be unfinished: longer words that start with it count too (Latin only). */
  prefix: boolean;
  /** A pair that spans two words (组件一直 → 件一): it helps when present but a page need not have it. */
  optional: boolean;
}

/** Words people use for each other; each side finds pages written with the other. */
const SYNONYMS: Record<string, string[]> = {
  k8s: ['kubernete'],
  kubernete: ['k8s'],
  changelog: ['release'],
  pr: ['pull'],
};

/** The query's keys, cut like the index's (tokenize.mjs). `terms` are words as prepareQuery segments them. */
export function queryKeys(terms: string[]): QueryKey[] {
  const keys: QueryKey[] = [];
  const seen = new Set<string>();
  const push = (key: string, prefix = false, optional = false) => {
    if (seen.has(key)) return;
    seen.add(key);
    // Own keys only: a query word such as `constructor` must not find Object.prototype's members.
    keys.push({key, alts: Object.hasOwn(SYNONYMS, key) ? SYNONYMS[key] : [], prefix, optional});
  };
  // Neighbouring Chinese words form one run again, so the pairs the index holds for that text are found.
  const groups: (string | string[])[] = [];
  for (const term of terms.map(normalize)) {
    const last = groups[groups.length - 1];
    if (/^\p{Script=Han}+$/u.test(term)) {
      if (Array.isArray(last)) last.push(term);
      else groups.push([term]);
    } else groups.push(term);
  }
  groups.forEach((group, i) => {
    if (Array.isArray(group)) {
      const chars = group.flatMap((word, w) => [...word].map((ch) => ({ch, w, single: [...word].length === 1})));
      if (chars.length === 1) push(chars[0].ch);
      for (let j = 0; j < chars.length - 1; j += 1) {
        const [a, b] = [chars[j], chars[j + 1]];
        // Within a word, or between single characters (a word the segmenter did not know): the pair is the word.
        push(a.ch + b.ch, false, !(a.w === b.w || (a.single && b.single)));
      }
      return;
    }
    for (const run of runs(group)) {
      if (isHan(run)) {
        for (const key of hanKeys(run)) push(key);
        continue;
      }
      const [main, ...parts] = latinKeys(run);
      // Versions find their patch releases (5.14 → 5.14.0, 5.14.2); a last word of three letters or more, longer words.
      push(main, /^\d+\.\d+$/.test(main) || (i === groups.length - 1 && main.length >= 3));
      for (const part of parts) push(part, false, true);
    }
  });
  return keys;
}

/** How much a glossary term's concept page gains when the query is that term. */
const CONCEPT_PAGE_BOOST = 1.6;

/** Release notes answer version questions; for anything else the docs come first. */
const RELEASE_NOTE = /\/community\/change\/(\d+\.\d+\.\d+)$/;
/** Queries that ask for the API reference. */
const API_WORDS = new Set(['api', 'openapi', '接口', 'endpoint']);

function prior(doc: Doc, versions: string[], wantsApi: boolean): number {
  const release = RELEASE_NOTE.exec(doc[0].replace(/\/$/, ''));
  if (release) {
    if (versions.length === 0) return 0.45;
    if (versions.some((v) => release[1] === v || release[1] === `${v}.0`)) return 2;
    return versions.some((v) => release[1].startsWith(`${v}.`)) ? 1.4 : 0.7;
  }
  if (LISTING.test(doc[0])) return 0.5;
  if (doc[2] === 'api') return wantsApi ? 2.5 : 1;
  if (doc[2] === 'blog') return 0.8;
  if (doc[2] === 'pages') return 0.85;
  return 1;
}

/** Inverse document frequency (BM25). */
function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

interface Scored {
  doc: number;
  score: number;
  /** Whether the page holds every word of the query (optional pairs aside). */
  complete: boolean;
}

const titleKeyCache = new WeakMap<Doc, Set<string>>();
function titleKeys(doc: Doc): Set<string> {
  let keys = titleKeyCache.get(doc);
  if (!keys) {
    keys = new Set(textKeys(doc[1]).filter((k) => [...k].length > 1 || !isHan(k)));
    titleKeyCache.set(doc, keys);
  }
  return keys;
}

/** How much of the query the title holds, and how much of the title the query is: a page titled with the
 * words typed is the page wanted. */
function titleBonus(doc: Doc, keys: QueryKey[]): number {
  const title = titleKeys(doc);
  if (title.size === 0) return 1;
  const core = keys.filter((k) => !k.optional);
  const inTitle = core.filter((k) => title.has(k.key) || k.alts.some((a) => title.has(a))).length;
  return 1 + (0.8 * inTitle) / Math.max(core.length, 1) + (0.8 * inTitle) / title.size;
}

/** Pages that list other pages (all versions, all release notes, the glossary): the page listed is the better answer. */
const LISTING = /\/(docs\/versions|community\/change|glossary)\/?$/;

/** Scores every page for the keys: weight × rarity, times the share of the query a page matches, cubed. */
export async function rank(index: SearchIndex, queryKeysAll: QueryKey[], versions: string[]): Promise<Scored[]> {
  const n = index.meta.docs.length;
  // "API" and 接口 say where to look, not what the page says: they raise the API reference and are not matched.
  const wantsApi = queryKeysAll.some((k) => API_WORDS.has(k.key));
  const topical = queryKeysAll.filter((k) => !API_WORDS.has(k.key));
  const keys = topical.length > 0 ? topical : queryKeysAll;
  const lookups = keys.flatMap(({key, alts}) => [key, ...alts]);
  const shards = new Map(
    await Promise.all(lookups.map(async (key) => [key, await index.shard(shardOf(key))] as const)),
  );
  const scores = new Map<number, number>();
  const matched = new Map<number, number>();
  let totalIdf = 0;
  for (const {key, alts, prefix, optional} of keys) {
    // The best weight per page over the key, its synonyms and, for prefixes, the longer words it starts.
    const best = new Map<number, number>();
    for (const lookup of [key, ...alts]) {
      const shard = shards.get(lookup) ?? {};
      const lists: [string, number[]][] = prefix
        ? Object.entries(shard).filter(([term]) => term.startsWith(lookup))
        : Object.hasOwn(shard, lookup)
          ? [[lookup, shard[lookup]]]
          : [];
      for (const [term, list] of lists) {
        const penalty = term === lookup ? 1 : 0.8;
        let doc = 0;
        for (let i = 0; i < list.length; i += 2) {
          doc += list[i];
          const w = (list[i + 1] / 255) * penalty;
          if (w > (best.get(doc) ?? 0)) best.set(doc, w);
        }
      }
    }
    const weight = idf(Math.max(best.size, 1), n) * (optional ? 0.3 : 1);
    if (!optional) totalIdf += weight;
    for (const [doc, w] of best) {
      scores.set(doc, (scores.get(doc) ?? 0) + weight * w);
      if (!optional) matched.set(doc, (matched.get(doc) ?? 0) + weight);
    }
  }
  const scored: Scored[] = [];
  for (const [doc, score] of scores) {
    const coverage = totalIdf > 0 ? (matched.get(doc) ?? 0) / totalIdf : 1;
    const d = index.meta.docs[doc];
    scored.push({
      doc,
      score: score * coverage ** 3 * prior(d, versions, wantsApi) * titleBonus(d, keys),
      complete: coverage > 0.999,
    });
  }
  return scored.sort((a, b) => b.score - a.score || a.doc - b.doc);
}

/** Text around the first match, with every match marked. */
export function excerpt(text: string, keys: string[], length = 110): ExcerptPart[] {
  const lower = normalize(text);
  // normalize() may change lengths (full-width forms); fall back to plain lower case to keep offsets.
  const hay = lower.length === text.length ? lower : text.toLowerCase();
  const needles = keys.filter((k) => k.length > 0);
  let first = -1;
  for (const k of needles) {
    const at = hay.indexOf(k);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  const start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 4));
  const end = Math.min(text.length, start + length);
  const marks = new Array<boolean>(end - start).fill(false);
  for (const k of needles) {
    for (let at = hay.indexOf(k, start); at >= 0 && at < end; at = hay.indexOf(k, at + 1)) {
      for (let i = at; i < Math.min(at + k.length, end); i += 1) marks[i - start] = true;
    }
  }
  const parts: ExcerptPart[] = [];
  if (start > 0) parts.push({text: '…', mark: false});
  for (let i = start; i < end; i += 1) {
    const mark = marks[i - start];
    const last = parts[parts.length - 1];
    if (last && last.mark === mark && last.text !== '…') last.text += text[i];
    else parts.push({text: text[i], mark});
  }
  if (end < text.length) parts.push({text: '…', mark: false});
  return parts;
}

/** Words to mark in excerpts: the query's words as typed (Chinese pairs would mark half-words). */
function markWords(terms: string[], keys: QueryKey[]): string[] {
  const words = new Set<string>();
  for (const t of terms) words.add(normalize(t));
  for (const {key, optional} of keys) if (!isHan(key) && !optional) words.add(key);
  return [...words].sort((a, b) => b.length - a.length);
}

async function toResult(index: SearchIndex, doc: number, words: string[]): Promise<Omit<PageResult, 'complete'>> {
  const [url, title, section, version, crumbs] = index.meta.docs[doc];
  const sections = await index.page(doc);
  const hits = sections
    .map(([anchor, heading, text], order) => {
      const head = normalize(heading);
      const body = normalize(text);
      const score = words.reduce((sum, w) => sum + (head.includes(w) ? 3 : 0) + (body.includes(w) ? 1 : 0), 0);
      return {anchor, heading, text, score, order};
    })
    .filter((s) => s.score > 0);
  const best = [...hits].sort((a, b) => b.score - a.score || a.order - b.order);
  const intro = sections[0];
  return {
    url,
    title,
    section,
    version: version || undefined,
    crumbs,
    excerpt: excerpt((best[0]?.text ?? intro?.[2]) || '', words),
    subResults: best
      .filter((s) => s.anchor)
      .slice(0, 3)
      .sort((a, b) => a.order - b.order)
      .map((s) => ({title: s.heading, url: `${url}#${s.anchor}`, excerpt: excerpt(s.text, words)})),
  };
}

export interface SearchOptions {
  filters?: SearchFilters;
  /** Docs of this version come first: the version being read, else the current one. */
  preferVersion: string;
  limit?: number;
  locale: string;
}

export async function searchSite(
  index: SearchIndex,
  query: string,
  {filters = {}, preferVersion, limit = 20, locale}: SearchOptions,
): Promise<PageResult[]> {
  const typed = query.trim().slice(0, MAX_QUERY_LENGTH);
  // The query as typed, then its variants (variants.ts), each with the weight of what it finds.
  const variants = queryVariants(typed, locale === 'en' ? 'en' : 'zh');
  const asked = [{text: typed, weight: 1}, ...variants];
  const docs = index.meta.docs;
  const best = new Map<number, Scored>();
  const terms: string[] = [];
  const keys: QueryKey[] = [];
  for (const {text, weight} of asked) {
    const prepared = prepareQuery(text, locale);
    const variantKeys = queryKeys(prepared.terms);
    if (variantKeys.length === 0) continue;
    terms.push(...prepared.terms);
    keys.push(...variantKeys);
    const rankedPages = await rank(index, variantKeys, prepared.versions);
    // Scores of different queries are on different scales (a long query sums more words): each is measured
    // against its own best page, then weighted.
    const top = rankedPages[0]?.score || 1;
    for (const found of rankedPages) {
      const score = (found.score / top) * weight;
      const before = best.get(found.doc);
      best.set(found.doc, {
        doc: found.doc,
        score: Math.max(score, before?.score ?? 0),
        complete: found.complete || Boolean(before?.complete),
      });
    }
  }
  // A query that names a glossary concept (in the other language, or in the reader's own words) is answered first by
  // the concept's page.
  const concepts = conceptPages(variants, locale === 'en' ? 'en' : 'zh');
  if (concepts.length > 0) {
    for (const scored of best.values()) {
      const url = docs[scored.doc][0].replace(/\/$/, '');
      if (concepts.some((page) => url.endsWith(page))) scored.score *= CONCEPT_PAGE_BOOST;
    }
  }
  let ranked = [...best.values()]
    .filter(
      ({doc}) =>
        (!filters.section || docs[doc][2] === filters.section) &&
        (!filters.version || docs[doc][3] === filters.version),
    )
    .sort((a, b) => b.score - a.score || a.doc - b.doc);
  // Docs of other versions (archived ones, or the current one while reading an archived page) come after
  // everything else, each group in score order.
  const otherVersion = ({doc}: Scored) => Boolean(docs[doc][3]) && docs[doc][3] !== preferVersion;
  ranked = [...ranked.filter((r) => !otherVersion(r)), ...ranked.filter(otherVersion)];
  const words = markWords(terms, keys);
  return Promise.all(
    ranked.slice(0, limit).map(async ({doc, complete}) => ({...(await toResult(index, doc, words)), complete})),
  );
}

/** The docs versions the index holds and the archived ones it names, newest first, for the version filter. */
export function indexVersions(index: SearchIndex): string[] {
  const held = index.meta.docs.map((d) => d[3]).filter(Boolean);
  const archived = (index.meta.archives ?? []).map((name) => `V${name}`);
  return [...new Set([...held, ...archived])].sort((a, b) => compareLabels(b, a));
}

/** V5.9 < V5.10 < V5.15. */
function compareLabels(a: string, b: string): number {
  const [x, y] = [a, b].map((label) => label.replace(/^V/, '').split('.').map(Number));
  return x[0] - y[0] || (x[1] ?? 0) - (y[1] ?? 0);
}

/**
 * Which indexes a query reads, in the order their results are listed: with a version filter, that version's;
 * otherwise the current site's, then the archived version being read (results of the current version first).
 * Archived versions not asked for are not loaded: each would add its shards to the first query.
 */
export function indexesFor(
  archives: string[],
  {filterVersion, readingVersion}: {filterVersion?: string; readingVersion?: string},
): (string | undefined)[] {
  const archiveOf = (label?: string) => archives.find((name) => `V${name}` === label);
  if (filterVersion) return [archiveOf(filterVersion)];
  const reading = archiveOf(readingVersion);
  return reading ? [undefined, reading] : [undefined];
}
