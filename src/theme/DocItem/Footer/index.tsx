// Wrapper: the doc footer as Docusaurus renders it (tags, edit link, last update), then the page feedback. The
// feedback's code is fetched only when the reader scrolls near the end of the page, so it costs nothing on the
// first load; the placeholder keeps its height so nothing moves when it arrives.
import React, {type ReactNode, Suspense, lazy, useEffect, useRef, useState} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {docsVersionLabel, repoPath} from '@site/settings.mjs';
import {PRINT_DIR, PRINT_SIDEBAR} from '@site/shared/print.mjs';
import {printSectionOf} from '@site/src/utils/printSection';

type Props = WrapperProps<typeof FooterType>;

const PageFeedback = lazy(() => import('@site/src/components/PageFeedback'));

/** How far below the viewport the feedback starts loading: it is ready by the time the reader gets there. */
const LOAD_MARGIN = '400px';

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {version, pluginId} = useDocsVersion();
  const {siteConfig, i18n} = useDocusaurusContext();
  const sidebar = useDocsSidebar();
  // The manual's sidebar only: the app store's categories have no print page.
  const printSection =
    pluginId === 'default' && sidebar?.name === PRINT_SIDEBAR
      ? printSectionOf(sidebar.items, metadata.permalink, siteConfig.baseUrl)
      : null;
  const printPage = useBaseUrl(`${PRINT_DIR}/${printSection ?? ''}/`);
  const slot = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || near) return undefined;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <>
      <Footer {...props} />
      {printSection && (
        <p className="rb-print-section">
          {/* A static page written after the build, not a route: <Link> would look for it in the route table. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a href={printPage}>
            <Translate id="print.section">打印本章</Translate>
          </a>
        </p>
      )}
      <section
        ref={slot}
        className="rb-page-feedback"
        aria-label={translate({id: 'feedback.region', message: '页面反馈'})}>
        {near && (
          <Suspense fallback={null}>
            <PageFeedback
              baseUrl={siteConfig.baseUrl}
              page={metadata.permalink}
              version={pluginId === 'default' ? docsVersionLabel(version) : pluginId}
              locale={i18n.currentLocale}
              title={metadata.title}
              editUrl={metadata.editUrl ?? undefined}
              source={repoPath(metadata.source)}
            />
          </Suspense>
        )}
      </section>
    </>
  );
}
