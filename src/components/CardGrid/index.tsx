import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface CardItem {
  title: ReactNode;
  description: ReactNode;
  /** Site path or external address; without it the card is not a link. */
  to?: string;
}

/** Responsive grid of cards; a card with `to` is one big link. */
export default function CardGrid({items}: {items: CardItem[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {items.map((item, i) => {
        const body = (
          <>
            <Heading as="h3" className={styles.title}>
              {item.title}
            </Heading>
            <p className={styles.description}>{item.description}</p>
          </>
        );
        return (
          <li key={i} className={styles.card}>
            {item.to ? (
              <Link to={item.to} className={styles.link}>
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
