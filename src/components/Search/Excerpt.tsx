import React, {type ReactNode} from 'react';
import {parseExcerpt} from './excerpt';

/** A Pagefind excerpt as text, with the matches in <mark>. */
export default function Excerpt({html}: {html: string}): ReactNode {
  return (
    <>
      {parseExcerpt(html).map((part, i) =>
        part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </>
  );
}
