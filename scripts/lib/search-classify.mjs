// Where a built page belongs in search: its `section` filter and, for docs, its `version` filter.
// Takes the route path without the base URL; the /en prefix is allowed. Returns null for pages not worth
// a search result (404, search page, blog lists, archives, tag pages).
import {
  CURRENT_DOCS,
  CURRENT_DOCS_LABEL as CURRENT_DOCS_VERSION,
  docsVersionLabel,
  docsVersionOfPath,
  withoutLocalePrefix,
} from '../../settings.mjs';

export function classify(urlPath) {
  const p = withoutLocalePrefix(urlPath);
  if (/^\/(404\.html|search\/?)$/.test(p)) return null;
  if (/^\/blog(\/page\/\d+|\/archive|\/tags|\/authors)?\/?$/.test(p) || /^\/blog\/(tags|authors|page)\//.test(p))
    return null;
  if (p.startsWith('/docs/api/') || p === '/docs/Intro') return {section: 'api', version: CURRENT_DOCS_VERSION};
  if (p === '/docs' || p.startsWith('/docs/'))
    return {section: 'docs', version: docsVersionLabel(docsVersionOfPath(p) ?? CURRENT_DOCS)};
  if (p.startsWith('/community/')) return {section: 'community'};
  if (p.startsWith('/blog/')) return {section: 'blog'};
  return {section: 'pages'};
}
