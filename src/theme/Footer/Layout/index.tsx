// Ejected to add the brand column (wordmark, slogan, star button) beside the link groups (SPEC §2 footer).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/Footer/Layout';
import StarButton from '@site/src/components/StarButton';
import styles from './styles.module.css';

export default function FooterLayout({style, links, logo, copyright}: Props): ReactNode {
  return (
    <footer className={clsx(ThemeClassNames.layout.footer.container, 'footer', {'footer--dark': style === 'dark'})}>
      <div className={clsx('container container-fluid', styles.top)}>
        <div className={styles.brand}>
          {logo}
          <p className={styles.slogan}>
            <Translate id="footer.slogan">简单易用的云原生应用管理平台，让应用管理和交付更简单。</Translate>
          </p>
          <StarButton />
        </div>
        <div className={styles.links}>{links}</div>
      </div>
      {copyright && <div className="footer__bottom text--center">{copyright}</div>}
    </footer>
  );
}
