// Peak resident memory of a command and every process it starts (Linux /proc), sampled twice a second:
// `npm run bench` reports it for the full build.
import {spawn} from 'node:child_process';
import fs from 'node:fs';

const PAGE = 4096;

/** RSS in bytes of `root` and its descendants, from /proc. @param {number} root */
function treeRss(root) {
  const parent = new Map();
  const rss = new Map();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(pid), Number(fields[1]));
      rss.set(Number(pid), Number(fields[21]) * PAGE);
    } catch {
      // The process ended between listing and reading.
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let p = pid; p > 1; p = parent.get(p) ?? 0) {
      if (p === root) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

/**
 * Runs a command to the end; resolves with its wall time (s) and the peak RSS (bytes) of its process tree.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<{seconds: number, peakBytes: number, code: number | null}>}
 */
export function measureCommand(command, args, options = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {stdio: 'inherit', ...options});
    let peakBytes = 0;
    const timer = setInterval(() => {
      if (child.pid) peakBytes = Math.max(peakBytes, treeRss(child.pid));
    }, 500);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({seconds: (Date.now() - started) / 1000, peakBytes, code});
    });
  });
}
