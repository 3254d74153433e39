// How a request path maps onto files of the static build. Shared by the test server and the
// route check so both agree on what "served" means (nginx in deploy/ follows the same rules).
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, localeOfPath} from '../../settings.mjs';

/** `/x.html` and `/x/index.html` are served at their bare path (SPEC §2). Returns the target or null. */
export function htmlRedirectTarget(pathname) {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return null;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file that answers `pathname` (already decoded, starting with /), or null when none does. */
export function resolveFile(buildDir, pathname) {
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
