import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {GITEE_REPO_URL, GITHUB_REPO_URL} from '@site/src/data/links';
import {jsonForScript} from '@site/src/utils/jsonForScript';

/** One JSON-LD block (schema.org). Data, not script: the CSP does not apply to it and nothing runs. */
export function JsonLd({data}: {data: object}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{jsonForScript(data)}</script>
    </Head>
  );
}

/** The page language as the <html lang> attribute states it (zh-CN, en). */
export function useHtmlLang(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
}

/** The project as an organization: publisher of the docs and author of the blog. */
export function useOrganization(): Record<string, unknown> {
  const {siteConfig} = useDocusaurusContext();
  const logo = useBaseUrl('/img/logo.svg', {absolute: true});
  return {
    '@type': 'Organization',
    '@id': `${siteConfig.url}/#organization`,
    name: 'Rainbond',
    url: `${siteConfig.url}${siteConfig.baseUrl}`,
    logo,
    sameAs: [GITHUB_REPO_URL, GITEE_REPO_URL],
  };
}

/** Home page: the organization and the website, with the site search as its SearchAction. */
export function HomeStructuredData(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const inLanguage = useHtmlLang();
  const home = useBaseUrl('/', {absolute: true});
  const search = useBaseUrl('/search', {absolute: true});
  const organization = useOrganization();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@graph': [
          organization,
          {
            '@type': 'WebSite',
            '@id': `${home}#website`,
            url: home,
            name: siteConfig.title,
            inLanguage,
            publisher: {'@id': organization['@id']},
            potentialAction: {
              '@type': 'SearchAction',
              target: {'@type': 'EntryPoint', urlTemplate: `${search}?q={search_term_string}`},
              'query-input': 'required name=search_term_string',
            },
          },
        ],
      }}
    />
  );
}
