import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ActionButtons, {type Action} from '@site/src/components/ActionButtons';
import styles from './styles.module.css';

export type HeroAction = Action;

interface Props {
  title: ReactNode;
  lead?: ReactNode;
  /** Replaces the two default install buttons. */
  actions?: HeroAction[];
  children?: ReactNode;
}

const defaultActions: HeroAction[] = [
  {
    label: <Translate id="hero.action.quickInstall">单机快速安装</Translate>,
    to: '/docs/quick-start/quick-install',
  },
  {
    label: <Translate id="hero.action.getStarted">30 分钟上手</Translate>,
    to: '/docs/quick-start/getting-started',
  },
];

/** Full-width banner that opens a landing page: the page's h1, a lead and call-to-action buttons. */
export default function PageHero({title, lead, actions = defaultActions, children}: Props): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
        {actions.length > 0 && <ActionButtons actions={actions} />}
      </div>
    </header>
  );
}
