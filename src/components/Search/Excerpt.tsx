import React, {type ReactNode} from 'react';
import type {ExcerptPart} from './excerpt';

/** An excerpt as text, with the matches in <mark>. */
export default function Excerpt({parts}: {parts: ExcerptPart[]}): ReactNode {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </>
  );
}
