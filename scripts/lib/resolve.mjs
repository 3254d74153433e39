// How a request path maps onto files of the static build. Shared by the test server and the
// route check so both agree on what "served" means (nginx in deploy/ follows the same rules).
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, localeOfPath} from '../../settings.mjs';

/**
 * A redirect target is made only of plain segments (what nginx's rule allows, deploy/nginx/site.conf.template):
 * no empty segment (`//host`), backslash, control character, space, `%`, `?` or `#`, so it can never name another
 * host or carry a header. Checked on the decoded path, as nginx matches it.
 */
// eslint-disable-next-line no-control-regex
const PLAIN_PATH = /^(?:\/[^/\\\x00-\x20\x7f%?#]+)*\/?$/;

/**
 * `/x.html` and `/x/index.html` are served at their bare path (SPEC §2). Returns the target or null (no redirect:
 * the path is then looked up as a file, and is not found).
 * @param {string} pathname the path as requested (percent-encoded)
 */
export function htmlRedirectTarget(pathname) {
  let target = null;
  if (pathname.endsWith('/index.html')) target = pathname.slice(0, -'index.html'.length);
  else if (pathname.endsWith('.html')) target = pathname.slice(0, -'.html'.length) || '/';
  if (target === null) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return null;
  }
  return PLAIN_PATH.test(decoded) ? target : null;
}

/** Dotfiles (the build marker) are not served; /.well-known/ is. */
const HIDDEN = /\/\.(?!well-known\/)/;

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file that answers `pathname` (already decoded, starting with /), or null when none does. */
export function resolveFile(buildDir, pathname) {
  if (HIDDEN.test(pathname)) return null;
  const root = path.resolve(buildDir);
  const target = path.resolve(root, `.${pathname}`);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates = pathname.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find(isFile) ?? null;
}

/** The not-found page of the locale the path belongs to. */
export function notFoundFile(buildDir, pathname) {
  const {prefix} = LOCALES[localeOfPath(pathname)];
  const localized = prefix ? path.join(buildDir, prefix, '404.html') : null;
  if (localized && isFile(localized)) return localized;
  return path.join(buildDir, '404.html');
}
