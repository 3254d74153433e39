// Wrapper: on list pages a post is a card — its cover and its front-matter description (the blog facts: cards
// show the description, not the post's opening); on the post page the content renders as usual, after the note
// that says which platform version an older post describes (BlogVersionNotice). The note stays outside the
// content's container, which the blog plugin copies into the RSS and Atom feeds.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import {COVER_SIZE} from '@site/settings.mjs';
import BlogVersionNotice from '@site/src/components/BlogVersionNotice';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata, frontMatter} = useBlogPost();
  const cover = useBaseUrl(frontMatter.image ?? '');
  if (isBlogPostPage) {
    // Our own keys, which Docusaurus' front-matter type does not declare: the note shows only when both are set.
    const {rainbond_version: version, current_docs: currentDocs} = frontMatter as Record<string, unknown>;
    return (
      <>
        {typeof version === 'string' && typeof currentDocs === 'string' && (
          <BlogVersionNotice version={version} currentDocs={currentDocs} />
        )}
        <Content {...props} />
      </>
    );
  }
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
