import React, {createContext, type ReactNode, useContext, useId} from 'react';
import {useLocale, type Bilingual} from '@site/src/data/bilingual';
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

const MarkerId = createContext('');

/** A connector with an arrowhead at its end: `d` is an SVG path (`M x y L x y`). */
export function Arrow({d}: {d: string}): ReactNode {
  const marker = useContext(MarkerId);
  return <path d={d} className={styles.arrow} markerEnd={`url(#${marker})`} />;
}

/**
 * One illustration style for every marketing page: an inline SVG drawn with the classes of this module
 * (box, accent, soft, line, text, label, muted, onAccent), <Box> and <Arrow>, so light and dark mode come from the
 * theme's variables. The drawing's words are Bilingual records read with useIllustrationText.
 */
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

type Shape = 'box' | 'accent' | 'soft';
type TextStyle = 'text' | 'label' | 'muted' | 'onAccent';

interface BoxProps {
  x: number;
  y: number;
  w: number;
  h: number;
  rx?: number;
  shape?: Shape;
  /** Centred horizontally; vertically centred on one line unless labelY says where its baseline goes. */
  label?: string;
  labelY?: number;
  labelStyle?: TextStyle;
}

/** A shape with a centred label: the building block most drawings repeat. */
export function Box({x, y, w, h, rx = 10, shape = 'box', label, labelY, labelStyle = 'label'}: BoxProps): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx={rx} className={ill[shape]} />
      {label !== undefined && (
        <text x={x + w / 2} y={labelY ?? y + h / 2 + 5} textAnchor="middle" className={ill[labelStyle]}>
          {label}
        </text>
      )}
    </>
  );
}

/** The drawing's words in the page's language. */
export function useIllustrationText<K extends string>(text: Record<K, Bilingual>): (key: K) => string {
  const locale = useLocale();
  return (key) => text[key][locale];
}
