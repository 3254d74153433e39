#!/usr/bin/env node
// `npm run bundle`: an offline bundle per docs version, for readers who cannot reach the site (air-gapped and 信创
// delivery). Each is a .tar.gz a reader carries on a USB stick and opens on a Linux server with no internet and no
// Node.js: `./serve` starts Python's standard-library HTTP server with production's URL rules (deploy/offline/).
//
// A bundle holds one docs version in both locales, plus what the site has once (API reference, community pages, blog,
// landing pages), from a finished build: plain files only (the Python server does not negotiate the precompressed
// twins), no social cards (link previews need the internet), only the diagrams its pages show, and a search index
// rebuilt over its own pages (an archived version's bundle must not offer the current docs as results). The docs
// MCP server comes along (mcp/server.mjs) with the bundle's own pages as its data.
//
// Usage: node scripts/build/bundle.mjs [--version 5.12] [--out bundles] [--build build]
//   writes <out>/rainbond-docs-<version>-<YYYYMMDD>.tar.gz for the current version and each archived one (or the one
//   named), and <out>/SHA256SUMS.
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {ARCHIVED_DOCS, CURRENT_DOCS, LOCALES, SEARCH_INDEX_DIR, docsVersionOfPath} from '../../settings.mjs';
import {DIAGRAM_URL_DIR, diagramReferences} from '../../shared/diagrams.mjs';
import {TRANSLATION_STATUS_DIR, localeTrees, walkFiles} from '../../shared/files.mjs';
import {PDF_DIR, PRINT_DIR} from '../../shared/print.mjs';
import {PAGE_METADATA_DIR} from '../../shared/page-metadata.mjs';
import {VERSION_FILE, assertCompleteBuild, mcpManifest, writeVersionFile} from '../lib/build-output.mjs';
import {cliOptions} from '../lib/cli.mjs';

// Set from the command line when the script runs; tests import belongsTo only.
let buildDir = path.resolve('build');
let outDir = path.resolve('bundles');
const OFFLINE = path.resolve('deploy/offline');
const MCP_SERVER = path.resolve('packages/rainbond-docs-mcp/dist/server.mjs');

/** What a bundle never carries: precompressed twins, social cards, dotfiles, the maintainers' translation status. */
const NEVER = new RegExp(`\\.(br|gz)$|(^|/)img/cards/|(^|/)\\.|^(en/)?${TRANSLATION_STATUS_DIR}/`);
/**
 * Files about the current docs as a whole: for AI tools, and the print pages and PDFs (shared/print.mjs). An archived
 * version's bundle leaves them out.
 */
const CURRENT_ONLY = new RegExp(`^(en/)?(llms\\.txt|llms-full\\.txt|llms/|${PRINT_DIR}/)|^${PDF_DIR}/`);

/**
 * The page path a built file answers at (`docs/x/index.html`, `docs/x.html`, `docs/x.md` → `/docs/x`).
 * @param {string} rel a path relative to the build, with `/`
 */
const pagePathOf = (rel) => `/${rel.replace(/(\/index\.html|\.html|\.md)$/, '')}`;

/**
 * Whether a built file belongs in the bundle of `version` (CURRENT_DOCS or an archived name).
 * @param {string} rel
 * @param {string} version
 */
export function belongsTo(rel, version) {
  if (NEVER.test(rel)) return false;
  // Rebuilt per bundle; diagrams are copied by reference.
  if (new RegExp(`^(en/)?(${SEARCH_INDEX_DIR}|${DIAGRAM_URL_DIR})/`).test(rel)) return false;
  if (version !== CURRENT_DOCS && CURRENT_ONLY.test(rel)) return false;
  const docsVersion = docsVersionOfPath(pagePathOf(rel));
  return docsVersion === null || docsVersion === version;
}

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(message);
}

/**
 * Adds or replaces an archive's line in <out>/SHA256SUMS, keeping the lines of other bundles still there.
 * @param {string} archive
 */
function recordSum(archive) {
  const file = path.join(outDir, 'SHA256SUMS');
  const name = path.basename(archive);
  const kept = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => {
          const listed = line.split('  ')[1];
          return listed && listed !== name && fs.existsSync(path.join(outDir, listed));
        })
    : [];
  const lines = [...kept, `${sha256(archive)}  ${name}`].sort((a, b) => a.slice(66).localeCompare(b.slice(66)));
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}

/** @param {string} file */
const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** @param {string} from @param {string} to */
function copy(from, to) {
  fs.mkdirSync(path.dirname(to), {recursive: true});
  fs.copyFileSync(from, to);
}

/** @param {string} command @param {string[]} argv @param {Record<string, string>} [env] */
const run = (command, argv, env = {}) =>
  execFileSync(command, argv, {stdio: ['ignore', 'pipe', 'inherit'], env: {...process.env, ...env}, encoding: 'utf8'});

/**
 * Writes one version's bundle and returns its archive's path.
 * @param {string} version
 * @param {ReturnType<typeof import('../lib/build-output.mjs').buildInfo>} info the build's version.json
 */
function writeBundle(version, info) {
  const archived = version !== CURRENT_DOCS;
  const name = archived ? version : info.docsVersion;
  const folder = `rainbond-docs-${name}-${info.buildDate}`;
  try {
    return writeBundleInto(version, info, folder);
  } finally {
    // A failed run leaves no half-written folder or archive behind (a good archive is already renamed into place).
    for (const leftover of [`.${folder}.tmp`, folder, `${folder}.tar.gz.tmp`]) {
      fs.rmSync(path.join(outDir, leftover), {recursive: true, force: true});
    }
  }
}

/**
 * @param {string} version
 * @param {ReturnType<typeof import('../lib/build-output.mjs').buildInfo>} info
 * @param {string} folder
 */
function writeBundleInto(version, info, folder) {
  const archived = version !== CURRENT_DOCS;
  const name = archived ? version : info.docsVersion;
  const stage = path.join(outDir, `.${folder}.tmp`);
  const site = path.join(stage, 'site');
  fs.rmSync(stage, {recursive: true, force: true});

  let pages = 0;
  for (const file of walkFiles(buildDir, () => true, new Set())) {
    const rel = path.relative(buildDir, file).split(path.sep).join('/');
    if (!belongsTo(rel, version)) continue;
    copy(file, path.join(site, rel));
    if (rel.endsWith('.html')) pages += 1;
  }
  // Only the diagrams this bundle's pages show (each locale has its own folder).
  for (const {locale, dir: root, files} of localeTrees(site, (n) => n.endsWith('.html'))) {
    const {prefix} = LOCALES[locale];
    const names = new Set();
    for (const page of files) {
      for (const [, file] of fs.readFileSync(page, 'utf8').matchAll(diagramReferences())) names.add(file);
    }
    for (const file of names) {
      const from = path.join(buildDir, prefix, DIAGRAM_URL_DIR, file);
      if (!fs.existsSync(from)) throw new Error(`bundle ${name}: a page shows ${file}, which the build lacks`);
      copy(from, path.join(root, DIAGRAM_URL_DIR, file));
    }
  }
  writeVersionFile(site, {...info, bundle: {version: name, archived}});
  // The offline index, whatever this shell's environment says (the build's own checks ran in main).
  run('node', ['scripts/build/build-search-index.mjs', site], {
    BASE_URL: '/',
    ALGOLIA_APP_ID: '',
    ALGOLIA_API_KEY: '',
    // The pages are the source build's: so is what the build knew about them.
    PAGE_METADATA_FROM: path.join(buildDir, PAGE_METADATA_DIR),
  });

  // The docs MCP server reads <data>/manifest.json and <data>/site/: the bundle is its data folder.
  copy(MCP_SERVER, path.join(stage, 'mcp', 'server.mjs'));
  fs.writeFileSync(
    path.join(stage, 'manifest.json'),
    `${JSON.stringify(mcpManifest(info, {archived: archived ? [name] : [], versions: [name], defaultVersion: name}), null, 1)}\n`,
  );

  for (const file of ['serve', 'serve.py', 'serve.cmd']) copy(path.join(OFFLINE, file), path.join(stage, file));
  for (const file of ['serve', 'serve.py']) fs.chmodSync(path.join(stage, file), 0o755);
  const docsHome = archived ? `/docs/${name}/` : '/docs/';
  const readme = fs
    .readFileSync(path.join(OFFLINE, 'README.md'), 'utf8')
    .replaceAll('{{LABEL}}', `Rainbond V${name}`)
    .replaceAll('{{DATE}}', info.builtAt.slice(0, 10))
    .replaceAll('{{COMMIT}}', info.commit.slice(0, 10))
    .replaceAll('{{DOCS_HOME}}', docsHome);
  fs.writeFileSync(path.join(stage, 'README.md'), readme);

  const archive = path.join(outDir, `${folder}.tar.gz`);
  fs.rmSync(path.join(outDir, folder), {recursive: true, force: true});
  fs.renameSync(stage, path.join(outDir, folder));
  // Reproducible: names sorted, one owner, every file dated at the build, no time in the gzip header.
  run('tar', [
    '-C',
    outDir,
    '--sort=name',
    '--owner=0',
    '--group=0',
    '--numeric-owner',
    `--mtime=${info.builtAt}`,
    '--pax-option=delete=atime,delete=ctime',
    '--use-compress-program=gzip -n',
    '-cf',
    `${archive}.tmp`,
    folder,
  ]);
  fs.renameSync(`${archive}.tmp`, archive);
  return {archive, pages};
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const {values: opts} = cliOptions('node scripts/build/bundle.mjs [--version 5.12] [--out bundles] [--build build]', {
    version: {type: 'string'},
    out: {type: 'string', default: 'bundles'},
    build: {type: 'string', default: 'build'},
  });
  buildDir = path.resolve(opts.build);
  outDir = path.resolve(opts.out);
  try {
    assertCompleteBuild(buildDir, 'bundle');
    if (!fs.existsSync(MCP_SERVER)) throw new Error(`bundle: ${MCP_SERVER} is missing; run \`npm run build\``);
    const versionFile = path.join(buildDir, VERSION_FILE);
    if (!fs.existsSync(versionFile)) throw new Error(`bundle: ${versionFile} is missing; run \`npm run build\``);
    const info = JSON.parse(fs.readFileSync(versionFile, 'utf8'));
    // A bundle is read at the root of whatever serves it, with no other host reachable.
    if (info.baseUrl !== '/') {
      throw new Error(`bundle: this build is for BASE_URL=${info.baseUrl}; bundles need one built for /`);
    }
    if (info.thirdPartyFree !== true) {
      throw new Error('bundle: this build loads Algolia or analytics from other hosts; build without them');
    }
    if (!execFileSync('tar', ['--version'], {encoding: 'utf8'}).startsWith('tar (GNU tar)')) {
      fail('bundle: GNU tar is needed (macOS: brew install gnu-tar, then put its gnubin folder first on PATH)');
    }
    const wanted = opts.version;
    if (wanted === '') fail('bundle: --version needs a docs version, e.g. --version 5.12');
    const all = [CURRENT_DOCS, ...ARCHIVED_DOCS.map((v) => v.name)];
    const versions = wanted
      ? all.filter((v) => v === wanted || (v === CURRENT_DOCS && wanted === info.docsVersion))
      : all;
    if (!versions.length) {
      throw new Error(`bundle: no docs version ${wanted} (known: ${[info.docsVersion, ...all.slice(1)].join(', ')})`);
    }
    fs.mkdirSync(outDir, {recursive: true});
    for (const version of versions) {
      const started = Date.now();
      const {archive, pages} = writeBundle(version, info);
      recordSum(archive);
      const mb = (fs.statSync(archive).size / 1e6).toFixed(1);
      console.log(
        `bundle: ${path.relative(process.cwd(), archive)} — ${pages} pages, ${mb} MB ` +
          `(${((Date.now() - started) / 1000).toFixed(1)}s)`,
      );
    }
  } catch (/** @type {any} */ error) {
    console.error(error.message);
    process.exit(1);
  }
}
