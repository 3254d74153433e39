import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Action {
  label: ReactNode;
  to: string;
}

/** A row of call-to-action links: the first is the primary action, the rest secondary. */
export default function ActionButtons({actions}: {actions: Action[]}): ReactNode {
  return (
    <div className={styles.actions}>
      {actions.map((action, i) => (
        <Link
          key={action.to}
          to={action.to}
          className={
            i === 0 ? 'button button--primary button--lg' : 'button button--secondary button--outline button--lg'
          }>
          {action.label}
        </Link>
      ))}
    </div>
  );
}
