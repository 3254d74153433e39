import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocale} from '@site/src/data/bilingual';
import {docsSections, popularPages, type Suggestion} from '@site/src/data/searchSuggestions';
import type {SearchState} from './useSiteSearch';
import styles from './styles.module.css';

function Suggestions({title, items, onPick}: {title: ReactNode; items: Suggestion[]; onPick?: () => void}) {
  const locale = useLocale();
  return (
    <nav className={styles.suggestions} aria-label={typeof title === 'string' ? title : undefined}>
      <p className={styles.suggestionsTitle}>{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={onPick}>
              {item.label[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface Props {
  state: SearchState;
  query: string;
  onRetry: () => void;
  /** Called when the visitor follows a suggestion (the modal closes). */
  onPick?: () => void;
}

/** What to tell the visitor when there are no results to show. */
export default function SearchStatus({state, query, onRetry, onPick}: Props): ReactNode {
  switch (state.status) {
    case 'loading':
      return (
        <p role="status">
          <Translate id="search.loading">正在搜索…</Translate>
        </p>
      );
    case 'unavailable':
      // `npm start` builds no index; a built site whose index cannot be fetched is a network problem.
      return process.env.NODE_ENV === 'development' ? (
        <p role="status">
          <Translate
            id="search.unavailable"
            values={{build: <code>npm run build</code>, serve: <code>npm run serve</code>}}>
            {'开发模式下没有搜索索引。先运行 {build}，再运行 {serve}，即可在本地使用搜索。'}
          </Translate>
        </p>
      ) : (
        <div role="alert" className={styles.unavailable}>
          <p>
            <Translate id="search.loadFailed">搜索暂时无法加载，请检查网络连接后重试。</Translate>
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
            <Translate id="search.retry">重试</Translate>
          </button>
        </div>
      );
    case 'error':
      return (
        <p role="alert">
          <Translate id="search.error">搜索出错了，请稍后重试。</Translate>
        </p>
      );
    case 'done':
      if (state.otherLocale)
        return (
          <p role="status" className={styles.otherLocale}>
            {state.otherLocale === 'en' ? (
              <Translate id="search.fallback.en" values={{query: <q>{query}</q>}}>
                {'中文页面中没有找到 {query}，以下是英文页面中的结果：'}
              </Translate>
            ) : (
              <Translate id="search.fallback.zh" values={{query: <q>{query}</q>}}>
                {'没有找到 {query} 的英文结果，以下是中文页面中的结果：'}
              </Translate>
            )}
          </p>
        );
      return state.results.length === 0 ? (
        <div className={styles.empty}>
          <p role="status">
            <Translate id="search.noResults" values={{query: <q>{query}</q>}}>
              {'没有找到与 {query} 相关的内容。'}
            </Translate>
          </p>
          <Suggestions
            title={<Translate id="search.suggest.sections">浏览文档</Translate>}
            items={docsSections}
            onPick={onPick}
          />
          <Suggestions
            title={<Translate id="search.suggest.popular">常用页面</Translate>}
            items={popularPages}
            onPick={onPick}
          />
        </div>
      ) : null;
    default:
      return null;
  }
}
