#!/usr/bin/env node
// Renders deploy/nginx/*.template for a built site into a folder of nginx config files:
//   nginx.conf (main), rainbond.conf (the server block) and security-headers.conf (CSP with the build's inline-script hashes).
// Usage: node deploy/nginx/render.mjs --root /srv/site --out /etc/nginx/rainbond [--listen 80] [--hsts] [--brotli]
//          [--tmp <dir>] [--error-log stderr]   (the image logs to stderr; the tests keep a file in --tmp)
//          [--feedback-log <file>|stdout]   (page votes, one JSON line each; default <tmp>/feedback.log; the image: stdout)
//          [--base-url /path/]   (default: the base URL the build was made for, from its version.json)
// The root must be a finished build (its completion marker, scripts/lib/build-output.mjs) whose inline scripts are
// all named in scripts/lib/csp.mjs. The CSP also allows the hosts an operator configured: analytics scripts
// (ANALYTICS_SCRIPTS) and Algolia. `--reference-build` is for the bench's plain-Docusaurus comparison sites only:
// no marker needed, and their inline scripts are hashed as they are.
import fs from 'node:fs';
import path from 'node:path';
import {contentSecurityPolicy, inlineScriptHashes, inlineScripts, origins} from '../../scripts/lib/csp.mjs';
import {assertCompleteBuild} from '../../scripts/lib/build-output.mjs';
import {analyticsScripts} from '../../shared/analytics.mjs';
import {escapeRegExp} from '../../shared/regexp.mjs';
import {cliOptions} from '../../scripts/lib/cli.mjs';
import {BROTLI_MODULES, hasBrotliModules} from '../../scripts/lib/nginx.mjs';
import {FEEDBACK_FIELDS, algoliaSettings, normaliseBaseUrl} from '../../settings.mjs';

const {values: opts} = cliOptions(
  'node deploy/nginx/render.mjs [--root build] [--out dir] [--listen 80] [--base-url /] [--tmp dir] ' +
    '[--error-log file|stderr] [--feedback-log file|stdout] [--hsts] [--brotli|--no-brotli] [--reference-build]',
  {
    root: {type: 'string', default: 'build'},
    out: {type: 'string', default: 'deploy/nginx/rendered'},
    listen: {type: 'string', default: '80'},
    'base-url': {type: 'string'},
    tmp: {type: 'string'},
    'error-log': {type: 'string'},
    'feedback-log': {type: 'string'},
    hsts: {type: 'boolean', default: false},
    brotli: {type: 'boolean', default: false},
    'no-brotli': {type: 'boolean', default: false},
    'reference-build': {type: 'boolean', default: false},
  },
);
const root = path.resolve(opts.root);
const out = path.resolve(opts.out);
const listen = opts.listen;
const hsts = opts.hsts || process.env.ENABLE_HSTS === 'true';
// Brotli when asked for, or when the modules are installed (Debian: libnginx-mod-http-brotli-*).
const brotli = opts.brotli || (!opts['no-brotli'] && hasBrotliModules());
const tmp = path.resolve(opts.tmp ?? path.join(out, 'tmp'));
const errorLog = opts['error-log'] ?? path.join(tmp, 'error.log');
const feedbackLogArg = opts['feedback-log'] ?? path.join(tmp, 'feedback.log');
// nginx's access_log has no `stdout` keyword (error_log has `stderr`); the device file is what containers read.
const feedbackLog = feedbackLogArg === 'stdout' ? '/dev/stdout' : path.resolve(feedbackLogArg);

const reference = opts['reference-build'];
// The build's files sit at its root whatever its base URL (Docusaurus writes the prefix into the pages, not the
// folders), so under a base URL nginx takes the prefix off before its rules and refuses what lies outside it.
const versionFile = path.join(root, 'version.json');
const builtFor = fs.existsSync(versionFile) ? JSON.parse(fs.readFileSync(versionFile, 'utf8')).baseUrl : undefined;
const baseUrl = normaliseBaseUrl(opts['base-url'] ?? builtFor ?? '/');
const basePath = baseUrl.replace(/\/$/, '');
const baseRewrite = basePath
  ? [
      `    # Built for ${baseUrl}: the prefix is taken off before the rules below; /healthz stays at the host's root.`,
      `    if ($request_uri !~ "^${escapeRegExp(basePath)}(?:[/?]|$)|^/healthz(?:[?]|$)") {`,
      '        return 404;',
      '    }',
      `    rewrite "^${escapeRegExp(basePath)}$" ${baseUrl} permanent;`,
      `    rewrite "^${escapeRegExp(basePath)}(/.*)$" $1 last;`,
      '',
    ].join('\n')
  : '';
let hashes;
try {
  if (!reference) assertCompleteBuild(root, 'render-nginx');
  hashes = reference
    ? [...inlineScripts(root).keys()].map((hash) => `'sha256-${hash}'`).sort()
    : inlineScriptHashes(root);
} catch (/** @type {any} */ error) {
  console.error(error.message);
  process.exit(1);
}

const scripts = analyticsScripts(process.env);
const algoliaApp = algoliaSettings(process.env)?.appId;
const algolia = algoliaApp
  ? [`https://${algoliaApp}-dsn.algolia.net`, 'https://*.algolianet.com', 'https://*.algolia.net']
  : [];
const csp = contentSecurityPolicy({
  hashes,
  scriptOrigins: origins(scripts),
  connectOrigins: [...origins(scripts), ...algolia],
});

const fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, key) => values[key] ?? '');
const here = path.dirname(new URL(import.meta.url).pathname);
fs.mkdirSync(out, {recursive: true});
fs.writeFileSync(
  path.join(out, 'security-headers.conf'),
  fill(fs.readFileSync(path.join(here, 'security-headers.conf.template'), 'utf8'), {
    CSP: csp,
    HSTS: hsts
      ? 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;'
      : '# HSTS off (enable with --hsts or ENABLE_HSTS=true behind TLS)',
  }),
);
fs.writeFileSync(
  path.join(out, 'rainbond.conf'),
  fill(fs.readFileSync(path.join(here, 'site.conf.template'), 'utf8'), {
    LISTEN: listen,
    ROOT: root,
    BASE_PATH: basePath,
    BASE_PATH_RE: escapeRegExp(basePath),
    BASE_REWRITE: baseRewrite,
    CONF_DIR: out,
    FEEDBACK_LOG: feedbackLog,
    FEEDBACK_FORMAT: `{${[
      ['type', 'rainbond-feedback'],
      ['time', '$time_iso8601'],
      ...FEEDBACK_FIELDS.map((name) => [name, `$arg_${name}`]),
    ]
      .map(([key, value]) => `"${key}":"${value}"`)
      .join(',')}}`,
    BROTLI: brotli
      ? '    brotli_static on;\n    brotli on;\n    brotli_comp_level 6;\n    brotli_types text/plain text/css text/markdown text/xml application/javascript application/json application/xml application/rss+xml application/atom+xml application/yaml image/svg+xml;'
      : '',
  }),
);
fs.mkdirSync(tmp, {recursive: true});
fs.writeFileSync(
  path.join(out, 'nginx.conf'),
  fill(fs.readFileSync(path.join(here, 'nginx.conf.template'), 'utf8'), {
    MODULES: brotli ? BROTLI_MODULES.map((m) => `load_module ${m};`).join('\n') : '',
    TMP: tmp,
    ERROR_LOG: errorLog,
    CONF_DIR: out,
  }),
);
console.log(
  `nginx config for ${root} → ${out} (listen ${listen}, base ${baseUrl}${hsts ? ', HSTS' : ''}${brotli ? ', brotli' : ''})`,
);
