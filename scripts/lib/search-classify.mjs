// Where a built page belongs in search: its `section` filter and, for docs, its `version` filter.
// Takes the route path without the base URL; the /en prefix is allowed. Returns null for pages not worth
// a search result (404, search page, blog lists, archives, tag pages).
import {CURRENT_DOCS_LABEL as CURRENT_DOCS_VERSION} from '../../settings.mjs';

export function classify(urlPath) {
  const p = urlPath.replace(/^\/en(?=\/|$)/, '') || '/';
  if (/^\/(404\.html|search\/?)$/.test(p)) return null;
  if (/^\/blog(\/page\/\d+|\/archive|\/tags|\/authors)?\/?$/.test(p) || /^\/blog\/(tags|authors|page)\//.test(p))
    return null;
  if (p.startsWith('/docs/api/') || p === '/docs/Intro') return {section: 'api', version: CURRENT_DOCS_VERSION};
  const archived = /^\/docs\/(\d+\.\d+)(\/|$)/.exec(p);
  if (archived) return {section: 'docs', version: `V${archived[1]}`};
  if (p === '/docs' || p.startsWith('/docs/')) return {section: 'docs', version: CURRENT_DOCS_VERSION};
  if (p.startsWith('/community/')) return {section: 'community'};
  if (p.startsWith('/blog/')) return {section: 'blog'};
  return {section: 'pages'};
}
