import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Excerpt from '../Excerpt';
import type {PageResult} from '../engine';
import {sectionLabel} from '../sections';
import {LOCALES, type Locale} from '@site/settings.mjs';
import styles from './styles.module.css';

export interface ResultOption {
  id: string;
  url: string;
}

/** The flat list of choosable results, in display order (keyboard navigation walks this). */
export function resultOptions(results: PageResult[]): ResultOption[] {
  return results.flatMap((page, p) =>
    page.subResults.length > 0
      ? page.subResults.map((sub, s) => ({id: `search-result-${p}-${s}`, url: sub.url}))
      : [{id: `search-result-${p}`, url: page.url}],
  );
}

interface Props {
  results: PageResult[];
  /** The query these results answer (tests wait for it). */
  query?: string;
  activeId?: string;
  onPick?: () => void;
  listId: string;
}

/** Results grouped by page: the page title, then its matching headings with highlighted excerpts. */
export default function SearchResults({results, query, activeId, onPick, listId}: Props): ReactNode {
  return (
    <div
      id={listId}
      data-query={query}
      role="listbox"
      aria-label={translate({id: 'search.results', message: '搜索结果'})}
      className={styles.results}>
      {results.map((page, p) => (
        <div key={page.url} role="group" className={styles.page} aria-label={page.title}>
          <p className={styles.pageTitle} lang={page.locale && LOCALES[page.locale as Locale].htmlLang}>
            {page.title}
            {page.version && <span className={styles.badge}>{page.version}</span>}
            {page.locale && (
              <span className={styles.badge}>
                {page.locale === 'en'
                  ? translate({id: 'search.inEnglish', message: '英文'})
                  : translate({id: 'search.inChinese', message: '中文'})}
              </span>
            )}
          </p>
          <p className={styles.where}>{[sectionLabel(page.section), ...page.crumbs].join(' › ')}</p>
          {(page.subResults.length > 0
            ? page.subResults
            : [{title: page.title, url: page.url, excerpt: page.excerpt}]
          ).map((sub, s) => {
            const id = page.subResults.length > 0 ? `search-result-${p}-${s}` : `search-result-${p}`;
            const body = (
              <>
                <span className={styles.heading}>{sub.title}</span>
                <span className={styles.excerpt}>
                  <Excerpt parts={sub.excerpt} />
                </span>
              </>
            );
            const option = {
              id,
              role: 'option',
              'aria-selected': id === activeId,
              className: styles.option,
              onClick: onPick,
            };
            if (!page.locale)
              return (
                <Link key={id} to={sub.url} {...option}>
                  {body}
                </Link>
              );
            // The other language is another build: a full page load, with its URL as the index holds it.
            const lang = LOCALES[page.locale as Locale].htmlLang;
            return (
              // eslint-disable-next-line @docusaurus/no-html-links
              <a key={id} href={sub.url} hrefLang={lang} lang={lang} {...option}>
                {body}
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
}
