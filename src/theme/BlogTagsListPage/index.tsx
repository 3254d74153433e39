// Wrapper: the blog's tag list as Docusaurus renders it, plus a description for search results and link previews.
import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'blog.tags.meta.description',
          message: 'Rainbond 博客的全部标签：按主题浏览 DevOps、Kubernetes、微服务、离线交付等文章。',
        })}
      />
    </>
  );
}
