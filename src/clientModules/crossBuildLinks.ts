// Each archived docs version is built in a pass of its own (scripts/build/build-archives.mjs), so a page's route table
// holds only its own build: an archived page does not know the blog, and a tab opened before a redeploy does not
// know pages added since. The client router would render "not found" for such a link. A path the table has no
// page for is left to the browser instead: a full load, and the server answers with the page or the real 404.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {hasPage} from '@site/internals/build/route-match';
import {routeTable as table} from '@site/internals/client/routes';

/** The same-origin URL a plain left click on this element would open in place, or null. */
export function linkTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  // A link that names its target is not the router's: another tab, or a plain link that loads in full by itself
  // (pathname:// links, target="_self", such as the version dropdown's, which decide with their own handler).
  if (anchor.hasAttribute('target')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/** Capture phase on the document: it runs before React's listener on the root, which the router's links use. */
function onClick(event: MouseEvent): void {
  const url = linkTarget(event);
  if (!url || url.pathname === window.location.pathname || hasPage(table, url.pathname)) return;
  // Not prevented: the browser follows the link. Stopped: the router never sees the click.
  event.stopPropagation();
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('click', onClick, {capture: true});

/** Navigations that are not clicks (search results, history.push): load the page in full before "not found" shows. */
export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({location, previousLocation}) => {
  if (!previousLocation || previousLocation.pathname === location.pathname || hasPage(table, location.pathname)) return;
  window.location.replace(`${location.pathname}${location.search}${location.hash}`);
};
