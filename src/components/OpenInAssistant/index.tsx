import React, {type ReactNode, Suspense, lazy, useEffect, useRef, useState} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

const OpenInList = lazy(() => import('./List'));

/**
 * "Open in" an AI assistant, with a prompt that links the page's Markdown copy. A native disclosure: keyboard and
 * screen readers work without script, and the list (its code included) loads only when the reader opens it.
 */
export default function OpenInAssistant({markdownPath}: {markdownPath: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Escape closes the open menu and returns focus to its button, as in any menu.
  useEffect(() => {
    const element = details.current;
    if (!element) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element.open) return;
      element.open = false;
      element.querySelector('summary')?.focus();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, []);
  return (
    <details ref={details} className={styles.menu} onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
      <summary className={styles.summary}>
        <Translate id="openIn.summary">在 AI 助手中打开</Translate>
      </summary>
      <div className={styles.panel}>
        {opened && (
          <Suspense fallback={null}>
            <OpenInList markdownUrl={`${siteConfig.url}${markdownPath}`} />
          </Suspense>
        )}
      </div>
    </details>
  );
}
