import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HelmGenerator from '@site/src/components/HelmGenerator';
import styles from './styles.module.css';

export default function HelmPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'helm.page.title', message: 'Helm 安装命令生成工具'})}
      description={translate({
        id: 'helm.page.description',
        message:
          '填写网关、存储、数据库和镜像仓库等信息，生成在已有 Kubernetes 上安装 Rainbond 的 helm 命令和 values.yaml。',
      })}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">
          <Translate id="helm.page.title">Helm 安装命令生成工具</Translate>
        </Heading>
        <p>
          <Translate
            id="helm.page.intro"
            values={{
              docs: (
                <Link to="/docs/installation/install-with-helm/install-from-kubernetes">
                  <Translate id="helm.page.docs">基于 Kubernetes 安装</Translate>
                </Link>
              ),
            }}>
            {
              '填写下面的表单，生成安装 Rainbond 所需的 values.yaml 和 helm 命令。命令只在你的浏览器里生成，不会发送到任何地方。完整步骤见{docs}。'
            }
          </Translate>
        </p>
        <HelmGenerator />
      </main>
    </Layout>
  );
}
