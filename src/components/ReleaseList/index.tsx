import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {releasesNewestFirst} from '@site/src/data/releases';
import {useLocale} from '@site/src/data/bilingual';
import styles from './styles.module.css';

/** Every release, newest version first, each linking its notes page (data: src/data/releases.ts). */
export default function ReleaseList(): ReactNode {
  const locale = useLocale();
  return (
    <ol className={styles.list} reversed>
      {releasesNewestFirst().map((release) => (
        <li key={release.version} className={styles.item} data-version={release.version}>
          <Heading as="h3" className={styles.title}>
            <Link to={`/community/change/${release.version}`}>v{release.version}-release</Link>
          </Heading>
          {release.date && (
            <p className={styles.meta}>
              <time dateTime={release.date}>{release.date}</time>
            </p>
          )}
          <p className={styles.summary}>{release.summary[locale]}</p>
          <ul className={styles.highlights}>
            {release.highlights[locale].map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
