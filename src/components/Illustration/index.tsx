import React, {createContext, type ReactNode, useContext, useId} from 'react';
import styles from './styles.module.css';

interface Props {
  /** What the picture shows, for screen readers and when images are off (the alt text). */
  label: string;
  /** Shown under the picture. */
  caption?: ReactNode;
  /** SVG user units; the drawing scales to the column width. */
  viewBox?: string;
  children: ReactNode;
}

/**
 * One illustration style for every marketing page: an inline SVG drawn with the classes of this module
 * (box, accent, soft, line, text, label, muted, onAccent) and <Arrow>, so light and dark mode come from the theme's
 * variables. Text in the drawing is the page's language: pass it in from the page.
 */
const MarkerId = createContext('');

/** A connector with an arrowhead at its end: `d` is an SVG path (`M x y L x y`). */
export function Arrow({d}: {d: string}): ReactNode {
  const marker = useContext(MarkerId);
  return <path d={d} className={styles.arrow} markerEnd={`url(#${marker})`} />;
}

export default function Illustration({label, caption, viewBox = '0 0 720 360', children}: Props): ReactNode {
  // Several illustrations share a page: each needs its own marker id.
  const marker = `rb-arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox={viewBox} role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
        <title>{label}</title>
        <defs>
          <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0 0 10 5 0 10z" className={styles.arrowHead} />
          </marker>
        </defs>
        <MarkerId.Provider value={marker}>{children}</MarkerId.Provider>
      </svg>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

/** Class names for the shapes inside an illustration. */
export const ill = {
  box: styles.box,
  accent: styles.accent,
  soft: styles.soft,
  line: styles.line,
  text: styles.text,
  label: styles.label,
  muted: styles.muted,
  onAccent: styles.onAccent,
};
