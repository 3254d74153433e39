import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {GITHUB_REPO_URL} from '@site/src/data/links';
import styles from './styles.module.css';

/** "Star us on GitHub" as a plain link: no third-party widget, no request to GitHub until clicked. */
export default function StarButton({className}: {className?: string}): ReactNode {
  return (
    <Link href={GITHUB_REPO_URL} className={`${styles.star} ${className ?? ''}`}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={styles.icon}>
        <path
          fill="currentColor"
          d="M8 .25a.75.75 0 0 1 .67.42l1.88 3.8 4.2.61a.75.75 0 0 1 .41 1.28l-3.04 2.96.72 4.18a.75.75 0 0 1-1.09.79L8 12.31l-3.75 1.98a.75.75 0 0 1-1.09-.79l.72-4.18L.84 6.36a.75.75 0 0 1 .41-1.28l4.2-.61L7.33.67A.75.75 0 0 1 8 .25Z"
        />
      </svg>
      <Translate id="star.label">在 GitHub 上 Star</Translate>
    </Link>
  );
}
