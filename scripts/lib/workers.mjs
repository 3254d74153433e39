// Spreads a list of work items (files, cards) over worker threads, one per core (at most 8): each worker runs the
// given module with `workerData = {items, ...extra}` and posts back one result. The items are dealt round-robin,
// so a list sorted largest first keeps the workers finishing together.
import os from 'node:os';
import {Worker} from 'node:worker_threads';

/**
 * @template T
 * @param {string | URL} moduleUrl the module the workers run (often the caller's own `import.meta.url`)
 * @param {unknown[]} items anything structured clone copies
 * @param {Record<string, unknown>} [extra] more workerData for every worker
 * @returns {Promise<T[]>} one result per worker
 */
export function inWorkers(moduleUrl, items, extra = {}) {
  const threads = Math.max(1, Math.min(os.availableParallelism(), 8, items.length));
  const shares = Array.from({length: threads}, (_, i) => items.filter((__, j) => j % threads === i));
  return Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(moduleUrl), {workerData: {items: share, ...extra}});
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
}
