#!/usr/bin/env node
// Serves the production build on loopback the way deploy/ serves it in production:
// bare paths, 301 for `.html` and `/index.html`, the localized 404 page with status 404.
// Page votes (POST /feedback, /en/feedback) get nginx's 204; with --feedback-log they are appended there in nginx's
// log format, so the report script reads either.
// Usage: node scripts/dev/serve.mjs [--port 3000] [--dir build] [--feedback-log file]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {htmlRedirectTarget, notFoundFile, resolveFile} from '../lib/resolve.mjs';
import {assertCompleteBuild} from '../lib/build-output.mjs';
import {cliOptions} from '../lib/cli.mjs';
import {FEEDBACK_FIELDS} from '../../settings.mjs';

const {values: opts} = cliOptions(
  'node scripts/dev/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--feedback-log file] [--reference-build]',
  {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
    'feedback-log': {type: 'string'},
    'reference-build': {type: 'boolean', default: false},
  },
);
const port = Number(opts.port);
const host = opts.host;
const buildDir = path.resolve(opts.dir);
const feedbackLog = opts['feedback-log'];

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.yaml': 'application/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

try {
  // A reference build (the bench's plain Docusaurus) has no marker; the site's own build must have finished.
  if (!opts['reference-build']) assertCompleteBuild(buildDir, 'serve');
  else if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`serve: no build in ${buildDir}`);
} catch (/** @type {any} */ error) {
  console.error(error.message);
  process.exit(1);
}

function send(res, status, file, method) {
  const body = fs.readFileSync(file);
  res.writeHead(status, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  if (/^\/(?:en\/)?feedback(?:\?|$)/.test(req.url ?? '')) {
    if (req.method !== 'POST') {
      res.writeHead(405, {Allow: 'POST'}).end();
      return;
    }
    if (feedbackLog) {
      const query = (req.url ?? '').split('?')[1] ?? '';
      // What nginx's $arg_x gives: the raw, still-encoded value.
      const raw = (/** @type {string} */ name) => new RegExp(`(?:^|&)${name}=([^&]*)`).exec(query)?.[1] ?? '';
      const fields = FEEDBACK_FIELDS.map((name) => [name, raw(name)]);
      const line = {type: 'rainbond-feedback', time: new Date().toISOString(), ...Object.fromEntries(fields)};
      fs.appendFileSync(feedbackLog, `${JSON.stringify(line)}\n`);
    }
    res.writeHead(204, {'Cache-Control': 'no-store'}).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD'}).end();
    return;
  }
  // Prefixed, not resolved against a base: a request for `//host/x` stays a path on this server.
  const url = new URL(`http://localhost${req.url ?? '/'}`);
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    send(res, 400, notFoundFile(buildDir, '/'), req.method);
    return;
  }
  const redirect = htmlRedirectTarget(url.pathname);
  if (redirect && !/\/404\.html$/.test(url.pathname)) {
    res.writeHead(301, {Location: redirect + url.search}).end();
    return;
  }
  const file = resolveFile(buildDir, pathname);
  if (file) send(res, 200, file, req.method);
  else send(res, 404, notFoundFile(buildDir, pathname), req.method);
});

server.listen(port, host, () => {
  console.log(`Serving ${buildDir} at http://${host}:${port}/ (English at /en/)`);
});
