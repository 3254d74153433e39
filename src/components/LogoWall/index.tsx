import React, {type ReactNode} from 'react';
import {customers} from '@site/src/data/customers';
import {useLocale} from '@site/src/data/bilingual';
import styles from './styles.module.css';

/** Organisations that run Rainbond, as a wall of name badges. */
export default function LogoWall(): ReactNode {
  const locale = useLocale();
  return (
    <ul className={styles.wall}>
      {customers.map((c) => (
        <li key={c.name.en} className={styles.badge}>
          {c.name[locale]}
        </li>
      ))}
    </ul>
  );
}
