import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface CardItem {
  title: ReactNode;
  description: ReactNode;
  /** Site path or external address; without it the card is not a link. */
  to?: string;
}

/**
 * Responsive grid of cards. A card with `to` is clickable all over, but its link is the heading: screen readers hear
 * the title as the link text, and the description stays plain text (not underlined like a prose link).
 */
export default function CardGrid({items}: {items: CardItem[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {items.map((item, i) => (
        <li key={i} className={clsx(styles.card, item.to && styles.linked)}>
          <Heading as="h3" className={styles.title}>
            {item.to ? (
              <Link to={item.to} className={styles.link}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </Heading>
          <p className={styles.description}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
