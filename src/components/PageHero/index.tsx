import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface HeroAction {
  label: ReactNode;
  to: string;
}

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
        {actions.length > 0 && (
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
        )}
      </div>
    </header>
  );
}
