// Docusaurus' <Link> prefetches a route's chunks as soon as the link scrolls into view. Each call walks the whole
// route table (matchRoutes, then a regex over every routesChunkNames key), and the IntersectionObserver delivers
// every link in view at once, right after hydration: on a page with a few dozen links that is a 60–110 ms task
// on a mid-range phone, the largest single block after hydration. We keep the prefetching but move it to idle
// time, a few links per idle slice, so it never blocks input.
//
// Internals touched: `window.docusaurus` ({prefetch, preload}, assigned by the client entry after client modules
// load). We wrap it as it is assigned; `assertIdlePrefetch()` (called after hydration) logs an error naming this
// file if the wrap did not happen, which the browser tests turn into a failure.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {IDLE_PREFETCH, idlePrefetch, type DocusaurusGlobal} from '@site/src/utils/idlePrefetch';

/** After hydration: the client entry assigned window.docusaurus and we wrapped it. */
export function assertIdlePrefetch(): void {
  const current = (window as unknown as {docusaurus?: Record<string, unknown>}).docusaurus;
  if (!current?.[IDLE_PREFETCH]) {
    console.error(
      '[idlePrefetch] window.docusaurus was not wrapped: Docusaurus no longer assigns it the way ' +
        'src/clientModules/idlePrefetch.ts expects. Adapt the wrapper or remove it.',
    );
  }
}

if (ExecutionEnvironment.canUseDOM) {
  let current: unknown;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: unknown) => {
      const global = value as Partial<DocusaurusGlobal> | undefined;
      current =
        typeof global?.prefetch === 'function' && typeof global.preload === 'function'
          ? idlePrefetch(global as DocusaurusGlobal)
          : value;
    },
  });
}

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  // The first call is the initial render; the entry assigned window.docusaurus before it.
  if (!previousLocation) assertIdlePrefetch();
}
