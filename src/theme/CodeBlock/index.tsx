// Ejected to drop one line: the theme keyed every code block on useIsBrowser(), so the update that follows
// hydration unmounted and rebuilt each block with all its highlighted tokens (on a blog post with 17 blocks, a
// 70 ms task on a throttled phone). The key dates from when the colour mode was known during hydration; now
// useColorMode() keeps the server's mode until after hydration, so the server's tokens stay valid, and
// ./Content recolours a block when the reader's mode differs.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain string children when there are no elements among them, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
