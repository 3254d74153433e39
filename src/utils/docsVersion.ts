// Which docs version the page being read belongs to, from its path alone: no walk over the route table, and the
// same answer in every build (each archived version is built in a pass of its own, scripts/build/build-archives.mjs).
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  CURRENT_DOCS,
  docsVersionLabel,
  docsVersionOfPath,
  docsVersionRoot,
  pathInDocsVersion,
} from '@site/settings.mjs';

export interface PageVersion {
  /** `current` or an archived version's name (5.14). */
  name: string;
  /** The page's path in the locale's build, without its base URL: /docs/5.14/x. */
  path: string;
}

/** A path of the locale's build (base URL and locale prefix included) from a path without them. */
export function useLocaleUrl(): (path: string) => string {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return (path) => `${baseUrl}${path.replace(/^\//, '')}`;
}

/** The docs version of the page, or null off the versioned docs (blog, landing pages, API reference). */
export function usePageVersion(): PageVersion | null {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const path = `/${pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '')}`;
  const name = docsVersionOfPath(path);
  return name ? {name, path} : null;
}

export interface ArchivedPage {
  name: string;
  label: string;
  /** The same page in the current version (locale URL), or null when the current version has no such page. */
  currentUrl: string | null;
  /** The current version's docs root (locale URL). */
  currentRoot: string;
}

/**
 * What an archived page says about itself. `notInCurrent` is the version prop's list of its pages the current
 * version lacks (plugins/lean-docs), as paths inside the version.
 */
export function useArchivedPage(version: {version: string; notInCurrent?: string[]}): ArchivedPage | null {
  const page = usePageVersion();
  const localeUrl = useLocaleUrl();
  if (version.version === CURRENT_DOCS || !page || page.name === CURRENT_DOCS) return null;
  const inCurrent = pathInDocsVersion(page.path, CURRENT_DOCS);
  const inVersion = inCurrent.slice(docsVersionRoot(CURRENT_DOCS).length).replace(/\/$/, '');
  const missing = new Set((version.notInCurrent ?? []).map((p) => p.replace(/\/$/, '')));
  return {
    name: page.name,
    label: docsVersionLabel(page.name),
    currentUrl: missing.has(inVersion) ? null : localeUrl(inCurrent),
    currentRoot: localeUrl(docsVersionRoot(CURRENT_DOCS)),
  };
}
