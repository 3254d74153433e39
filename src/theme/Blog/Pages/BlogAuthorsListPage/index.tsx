// Wrapper: the blog's author list as Docusaurus renders it, plus a description for search results and link previews.
import React, {type ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'blog.authors.meta.description',
          message: 'Rainbond 博客的作者：文章由 Rainbond 团队撰写。',
        })}
      />
    </>
  );
}
