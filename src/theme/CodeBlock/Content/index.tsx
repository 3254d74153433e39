// Wraps the theme's code block content so that Prism stays out of the first load. Evaluating Prism and its
// languages took ~23 ms of main.js's first task on every page (~95 ms on a throttled phone), the largest single
// module there, although the server has already written every block's highlighted tokens into the HTML.
// - Server rendering highlights as before.
// - A block hydrated from that HTML keeps the server's tokens: its <pre> is rendered with a constant, empty
//   `dangerouslySetInnerHTML`, which React neither compares (in production) nor writes while it is unchanged.
// - Prism loads (./highlighter) only when tokens must be made in the browser: a block mounted after a
//   client-side navigation, a colour mode other than the one the server rendered, or a <pre> that arrived
//   empty (a subtree React re-rendered after a hydration mismatch, or `npm start`, which does not hydrate).
//   Until it arrives the block shows its plain text; src/clientModules/codeHighlighter.ts starts the load with
//   the first navigation.
import React, {useCallback, useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@site/internals/client/theme';
import styles from '@site/internals/client/codeBlockStyles';
import type {Props} from '@theme/CodeBlock/Content';
import {loadHighlighter, loadedHighlighter, type Highlighter} from './highlighter';

// On the server the chunk is part of the server bundle; loading it as this module is evaluated means it is
// ready long before the first page renders (React starts rendering on a later turn of the event loop).
if (!ExecutionEnvironment.canUseDOM) void loadHighlighter();

/** Same identity on every render: React writes `innerHTML` only when this prop changes. */
const KEEP_SERVER_HTML = {__html: ''};

/** The <pre> attributes the theme's component renders, computed without Prism. */
function usePreProps(className: string | undefined) {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  return {
    ref: wordWrap.codeBlockRef,
    tabIndex: 0,
    className: clsx(
      className,
      'prism-code',
      `language-${metadata.language.toLowerCase()}`,
      styles.codeBlock,
      'thin-scrollbar',
    ),
    style: prismTheme.plain,
  };
}

/** The highlighted tokens the server wrote, kept as they are; calls `onEmpty` if there are none to keep. */
function ServerTokens({className, onEmpty}: Props & {onEmpty: () => void}): ReactNode {
  const pre = usePreProps(className);
  useLayoutEffect(() => {
    if (!pre.ref.current?.firstChild) onEmpty();
  }, [pre.ref, onEmpty]);
  return <pre {...pre} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}

/** The code as plain text, while Prism loads. */
function PlainText({className}: Props): ReactNode {
  const pre = usePreProps(className);
  const {metadata} = useCodeBlockContext();
  return (
    <pre {...pre}>
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}

/** The highlighting component once `needed` has been true and its chunk has loaded. */
function useHighlighter(needed: boolean): Highlighter | undefined {
  const [highlighter, setHighlighter] = useState(loadedHighlighter);
  useEffect(() => {
    if (!needed || highlighter) return undefined;
    let current = true;
    loadHighlighter().then(
      (component) => current && setHighlighter(() => component),
      (error: unknown) => console.error('[CodeBlock] the highlighter did not load; the code stays plain text', error),
    );
    return () => {
      current = false;
    };
  }, [needed, highlighter]);
  return highlighter;
}

function BrowserContent(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  // Fixed at mount. useIsBrowser() is false only while the page hydrates, so only those blocks hold the
  // server's tokens, which are coloured for the colour mode the server rendered (the one in force at mount).
  const [serverColorMode] = useState(isBrowser ? undefined : colorMode);
  const [serverTokens, setServerTokens] = useState(serverColorMode !== undefined);
  const recolour = colorMode !== serverColorMode;
  const Highlight = useHighlighter(!serverTokens || recolour);
  // Once replaced, the server's tokens are gone from the DOM: never go back to them.
  const showServerTokens = serverTokens && !(recolour && Highlight);
  useEffect(() => {
    if (!showServerTokens) setServerTokens(false);
  }, [showServerTokens]);
  const onEmpty = useCallback(() => setServerTokens(false), []);

  if (showServerTokens) return <ServerTokens {...props} onEmpty={onEmpty} />;
  return Highlight ? <Highlight {...props} /> : <PlainText {...props} />;
}

export default function CodeBlockContent(props: Props): ReactNode {
  if (ExecutionEnvironment.canUseDOM) return <BrowserContent {...props} />;
  const Highlight = loadedHighlighter();
  if (!Highlight) throw new Error('[CodeBlock] server rendering started before the highlighter chunk loaded');
  return <Highlight {...props} />;
}
