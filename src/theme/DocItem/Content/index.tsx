// Wrapper: the doc's content as Docusaurus renders it, with "Copy as Markdown" / "View as Markdown" above it.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MarkdownActions from '@site/src/components/MarkdownActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <MarkdownActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
