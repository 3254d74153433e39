// Wrapper: every page of an archived version (docs and category pages) asks search engines not to index it but
// to follow its links, and names the same page in the current version as canonical where there is one.
// Archived versions are also left out of the sitemap (docusaurus.config.ts).
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type {WrapperProps} from '@docusaurus/types';
import {useArchivedPage} from '@site/src/utils/docsVersion';

type Props = WrapperProps<typeof DocVersionRootType>;

export default function DocVersionRootWrapper(props: Props): ReactNode {
  const archived = useArchivedPage(props.version);
  const {url} = useDocusaurusContext().siteConfig;
  return (
    <>
      {archived && (
        <Head>
          <meta name="robots" content="noindex, follow" />
          {archived.currentUrl && <link rel="canonical" href={`${url}${archived.currentUrl}`} />}
        </Head>
      )}
      <DocVersionRoot {...props} />
    </>
  );
}
