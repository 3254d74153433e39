import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@site/internals/client/theme';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** Space around the viewport in which a block counts as on screen, so its button is ready when it arrives. */
const NEAR_VIEWPORT = '200px';

/**
 * The stock useCodeWordWrap, measured lazily. The stock hook reads every block's scrollWidth in an effect right
 * after hydration; on a page with many blocks that forces layout of the whole article and re-renders (and
 * re-highlights) each scrollable block in the same moment: 50–140 ms tasks on a mid-range phone. Here a block
 * is measured when it comes near the viewport (which also covers a tab that becomes visible) and on resize.
 * The returned object is stable while nothing changes, so context consumers do not re-render for nothing.
 */
export function useLazyCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    const wrapped = block.querySelector('code')?.hasAttribute('style') ?? false;
    setIsCodeScrollable(block.scrollWidth > block.clientWidth || wrapped);
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // No scrollbar once wrapping is on, even for very long tokens.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) measure();
      },
      {rootMargin: NEAR_VIEWPORT},
    );
    observer.observe(block);
    window.addEventListener('resize', measure, {passive: true});
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  // After the visitor toggles wrapping, the block's width changed.
  const toggled = useRef(false);
  useEffect(() => {
    if (toggled.current) measure();
    toggled.current = true;
  }, [isEnabled, measure]);

  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}), [isEnabled, isCodeScrollable, toggle]);
}
