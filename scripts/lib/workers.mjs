// Spreads a list of files over worker threads, one per core (at most 8): each worker runs the calling module
// again with `workerData = {files, ...extra}` and posts back one result. The files are dealt round-robin, so a
// list sorted largest first keeps the workers finishing together.
import os from 'node:os';
import {Worker} from 'node:worker_threads';

/**
 * @template T
 * @param {string | URL} moduleUrl the module the workers run (the caller's `import.meta.url`)
 * @param {string[]} files
 * @param {Record<string, unknown>} [extra] more workerData for every worker
 * @returns {Promise<T[]>} one result per worker
 */
export function inWorkers(moduleUrl, files, extra = {}) {
  const threads = Math.max(1, Math.min(os.availableParallelism(), 8));
  const shares = Array.from({length: threads}, (_, i) => files.filter((__, j) => j % threads === i));
  return Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(moduleUrl), {workerData: {files: share, ...extra}});
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
}
