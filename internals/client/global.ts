// internals: window.docusaurus — the client entry assigns `window.docusaurus` ({prefetch, preload}) after the
// client modules load, and <Link> calls it for every link that scrolls into view. We intercept the assignment to
// wrap the object (src/clientModules/idlePrefetch.ts says why); wasWrapped() lets that module assert, after
// hydration, that the assignment still happens the way this relies on.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<void>;
  preload: (routePath: string) => false | Promise<void>;
}

/** Wraps `window.docusaurus` when the client entry assigns it. */
export function interceptDocusaurusGlobal(wrap: (global: DocusaurusGlobal) => DocusaurusGlobal): void {
  if (!ExecutionEnvironment.canUseDOM) return;
  let current: unknown;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: unknown) => {
      const global = value as Partial<DocusaurusGlobal> | undefined;
      current =
        typeof global?.prefetch === 'function' && typeof global.preload === 'function'
          ? wrap(global as DocusaurusGlobal)
          : value;
    },
  });
}

/** The current `window.docusaurus`, for the assertion that the wrap happened. */
export const docusaurusGlobal = (): Record<string, unknown> | undefined =>
  (window as unknown as {docusaurus?: Record<string, unknown>}).docusaurus;
