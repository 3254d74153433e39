import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** A landing-page section: an h2 and its content. */
export default function Section({title, children}: {title: ReactNode; children: ReactNode}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h2">{title}</Heading>
      {children}
    </section>
  );
}
