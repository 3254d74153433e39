// Wrapper: the 404 page as Docusaurus renders it, plus a description (links to a missing page still get a card).
import React, {type ReactNode} from 'react';
import NotFound from '@theme-original/NotFound';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

export default function NotFoundWrapper(): ReactNode {
  return (
    <>
      <NotFound />
      <PageMetadata
        description={translate({
          id: 'notFound.meta.description',
          message: '这个地址没有页面。可以搜索 Rainbond 文档，或从首页和文档目录继续浏览。',
        })}
      />
    </>
  );
}
