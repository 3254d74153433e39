// Wrapper: on list pages a post is a card — its cover and its front-matter description (the blog facts: cards
// show the description, not the post's opening); on the post page the content renders as usual.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import {COVER_SIZE} from '@site/settings.mjs';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata, frontMatter} = useBlogPost();
  const cover = useBaseUrl(frontMatter.image ?? '');
  if (isBlogPostPage) return <Content {...props} />;
  return (
    <div className={styles.card}>
      {frontMatter.image && (
        // The title beside it is the link text; the cover repeats it, so it is hidden from assistive tech.
        <Link to={metadata.permalink} tabIndex={-1} aria-hidden="true" className={styles.coverLink}>
          <img
            className={styles.cover}
            src={cover}
            alt=""
            width={COVER_SIZE.width}
            height={COVER_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        </Link>
      )}
      <p className={styles.description}>{metadata.description}</p>
    </div>
  );
}
