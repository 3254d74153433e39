import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {SearchState} from './useSiteSearch';

/** What to tell the visitor when there are no results to show. */
export default function SearchStatus({state, query}: {state: SearchState; query: string}): ReactNode {
  switch (state.status) {
    case 'loading':
      return (
        <p role="status">
          <Translate id="search.loading">正在搜索…</Translate>
        </p>
      );
    case 'unavailable':
      return (
        <p role="status">
          <Translate
            id="search.unavailable"
            values={{build: <code>npm run build</code>, serve: <code>npm run serve</code>}}>
            {'开发模式下没有搜索索引。先运行 {build}，再运行 {serve}，即可在本地使用搜索。'}
          </Translate>
        </p>
      );
    case 'error':
      return (
        <p role="alert">
          <Translate id="search.error">搜索出错了，请稍后重试。</Translate>
        </p>
      );
    case 'done':
      return state.results.length === 0 ? (
        <p role="status">
          <Translate id="search.noResults" values={{query: <q>{query}</q>}}>
            {'没有找到与 {query} 相关的内容。'}
          </Translate>
        </p>
      ) : null;
    default:
      return null;
  }
}
