import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import UiDropdown from '@site/src/components/UiDropdown';

/** "More ways to install" menu: every install path next to the one-command install. */
export default function InstallMenu(): ReactNode {
  return (
    <UiDropdown
      label={<Translate id="installMenu.label">更多安装方式</Translate>}
      items={[
        {
          to: '/docs/installation/#choose-a-method',
          label: translate({id: 'installMenu.choose', message: '帮我选择安装方式'}),
        },
        {to: '/docs/installation/', label: translate({id: 'installMenu.all', message: '全部安装方式'})},
        {to: '/helm/', label: translate({id: 'installMenu.helm', message: 'Helm 命令生成工具'})},
        {to: '/ack/', label: translate({id: 'installMenu.ack', message: '阿里云 ACK'})},
        {to: '/cce/', label: translate({id: 'installMenu.cce', message: '华为云 CCE'})},
        {to: '/tke/', label: translate({id: 'installMenu.tke', message: '腾讯云 TKE'})},
        {to: '/docs/installation/offline/', label: translate({id: 'installMenu.offline', message: '离线安装'})},
      ]}
    />
  );
}
