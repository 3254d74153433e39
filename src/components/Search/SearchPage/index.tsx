import React, {type ReactNode, useEffect, useId, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SearchResults from '../SearchResults';
import SearchStatus from '../SearchStatus';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {indexVersions, loadIndex, MAX_QUERY_LENGTH, type SearchFilters} from '../engine';
import {SECTIONS, sectionLabel} from '../sections';
import {useSiteSearch} from '../useSiteSearch';
import {CURRENT_DOCS_LABEL} from '@site/src/data/constants';
import styles from './styles.module.css';

/** /search?q=…: every result, with section and docs-version filters; the URL follows the query. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The page is prerendered without a query: the first render must match that HTML (React error #418
  // otherwise), so the URL's query is read once hydration is done, and only then written back.
  const [urlRead, setUrlRead] = useState(false);
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<SearchFilters>({section: '', version: ''});
  const {state, retry} = useSiteSearch(query, {filters, limit: 50});
  const baseUrl = useBaseUrl('/');
  // The version filter offers the versions the index holds (the current one until the index is loaded).
  const [versions, setVersions] = useState<string[]>([CURRENT_DOCS_LABEL]);
  useEffect(() => {
    loadIndex(baseUrl)
      .then((index) => setVersions(indexVersions(index)))
      .catch(() => undefined);
  }, [baseUrl, state.status]);
  const results = state.status === 'done' ? state.results : [];
  const listId = useId();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    setQuery((params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
    setFilters({section: params.get('section') ?? '', version: params.get('version') ?? ''});
    setUrlRead(true);
    // Once, after hydration: later changes to the URL come from this page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!urlRead) return;
    const next = new URLSearchParams();
    if (query) next.set('q', query);
    if (filters.section) next.set('section', filters.section);
    if (filters.version) next.set('version', filters.version);
    const search = next.toString() ? `?${next.toString()}` : '';
    if (search !== location.search) history.replace({search});
  }, [urlRead, query, filters, history, location.search]);

  return (
    <Layout
      title={translate({id: 'search.page.title', message: '搜索'})}
      description={translate({id: 'search.page.description', message: '搜索 Rainbond 文档、博客和社区页面。'})}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">
          {query ? (
            <Translate id="search.page.resultsFor" values={{query: <q>{query}</q>}}>
              {'“{query}”的搜索结果'}
            </Translate>
          ) : (
            <Translate id="search.page.heading">搜索</Translate>
          )}
        </Heading>
        <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            className={styles.input}
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            aria-label={translate({id: 'search.inputLabel', message: '搜索关键词'})}
            placeholder={translate({id: 'search.placeholder', message: '搜索文档、博客和页面'})}
            onChange={(e) => setQuery(e.target.value)}
          />
          <label className={styles.filter}>
            <Translate id="search.filter.section">范围</Translate>
            <select value={filters.section} onChange={(e) => setFilters((f) => ({...f, section: e.target.value}))}>
              <option value="">{translate({id: 'search.filter.all', message: '全部'})}</option>
              {SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {sectionLabel(s)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.filter}>
            <Translate id="search.filter.version">文档版本</Translate>
            <select value={filters.version} onChange={(e) => setFilters((f) => ({...f, version: e.target.value}))}>
              <option value="">{translate({id: 'search.filter.all', message: '全部'})}</option>
              {versions.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary">
            <Translate id="search.page.submit">搜索</Translate>
          </button>
        </form>
        <SearchStatus state={state} query={query} onRetry={retry} />
        {results.length > 0 && (
          <p className={styles.count} role="status">
            <Translate id="search.page.count" values={{count: results.length}}>
              {'找到 {count} 个页面'}
            </Translate>
          </p>
        )}
        <SearchResults results={results} query={state.status === 'done' ? state.query : undefined} listId={listId} />
      </main>
    </Layout>
  );
}
