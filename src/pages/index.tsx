import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {HomeStructuredData} from '@site/src/components/StructuredData';
import CardGrid from '@site/src/components/CardGrid';
import InstallTabs from '@site/src/components/InstallTabs';
import {PLATFORM_UI_PORT} from '@site/src/data/constants';
import {capabilities, siteClaims, useScenes, type Capability} from '@site/src/data/home';
import {useLocale} from '@site/src/data/bilingual';
import CaseList from '@site/src/components/CaseList';
import CTA from '@site/src/components/CTA';
import FeatureTabs from '@site/src/components/FeatureTabs';
import InstallMenu from '@site/src/components/InstallMenu';
import LogoWall from '@site/src/components/LogoWall';
import Section from '@site/src/components/Section';
import {supportedLanguages} from '@site/src/data/install';
import {latestRelease} from '@site/src/data/releases';
import styles from './index.module.css';

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <Link className={styles.release} to={`/community/change/${latestRelease.version}`}>
          <Translate id="home.hero.latestRelease" values={{version: `v${latestRelease.version}`}}>
            {'最新版本 {version} 已发布 →'}
          </Translate>
        </Link>
        <Heading as="h1" className={styles.heroTitle}>
          <Translate id="home.hero.title">不懂 Kubernetes，也能管好云原生应用</Translate>
        </Heading>
        <p className={styles.heroLead}>
          <Translate id="home.hero.lead">
            Rainbond 是 100% 开源的云原生应用管理平台：无需编写 Dockerfile 和 YAML，直接从源码部署到一个或多个
            Kubernetes 集群，适合私有化部署，开发、交付与运维一体化。
          </Translate>
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/docs/quick-start/quick-install">
            <Translate id="home.hero.install">快速安装</Translate>
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs/">
            <Translate id="home.hero.docs">阅读文档</Translate>
          </Link>
          <InstallMenu />
        </div>
      </div>
      <div className={styles.heroSteps}>
        <ol className={styles.steps}>
          <li>
            <Heading as="h2" className={styles.stepTitle}>
              <Translate id="home.step1.title">5 分钟安装</Translate>
            </Heading>
            <InstallTabs />
          </li>
          <li>
            <Heading as="h2" className={styles.stepTitle}>
              <Translate id="home.step2.title">30 分钟上手</Translate>
            </Heading>
            <p>
              <Translate
                id="home.step2.body"
                values={{
                  url: <code>{`http://<IP>:${PLATFORM_UI_PORT}`}</code>,
                  guide: (
                    <Link to="/docs/quick-start/getting-started">
                      <Translate id="home.step2.guide">快速上手指南</Translate>
                    </Link>
                  ),
                }}>
                {'安装完成后，在浏览器打开 {url} 进入控制台，再跟着{guide}部署第一个应用。'}
              </Translate>
            </p>
          </li>
        </ol>
      </div>
    </header>
  );
}

function Claims(): ReactNode {
  const locale = useLocale();
  return (
    <section className={styles.claims} aria-label={translate({id: 'home.claims.label', message: 'Rainbond 的数字'})}>
      <ul className={styles.claimList}>
        {siteClaims.map((claim) => (
          <li key={claim.figure} className={styles.claim}>
            <span className={styles.figure}>{claim.figure}</span>
            <span>{claim.label[locale]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const locale = useLocale();
  const cards = (list: Capability[]) =>
    list.map(({to, title, description}) => ({to, title: title[locale], description: description[locale]}));
  return (
    <Layout
      title={siteConfig.tagline}
      description={translate({
        id: 'home.meta.description',
        message:
          'Rainbond 是开源的云原生多云应用管理平台：从源码部署到 Kubernetes，内置 DevOps、Service Mesh、多集群管理与应用市场。',
      })}>
      <HomeStructuredData />
      <main className={styles.main}>
        <Hero />
        <Claims />
        <Section title={<Translate id="home.languages.title">从源码直接构建</Translate>}>
          <p>
            <Translate id="home.languages.body">
              Rainbond 自动识别源码的语言与构建方式，编译、打包并运行，不改变开发者的习惯。目前支持：
            </Translate>
          </p>
          <ul className={styles.languages}>
            {supportedLanguages.map((language) => (
              <li key={language}>{language}</li>
            ))}
          </ul>
        </Section>
        <Section title={<Translate id="home.capabilities.title">一个平台，管好应用的全生命周期</Translate>}>
          <CardGrid items={cards(capabilities)} />
        </Section>
        <Section title={<Translate id="home.showcase.title">没有学习成本：整个平台都可以通过界面操作完成</Translate>}>
          <FeatureTabs />
        </Section>
        <Section title={<Translate id="home.scenes.title">Rainbond 能做什么</Translate>}>
          <CardGrid items={cards(useScenes)} />
        </Section>
        <Section title={<Translate id="home.customers.title">他们在用 Rainbond</Translate>}>
          <CaseList limit={3} />
          <Link to="/case/">
            <Translate id="home.customers.allCases">查看全部用户案例 →</Translate>
          </Link>
          <LogoWall />
        </Section>
        <CTA
          title={<Translate id="home.cta.title">现在就试试 Rainbond</Translate>}
          body={<Translate id="home.cta.body">一条命令装好，半小时内上线你的第一个应用。</Translate>}
          actions={[
            {to: '/docs/quick-start/quick-install', label: <Translate id="home.hero.install">快速安装</Translate>},
            {to: '/enterprise_server/', label: <Translate id="home.cta.enterprise">了解企业版</Translate>},
          ]}
        />
      </main>
    </Layout>
  );
}
