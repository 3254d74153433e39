// Starts Debian's nginx with the production config (deploy/nginx/render.mjs) over a build folder on loopback.
// Used by the nginx tests and by `npm run bench`, so both measure the site exactly as production serves it.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** Debian's brotli modules (libnginx-mod-http-brotli-*): the config turns brotli on only when both are there. */
export const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];
export const hasBrotliModules = () => BROTLI_MODULES.every((m) => fs.existsSync(m));

/**
 * @param {string} root build folder
 * @param {number} port loopback port
 * @param {string[]} [extraArgs] more deploy/nginx/render.mjs flags (`--hsts`, `--no-brotli`)
 * @returns {Promise<{base: string, stop: () => void, feedbackLog: string}>}
 * `feedbackLog`: where this server writes page votes (render.mjs' default, inside the config folder).
 */
export async function startNginx(root, port, extraArgs = []) {
  const base = `http://127.0.0.1:${port}`;
  // A server left on the port would answer in nginx's place and every check would test it instead.
  const taken = await fetch(base).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} already answers: stop what is listening there first`);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbond-nginx-'));
  const render = spawnSync(
    'node',
    ['deploy/nginx/render.mjs', '--root', root, '--out', out, '--listen', `127.0.0.1:${port}`, ...extraArgs],
    {encoding: 'utf8'},
  );
  if (render.status !== 0) throw new Error(`deploy/nginx/render.mjs failed for ${root}:\n${render.stderr}`);
  const check = spawnSync(NGINX, ['-t', '-c', path.join(out, 'nginx.conf')], {encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`nginx -t rejected the rendered config:\n${check.stderr}`);
  const child = spawn(NGINX, ['-c', path.join(out, 'nginx.conf')], {stdio: 'ignore'});
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(out, {recursive: true, force: true});
  };
  for (let i = 0; i < 50; i += 1) {
    try {
      await fetch(base);
      return {base, stop, feedbackLog: path.join(out, 'tmp', 'feedback.log')};
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  stop();
  throw new Error(`nginx did not start on port ${port} (is it taken?)`);
}

/** What a browser sends: every current browser accepts brotli and gzip. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * A bounded load run against one route, with browser-like headers.
 * @param {string} base @param {string} route @param {{seconds?: number, connections?: number}} [options]
 */
export async function loadRun(base, route, {seconds = 10, connections = 32} = {}) {
  const {default: autocannon} = await import('autocannon');
  return autocannon({
    url: base + route,
    connections,
    duration: seconds,
    headers: {'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html,application/xhtml+xml'},
  });
}

/** @param {Awaited<ReturnType<typeof loadRun>>} result */
export const describeLoad = (result) =>
  `${Math.round(result.requests.average)} req/s average, ${result.requests.total} requests, ` +
  `${Math.round(result.throughput.total / Math.max(1, result.requests.total))} B per answer, ` +
  `p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx`;
