// Replaces the search slot: Algolia DocSearch when configured, otherwise our own button + a lazy modal over the
// offline index (src/components/Search).
import React, {lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import {useThemeConfig} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import {isSearchShortcut} from '@site/src/components/Search/shortcuts';
import styles from './styles.module.css';

const SearchModal = lazy(() => import('@site/src/components/Search/SearchModal'));

function LocalSearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : button.current;
    setOpen(true);
  }, []);

  const hide = useCallback(() => {
    setOpen(false);
    // Wait for the dialog to leave the DOM, then give focus back.
    requestAnimationFrame(() => (returnFocus.current ?? button.current)?.focus());
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!open && isSearchShortcut(event)) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, show]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        onClick={show}
        // The visible label is hidden on small screens; the name stays.
        aria-label={translate({id: 'search.button', message: '搜索'})}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /">
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
          <path
            fill="currentColor"
            d="M8.5 2a6.5 6.5 0 0 1 5.16 10.45l4.2 4.2-1.42 1.4-4.2-4.19A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z"
          />
        </svg>
        <span className={styles.label}>
          <Translate id="search.button">搜索</Translate>
        </span>
        <kbd className={styles.kbd}>Ctrl K</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={hide} />
        </Suspense>
      )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {algolia} = useThemeConfig() as {algolia?: unknown};
  return algolia ? <OriginalSearchBar /> : <LocalSearchBar />;
}
