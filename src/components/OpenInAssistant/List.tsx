import React, {type ReactNode, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {ASSISTANTS, assistantPrompt} from './assistants';
import styles from './styles.module.css';

/** The menu's items, loaded when the menu first opens. */
export default function OpenInList({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [copiedFor, setCopiedFor] = useState<string | null>(null);
  const prompt = assistantPrompt(
    translate({
      id: 'openIn.prompt',
      message: '请阅读这篇 Rainbond 文档（Markdown 格式），然后回答我关于它的问题：{url}',
    }),
    markdownUrl,
  );
  const copyAndOpen = async (id: string, url: string) => {
    // Opened first, inside the click: a window opened after an await is blocked as a pop-up.
    const opened = window.open(url, '_blank', 'noopener');
    try {
      await navigator.clipboard.writeText(prompt);
      setCopiedFor(id);
    } catch {
      setCopiedFor(null);
    }
    opened?.focus();
  };
  return (
    <>
      <ul className={styles.list}>
        {ASSISTANTS.map((a) => (
          <li key={a.id}>
            {a.prefill ? (
              // eslint-disable-next-line @docusaurus/no-html-links -- another site, opened with the prompt
              <a className={styles.item} href={a.url(prompt)} target="_blank" rel="noopener noreferrer">
                {a.name}
              </a>
            ) : (
              <button type="button" className={styles.item} onClick={() => copyAndOpen(a.id, a.url(prompt))}>
                <Translate id="openIn.copyAndOpen" values={{name: a.name}}>
                  {'{name}（复制提示词后打开）'}
                </Translate>
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {copiedFor && <Translate id="openIn.copied">提示词已复制，在新打开的页面中粘贴即可</Translate>}
      </p>
    </>
  );
}
