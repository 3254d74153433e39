// Wrapper: the page metadata as Docusaurus writes it, plus a TechArticle (schema.org) for the doc.
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {JsonLd, useHtmlLang, useOrganization} from '@site/src/components/StructuredData';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const inLanguage = useHtmlLang();
  const organization = useOrganization();
  const url = `${siteConfig.url}${metadata.permalink}`;
  return (
    <>
      <Metadata {...props} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'TechArticle',
          '@id': url,
          url,
          mainEntityOfPage: url,
          headline: metadata.title,
          description: metadata.description,
          inLanguage,
          ...(metadata.lastUpdatedAt && {dateModified: new Date(metadata.lastUpdatedAt).toISOString()}),
          author: organization,
          publisher: {'@id': organization['@id']},
        }}
      />
    </>
  );
}
