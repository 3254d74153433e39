import React, {type ReactNode, useState} from 'react';
import Translate from '@docusaurus/Translate';
import {markdownCopyUrl} from '@site/settings.mjs';
import OpenInAssistant from '@site/src/components/OpenInAssistant';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * "Copy as Markdown", "View as Markdown" and "Open in" an AI assistant for the page being read. Nothing is fetched until the reader asks;
 * the request goes to this site only (the CSP's connect-src 'self').
 */
export default function MarkdownActions({permalink}: {permalink: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const url = markdownCopyUrl(permalink);

  const copy = async () => {
    setStatus('copying');
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    // rb-markdown-actions: a stable name for the print stylesheet (src/css/print.css), which leaves it off paper.
    <div className={`${styles.actions} rb-markdown-actions`} data-search-ignore>
      <button type="button" className={styles.action} onClick={copy} disabled={status === 'copying'}>
        <Translate id="markdown.copy">复制 Markdown</Translate>
      </button>
      {/* A static file, not a route: <Link> would try the client router and land on the 404 page. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.action} href={url}>
        <Translate id="markdown.view">查看 Markdown</Translate>
      </a>
      <OpenInAssistant markdownPath={url} />
      <span className={styles.status} role="status">
        {status === 'copied' && <Translate id="markdown.copied">已复制到剪贴板</Translate>}
        {status === 'failed' && <Translate id="markdown.failed">复制失败，请使用“查看 Markdown”</Translate>}
      </span>
    </div>
  );
}
