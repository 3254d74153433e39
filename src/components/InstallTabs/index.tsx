import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import UiTabs from '@site/src/components/UiTabs';
import {installOptions, type InstallPlatform} from '@site/src/data/install';
import {useLocale} from '@site/src/data/bilingual';
import styles from './styles.module.css';

function tabLabel(platform: InstallPlatform): string {
  const names: Record<InstallPlatform, string> = {
    linux: 'Linux',
    mac: 'Mac',
    windows: 'Windows',
    xinchuang: translate({id: 'install.tab.xinchuang', message: '信创'}),
  };
  return names[platform];
}

function Instructions({
  platform,
  prerequisite,
}: {
  platform: InstallPlatform;
  prerequisite?: {name: string; href: string};
}) {
  if (prerequisite) {
    return (
      <p className={styles.note}>
        <Translate id="install.prerequisite" values={{tool: <Link href={prerequisite.href}>{prerequisite.name}</Link>}}>
          {'先安装 {tool}，再在终端运行：'}
        </Translate>
      </p>
    );
  }
  if (platform === 'xinchuang') {
    return (
      <p className={styles.note}>
        <Translate
          id="install.xinchuang"
          values={{
            link: (
              <Link to="/xinchuang/">
                <Translate id="install.xinchuang.link">了解信创能力</Translate>
              </Link>
            ),
          }}>
          {'在国产 CPU 与操作系统的服务器上运行同一条命令（{link}）：'}
        </Translate>
      </p>
    );
  }
  return (
    <p className={styles.note}>
      <Translate id="install.linux">在终端运行：</Translate>
    </p>
  );
}

/** The one-command install per platform, in tabs whose choice is remembered (group `install-os`). */
export default function InstallTabs(): ReactNode {
  const locale = useLocale();
  return (
    <UiTabs
      size="default"
      storageKey="install-os"
      aria-label={translate({id: 'install.tabs.label', message: '安装平台'})}
      items={installOptions.map((option) => ({
        itemKey: option.platform,
        tab: tabLabel(option.platform),
        content: (
          <>
            <Instructions platform={option.platform} prerequisite={option.prerequisite} />
            <CodeBlock language={option.language}>{option.command[locale]}</CodeBlock>
          </>
        ),
      }))}
    />
  );
}
