// Pure part of src/clientModules/idlePrefetch.ts (which says why): queue Docusaurus' route prefetches into idle time.
import type {DocusaurusGlobal} from '@site/internals/client/global';

export type {DocusaurusGlobal};

/** Marks the wrapped object, so the assertion and tests can tell it from the stock one. */
export const IDLE_PREFETCH = 'rbIdlePrefetch';
/** Time left in an idle slice below which we stop and wait for the next one. */
const MIN_SLICE_MS = 4;
/**
 * Work per slice, whatever the browser offers (up to 50 ms): a route lookup costs ~1 ms on a laptop and 4× that
 * on a mid-range phone, so a full idle period would be a long task there.
 */
export const SLICE_BUDGET_MS = 6;

interface Deadline {
  timeRemaining: () => number;
  didTimeout: boolean;
}
type Schedule = (run: (deadline: Deadline) => void) => void;

/** requestIdleCallback where the browser has it (Safari does not ship it); else a short timeout with an 8 ms budget. */
const whenIdle: Schedule = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, {timeout: 3000});
    return;
  }
  window.setTimeout(() => {
    const start = performance.now();
    run({timeRemaining: () => Math.max(0, 8 - (performance.now() - start)), didTimeout: false});
  }, 200);
};

/** The same object with `prefetch` queued into idle time (each route once, in the order its link appeared). */
export function idlePrefetch(
  original: DocusaurusGlobal,
  schedule: Schedule = whenIdle,
  now: () => number = () => performance.now(),
): DocusaurusGlobal {
  const queue = new Set<string>();
  let armed = false;
  const drain = (deadline: Deadline) => {
    armed = false;
    const stop = now() + SLICE_BUDGET_MS;
    // At least one per slice, so a busy page still makes progress after the timeout.
    let first = true;
    for (const routePath of queue) {
      if (!first && (deadline.timeRemaining() < MIN_SLICE_MS || now() >= stop)) break;
      first = false;
      queue.delete(routePath);
      void original.prefetch(routePath);
    }
    if (queue.size > 0) arm();
  };
  const arm = () => {
    if (armed) return;
    armed = true;
    schedule(drain);
  };
  return Object.freeze({
    ...original,
    prefetch: (routePath: string) => {
      queue.add(routePath);
      arm();
      return Promise.resolve();
    },
    [IDLE_PREFETCH]: true,
  });
}
