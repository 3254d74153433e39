// Docusaurus' <Link> prefetches a route's chunks as soon as the link scrolls into view. Each call walks the whole
// route table (matchRoutes, then a regex over every routesChunkNames key), and the IntersectionObserver delivers
// every link in view at once, right after hydration: on a page with a few dozen links that is a 60–110 ms task
// on a mid-range phone, the largest single block after hydration. We keep the prefetching but move it to idle
// time, a few links per idle slice, so it never blocks input.
//
// The wrap goes through internals/client/global.ts (`window.docusaurus`); `assertIdlePrefetch()` (called after
// hydration) logs an error naming this file if the wrap did not happen, which the browser tests turn into a failure.
import {docusaurusGlobal, interceptDocusaurusGlobal} from '@site/internals/client/global';
import {IDLE_PREFETCH, idlePrefetch} from '@site/src/utils/idlePrefetch';

/** After hydration: the client entry assigned window.docusaurus and we wrapped it. */
export function assertIdlePrefetch(): void {
  if (!docusaurusGlobal()?.[IDLE_PREFETCH]) {
    console.error(
      '[idlePrefetch] window.docusaurus was not wrapped: Docusaurus no longer assigns it the way ' +
        'internals/client/global.ts expects. Adapt the wrapper or remove it.',
    );
  }
}

interceptDocusaurusGlobal(idlePrefetch);

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  // The first call is the initial render; the entry assigned window.docusaurus before it.
  if (!previousLocation) assertIdlePrefetch();
}
