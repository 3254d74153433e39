import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {HeroAction} from '../PageHero';
import styles from './styles.module.css';

interface Props {
  title: ReactNode;
  body?: ReactNode;
  actions: HeroAction[];
}

/** The closing call to action of a landing page. */
export default function CTA({title, body, actions}: Props): ReactNode {
  return (
    <section className={styles.cta}>
      <Heading as="h2" className={styles.title}>
        {title}
      </Heading>
      {body && <p>{body}</p>}
      <div className={styles.actions}>
        {actions.map((action, i) => (
          <Link
            key={action.to}
            to={action.to}
            className={i === 0 ? 'button button--primary button--lg' : 'button button--secondary button--outline button--lg'}>
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
