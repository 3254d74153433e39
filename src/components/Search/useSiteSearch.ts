import {useCallback, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {CURRENT_DOCS_LABEL} from '@site/src/data/constants';
import {useLocale} from '@site/src/data/bilingual';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Locale} from '@site/settings.mjs';
import {indexesFor, loadIndex, searchSite, SearchUnavailableError, type PageResult, type SearchFilters} from './engine';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'unavailable'}
  | {status: 'error'; message: string}
  | {status: 'done'; query: string; results: PageResult[]; otherLocale?: Locale};

export interface SiteSearch {
  state: SearchState;
  /** Tries again after the index could not be fetched. */
  retry: () => void;
}

/** The language whose pages a search falls back to. */
const otherLocale = (locale: Locale): Locale => (locale === 'zh' ? 'en' : 'zh');

/** Whether a query is written in the other language's script: Latin only on the Chinese site, Chinese on the English. */
function inOtherScript(query: string, locale: Locale): boolean {
  const han = /\p{Script=Han}/u.test(query);
  return locale === 'zh' ? !han && /\p{Script=Latin}/u.test(query) : han;
}

/** Runs the query against the offline index (debounced), newest query wins. */
export function useSiteSearch(
  query: string,
  {filters, preferVersion, limit}: {filters?: SearchFilters; preferVersion?: string; limit?: number} = {},
  // preferVersion: the docs version being read; an archived one's results follow the current version's.
): SiteSearch {
  const baseUrl = useBaseUrl('/');
  const locale = useLocale();
  // Each locale's base URL as Docusaurus computed it (`/` and `/en/`, under any site base URL).
  const {localeConfigs} = useDocusaurusContext().i18n;
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);
  const section = filters?.section;
  const version = filters?.version;

  // Start fetching the index as soon as search is shown, while the visitor types.
  useEffect(() => {
    loadIndex(baseUrl).catch(() => undefined);
  }, [baseUrl, attempt]);

  useEffect(() => {
    if (!query.trim()) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    const timer = window.setTimeout(async () => {
      try {
        const current = await loadIndex(baseUrl);
        const names = indexesFor(current.meta.archives ?? [], {filterVersion: version, readingVersion: preferVersion});
        const lists = await Promise.all(
          names.map(async (name) =>
            searchSite(name ? await loadIndex(baseUrl, name) : current, query, {
              filters: {section, version},
              preferVersion: CURRENT_DOCS_LABEL,
              limit,
              locale,
            }),
          ),
        );
        const results = lists.flat().slice(0, limit ?? 20);
        // No page in the reader's language holds the query: the other language's pages that hold it all, marked as
        // such. When some words matched, only for a query written in the other language's script (English words on
        // the Chinese site, Chinese on the English one): the other index is fetched only when it can answer.
        // Not when a filter narrowed the search: the reader chose where to look.
        const complete = results.some((r) => r.complete);
        if ((results.length === 0 || (!complete && inOtherScript(query, locale))) && !section && !version) {
          const other = otherLocale(locale);
          const otherBaseUrl = localeConfigs[other]?.baseUrl;
          if (!otherBaseUrl) throw new Error(`search: Docusaurus has no base URL for the locale ${other}`);
          const found = await searchSite(await loadIndex(otherBaseUrl), query, {
            preferVersion: CURRENT_DOCS_LABEL,
            limit,
            locale: other,
          }).catch(() => []);
          if (found.some((r) => r.complete)) {
            if (!cancelled)
              setState({status: 'done', query, results: found.map((r) => ({...r, locale: other})), otherLocale: other});
            return;
          }
        }
        if (!cancelled) setState({status: 'done', query, results});
      } catch (error) {
        if (cancelled) return;
        setState(
          error instanceof SearchUnavailableError || error instanceof TypeError
            ? {status: 'unavailable'}
            : {status: 'error', message: String(error)},
        );
      }
    }, 120);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [query, section, version, preferVersion, limit, baseUrl, locale, localeConfigs, attempt]);

  const retry = useCallback(() => {
    setState({status: 'loading'});
    setAttempt((n) => n + 1);
  }, []);
  return {state, retry};
}
