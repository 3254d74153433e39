import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import UiTabs, {type TabItem} from '@site/src/components/UiTabs';
import styles from './styles.module.css';

function Panel({points, link}: {points: string[]; link?: {to: string; label: string}}): ReactNode {
  return (
    <div className={styles.panel}>
      <ul>
        {points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      {link && <Link to={link.to}>{link.label} →</Link>}
    </div>
  );
}

/** The home page's feature showcase: four capabilities, one tab each. */
export default function FeatureTabs(): ReactNode {
  const items: TabItem[] = [
    {
      itemKey: 'source',
      tab: translate({id: 'home.showcase.source.tab', message: '源码自动识别部署'}),
      icon: '⚙',
      content: (
        <Panel
          points={[
            translate({
              id: 'home.showcase.source.1',
              message: '自动识别 Java、Python、Golang、NodeJS、Dockerfile、Php、.NetCore 源码',
            }),
            translate({id: 'home.showcase.source.2', message: '向导式创建：检测源码类型、定制构建环境、设置运行参数'}),
            translate({id: 'home.showcase.source.3', message: '自动构建并运行，不需要编写 Dockerfile 和 YAML'}),
          ]}
          link={{
            to: '/feature/devops/',
            label: translate({id: 'home.showcase.source.link', message: '了解一体化 DevOps'}),
          }}
        />
      ),
    },
    {
      itemKey: 'assembly',
      tab: translate({id: 'home.showcase.assembly.tab', message: '业务模块化拼装'}),
      icon: '▦',
      content: (
        <Panel
          points={[
            translate({id: 'home.showcase.assembly.1', message: '把可复用的组件一键发布到统一的组件库'}),
            translate({id: 'home.showcase.assembly.2', message: '像搭积木一样从组件库添加组件、拼装业务'}),
          ]}
          link={{
            to: '/feature/service-mesh/',
            label: translate({id: 'home.showcase.assembly.link', message: '了解微服务治理'}),
          }}
        />
      ),
    },
    {
      itemKey: 'observability',
      tab: translate({id: 'home.showcase.observability.tab', message: '丰富的可观测性'}),
      icon: '◔',
      content: (
        <Panel
          points={[
            translate({id: 'home.showcase.observability.1', message: '集群监控与节点监控'}),
            translate({id: 'home.showcase.observability.2', message: '应用拓扑与组件性能监控'}),
          ]}
          link={{
            to: '/feature/app-ops/',
            label: translate({id: 'home.showcase.observability.link', message: '了解自动化运维'}),
          }}
        />
      ),
    },
    {
      itemKey: 'lifecycle',
      tab: translate({id: 'home.showcase.lifecycle.tab', message: '应用全生命周期管理'}),
      icon: '↻',
      content: (
        <Panel
          points={[
            translate({id: 'home.showcase.lifecycle.1', message: 'Serverless 般的体验：应用级和组件级管理'}),
            translate({id: 'home.showcase.lifecycle.2', message: '网关管理与非侵入的 Service Mesh 微服务治理'}),
          ]}
          link={{
            to: '/feature/app-market/',
            label: translate({id: 'home.showcase.lifecycle.link', message: '了解应用市场'}),
          }}
        />
      ),
    },
  ];
  return <UiTabs items={items} aria-label={translate({id: 'home.showcase.label', message: '功能展示'})} />;
}
