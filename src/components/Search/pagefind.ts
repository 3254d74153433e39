// Talks to the Pagefind index written into build/pagefind by scripts/build-search-index.mjs.
// The index and its script load on first use only, never with the page.
export type Section = 'docs' | 'api' | 'community' | 'blog' | 'pages';

export interface SubResult {
  title: string;
  url: string;
  excerpt: string;
}

export interface PageResult {
  url: string;
  title: string;
  excerpt: string;
  section?: string;
  version?: string;
  subResults: SubResult[];
}

export interface SearchFilters {
  section?: string;
  version?: string;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sub_results?: {title: string; url: string; excerpt: string}[];
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options?: {filters?: Record<string, string>},
  ): Promise<{results: {data(): Promise<PagefindData>}[]} | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

export class SearchUnavailableError extends Error {}

let loading: Promise<Pagefind> | null = null;

/** Loads /pagefind/pagefind.js once. In `npm start` there is no index: that rejects with SearchUnavailableError. */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    try {
      const pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
      // Indexed URLs are full paths already (scripts/build-search-index.mjs), so nothing is prepended.
      await pagefind.options({baseUrl: '/', excerptLength: 24});
      await pagefind.init();
      return pagefind;
    } catch (error) {
      loading = null;
      throw new SearchUnavailableError(String(error));
    }
  })();
  return loading;
}

/** Longest query we pass on: beyond this the visitor pasted a document, not a query. */
export const MAX_QUERY_LENGTH = 200;

export async function searchSite(
  pagefind: Pagefind,
  query: string,
  {filters = {}, preferVersion, limit = 20}: {filters?: SearchFilters; preferVersion?: string; limit?: number} = {},
): Promise<PageResult[]> {
  const q = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) return [];
  const activeFilters = Object.fromEntries(Object.entries(filters).filter(([, v]) => Boolean(v))) as Record<
    string,
    string
  >;
  const response = await pagefind.search(q, {filters: activeFilters});
  if (!response) return [];
  const pages = await Promise.all(response.results.slice(0, limit).map((r) => r.data()));
  const results = pages.map((page) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    excerpt: page.excerpt,
    section: page.filters.section?.[0],
    version: page.filters.version?.[0],
    subResults: (page.sub_results ?? [])
      .filter((sub) => sub.url !== page.url || (page.sub_results?.length ?? 0) === 1)
      .slice(0, 3)
      .map(({title, url, excerpt}) => ({title, url, excerpt})),
  }));
  // Contextual search: on a docs page, that docs version's results come first (stable otherwise).
  if (!preferVersion) return results;
  return [...results.filter((r) => r.version === preferVersion), ...results.filter((r) => r.version !== preferVersion)];
}
