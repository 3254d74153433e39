import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadPagefind, searchSite, SearchUnavailableError, type PageResult, type SearchFilters} from './pagefind';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'unavailable'}
  | {status: 'error'; message: string}
  | {status: 'done'; results: PageResult[]};

/** Runs the query against the offline index (debounced), newest query wins. */
export function useSiteSearch(
  query: string,
  {filters, preferVersion, limit}: {filters?: SearchFilters; preferVersion?: string; limit?: number} = {},
): SearchState {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const section = filters?.section;
  const version = filters?.version;

  // Start fetching the index as soon as search is shown, while the visitor types.
  useEffect(() => {
    loadPagefind(baseUrl).catch(() => undefined);
  }, [baseUrl]);

  useEffect(() => {
    if (!query.trim()) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    const timer = window.setTimeout(async () => {
      try {
        const pagefind = await loadPagefind(baseUrl);
        const results = await searchSite(pagefind, query, {filters: {section, version}, preferVersion, limit});
        if (!cancelled) setState({status: 'done', results});
      } catch (error) {
        if (cancelled) return;
        setState(
          error instanceof SearchUnavailableError ? {status: 'unavailable'} : {status: 'error', message: String(error)},
        );
      }
    }, 120);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [query, section, version, preferVersion, limit, baseUrl]);

  return state;
}
