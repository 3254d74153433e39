// Links and anchors of built pages, checked against the files of the build they are served from. The archived
// docs versions are built in passes whose route table lacks the rest of the site (so Docusaurus' own check is off
// there); once merged into build/, this check does that job for them: a link to no file, or to an id the target
// page lacks, fails the build naming the page and the link.
import fs from 'node:fs';
import path from 'node:path';
import {resolveFile} from './resolve.mjs';

const ATTR = (name) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'g');
const ANCHOR_HREF = /<a\s[^>]*?\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;
const entities = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'"};
const decodeEntities = (text) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => entities[e]);

/** Every `href` of an `<a>` in a page (quoted or not, as the minifier leaves them). @param {string} html */
export function anchorHrefs(html) {
  return [...html.matchAll(ANCHOR_HREF)].map((m) => decodeEntities(m[1] ?? m[2] ?? m[3]));
}

/** Every `id` (and `name`) a page defines, for `#fragment` links. @param {string} html */
export function pageIds(html) {
  return new Set(
    [...html.matchAll(ATTR('id')), ...html.matchAll(ATTR('name'))].map((m) => decodeEntities(m[1] ?? m[2] ?? m[3])),
  );
}

/** The file a site path is served from (scripts/lib/resolve.mjs, nginx's rule), or null; `pathname` as requested. */
function fileForPath(buildDir, pathname) {
  try {
    return resolveFile(buildDir, decodeURIComponent(pathname));
  } catch {
    return null;
  }
}

/**
 * Broken links of the given pages: same-site links whose path has no file, or whose fragment is no id there.
 * @param {string} buildDir the site root (its base URL is `/`)
 * @param {string[]} pages HTML files under buildDir
 * @param {string} siteUrl the deployment's URL: absolute links to it are checked too
 * @returns {{page: string, href: string, problem: string}[]}
 */
export function brokenLinks(buildDir, pages, siteUrl) {
  const root = path.resolve(buildDir);
  const ids = new Map();
  const idsOf = (file) => {
    if (!ids.has(file)) ids.set(file, pageIds(fs.readFileSync(file, 'utf8')));
    return ids.get(file);
  };
  const problems = [];
  for (const page of pages) {
    const rel = path.relative(root, page).split(path.sep).join('/');
    const pageUrl = new URL(`/${rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`, siteUrl);
    for (const href of new Set(anchorHrefs(fs.readFileSync(page, 'utf8')))) {
      if (/^(mailto|tel|javascript|data):/i.test(href)) continue;
      const url = new URL(href, pageUrl);
      if (url.origin !== pageUrl.origin) continue;
      const file = fileForPath(root, url.pathname);
      if (!file) {
        problems.push({page: rel, href, problem: 'no page or file at this path'});
      } else if (url.hash.length > 1 && file.endsWith('.html')) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!idsOf(file).has(id)) problems.push({page: rel, href, problem: `no element with id "${id}" there`});
      }
    }
  }
  return problems;
}
