import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import ActionButtons, {type Action} from '@site/src/components/ActionButtons';
import styles from './styles.module.css';

interface Props {
  title: ReactNode;
  body?: ReactNode;
  actions: Action[];
}

/** The closing call to action of a landing page. */
export default function CTA({title, body, actions}: Props): ReactNode {
  return (
    <section className={styles.cta}>
      <Heading as="h2" className={styles.title}>
        {title}
      </Heading>
      {body && <p>{body}</p>}
      <ActionButtons actions={actions} />
    </section>
  );
}
