import React, {type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {docsVersionLabel} from '@site/settings.mjs';
import {usePageVersion} from '@site/src/utils/docsVersion';
import SearchResults, {resultOptions} from '../SearchResults';
import SearchStatus from '../SearchStatus';
import {MAX_QUERY_LENGTH} from '../engine';
import {clearRecent, loadRecent, saveRecent} from '../recent';
import {useSiteSearch} from '../useSiteSearch';
import styles from './styles.module.css';

const MODAL_RESULT_LIMIT = 8;

/** The search dialog: loaded on first open only (see theme/SearchBar). Native <dialog> traps focus. */
export default function SearchModal({onClose}: {onClose: () => void}): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const listId = useId();
  const history = useHistory();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<string[]>(() => loadRecent());
  const [active, setActive] = useState(0);
  // The docs version being read (from the path: each archived version is its own build). Its results follow the
  // current version's.
  const pageVersion = usePageVersion();
  const preferVersion = pageVersion ? docsVersionLabel(pageVersion.name) : undefined;
  // The modal shows the best pages; /search shows them all.
  const {state, retry} = useSiteSearch(query, {preferVersion, limit: MODAL_RESULT_LIMIT});
  const results = useMemo(() => (state.status === 'done' ? state.results : []), [state]);
  const options = useMemo(() => resultOptions(results), [results]);

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    inputRef.current?.focus();
    return () => dialog?.close();
  }, []);

  useEffect(() => setActive(0), [results]);

  useEffect(() => {
    document.getElementById(options[active]?.id ?? '')?.scrollIntoView({block: 'nearest'});
  }, [active, options]);

  const remember = () => setRecent(saveRecent(query));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Escape') {
      // type=search would spend Escape on clearing the field; here it closes the dialog.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      remember();
      onClose();
      history.push(options[active].url);
    }
  };

  return (
    // A click on the backdrop does what Escape does (the dialog's cancel event): no separate key handler is needed.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={`rb-dialog ${styles.dialog}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === dialogRef.current) onClose();
      }}>
      <div className={styles.panel}>
        {/* A dialog title, not a page section: no anchor link. */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
        <h2 id={titleId} className={styles.title}>
          <Translate id="search.title">搜索文档</Translate>
        </h2>
        <input
          ref={inputRef}
          type="search"
          className={styles.input}
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={translate({id: 'search.placeholder', message: '搜索文档、博客和页面'})}
          aria-label={translate({id: 'search.inputLabel', message: '搜索关键词'})}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={options[active]?.id}
          aria-autocomplete="list"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className={styles.body}>
          {query.trim() === '' && recent.length > 0 && (
            <div>
              <div className={styles.recentHeader}>
                <p className={styles.recentTitle}>
                  <Translate id="search.recent">最近搜索</Translate>
                </p>
                <button type="button" className={styles.recentClear} onClick={() => setRecent(clearRecent())}>
                  <Translate id="search.recent.clear">清除记录</Translate>
                </button>
              </div>
              <ul className={styles.recent}>
                {recent.map((r) => (
                  <li key={r}>
                    <button type="button" className={styles.recentItem} onClick={() => setQuery(r)}>
                      {r}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <SearchStatus state={state} query={query} onRetry={retry} onPick={onClose} />
          <SearchResults
            results={results}
            query={state.status === 'done' ? state.query : undefined}
            listId={listId}
            activeId={options[active]?.id}
            onPick={() => {
              remember();
              onClose();
            }}
          />
        </div>
        <div className={styles.footer}>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> <Translate id="search.hint.move">选择</Translate> · <kbd>Enter</kbd>{' '}
            <Translate id="search.hint.open">打开</Translate> · <kbd>Esc</kbd>{' '}
            <Translate id="search.hint.close">关闭</Translate>
          </span>
          {query.trim() && (
            <Link to={`/search?q=${encodeURIComponent(query.trim())}`} onClick={onClose}>
              <Translate id="search.allResults">查看全部结果</Translate>
            </Link>
          )}
        </div>
      </div>
    </dialog>
  );
}
