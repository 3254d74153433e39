// Replaces the theme's banner: each archived version is built alone, so the theme cannot see the current version
// to link it. This one says which version the reader is on and links the same page in the current version
// (or its docs root when the page is gone there). Every page of a version renders it (doc pages and generated
// category pages), so it also asks search engines not to index archived pages but to follow their links, and
// names the current page as canonical where there is one. (Wrapping DocVersionRoot for the head tags instead left
// the English docs pages empty in the build; the banner covers the same pages.)
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {CURRENT_DOCS_LABEL} from '@site/settings.mjs';
import {useArchivedPage} from '@site/src/utils/docsVersion';

export default function DocVersionBanner({className}: {className?: string}): ReactNode {
  const archived = useArchivedPage(useDocsVersion());
  const {url} = useDocusaurusContext().siteConfig;
  if (!archived) return null;
  const current = <b>{CURRENT_DOCS_LABEL}</b>;
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
        {archived.currentUrl && <link rel="canonical" href={`${url}${archived.currentUrl}`} />}
      </Head>
      <div
        className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
        role="note"
        data-docs-version={archived.name}>
        <p className="margin-bottom--sm">
          <Translate id="docs.archivedBanner.label" values={{version: <b>{archived.label}</b>}}>
            {'你正在阅读 Rainbond {version} 的文档，这个版本已不再维护。'}
          </Translate>
        </p>
        <p className="margin-bottom--none">
          {archived.currentUrl ? (
            <Link to={archived.currentUrl}>
              <Translate id="docs.archivedBanner.samePage" values={{version: current}}>
                {'查看本页的 {version} 版本'}
              </Translate>
            </Link>
          ) : (
            <Link to={archived.currentRoot}>
              <Translate id="docs.archivedBanner.latestDocs" values={{version: current}}>
                {'本页在 {version} 中已不存在，前往 {version} 文档'}
              </Translate>
            </Link>
          )}
        </p>
      </div>
    </>
  );
}
