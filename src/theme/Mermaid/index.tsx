// Wrapper: the Mermaid library (~185 kB) loads only when a diagram comes near the viewport, so a page whose
// diagrams sit below the fold renders without it (budgets.json). Diagrams in view render at once.
import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof Mermaid>;

export default function LazyMermaid(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (near) return <Mermaid {...props} />;
  return <div ref={placeholder} className={styles.placeholder} aria-hidden="true" />;
}
