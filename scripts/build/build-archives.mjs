#!/usr/bin/env node
// `npm run build`, after `docusaurus build`: the archived docs versions (settings.mjs ARCHIVED_DOCS), each in a
// pass of its own (DOCS_VERSION=<name>, docusaurus.config.ts), so an archived page carries its own version's route
// table and a current page none of theirs. Each pass builds both locales into .generated/archive/<name>/; its docs
// and bundles are then copied into build/ (bundle names are content hashes: a file both builds have is the same
// file). Last, every link of the archived pages is checked against the merged tree (scripts/lib/built-links.mjs).
// `--only 5.14,5.13` builds some versions (for a quick look); `--check` only re-checks the links.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ARCHIVED_DOCS, LOCALE_IDS, LOCALES, readSiteEnv} from '../../settings.mjs';
import {walkFiles} from '../../shared/files.mjs';
import {brokenLinks} from '../lib/built-links.mjs';
import {cliOptions} from '../lib/cli.mjs';
import {ARCHIVED_BUNDLES_LIST} from '../lib/precompress.mjs';
import {archivePassEnv} from '../../internals/build/generated-dir.mjs';

const BUILD = path.resolve(process.env.BUILD_DIR ?? 'build');
const ARCHIVE = path.resolve('.generated/archive');

const {values: opts} = cliOptions('node scripts/build/build-archives.mjs [--only 5.14,5.13] [--check]', {
  only: {type: 'string'},
  check: {type: 'boolean', default: false},
});
const only = opts.only?.split(',') ?? null;
const versions = ARCHIVED_DOCS.filter((v) => !only || only.includes(v.name));
if (only && versions.length !== only.length) {
  console.error(
    `build-archives: --only names unknown versions (known: ${ARCHIVED_DOCS.map((v) => v.name).join(', ')})`,
  );
  process.exit(1);
}
if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
  console.error('build-archives: build/ has no current site; run `docusaurus build` first (npm run build does).');
  process.exit(1);
}

/** @param {string} name @returns {Promise<void>} */
function pass(name) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['docusaurus', 'build', '--out-dir', path.join(ARCHIVE, name)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Each pass writes its own generated files, so .docusaurus/ stays the current site's (the build tests read it).
      env: {...archivePassEnv(process.env), DOCS_VERSION: name},
    });
    // Docusaurus' own lines, prefixed; the "Use npm run serve" hint is for the current site only.
    child.stdout.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (line.trim() && !line.includes('npm run serve')) console.log(`[${name}] ${line}`);
    });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`docs ${name}: docusaurus build exited ${code}`)),
    );
  });
}

/**
 * Copies what `from` has and `to` lacks (files only; existing files are the same content-hashed bundle).
 * @returns {string[]} the files copied
 */
function merge(from, to) {
  const copied = [];
  for (const file of walkFiles(from, () => true, new Set())) {
    const target = path.join(to, path.relative(from, file));
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.copyFileSync(file, target);
    copied.push(target);
  }
  return copied;
}

/** The bundles the archived versions added: no current page loads them (scripts/lib/precompress.mjs). */
const listFile = path.join(BUILD, ARCHIVED_BUNDLES_LIST);
const archivedBundles = new Set(
  opts.only && fs.existsSync(listFile) ? JSON.parse(fs.readFileSync(listFile, 'utf8')) : [],
);

const started = Date.now();
if (!opts.check) {
  for (const {name} of versions) {
    const t0 = Date.now();
    const out = path.join(ARCHIVE, name);
    fs.rmSync(out, {recursive: true, force: true});
    await pass(name);
    for (const locale of LOCALE_IDS) {
      const prefix = LOCALES[locale].prefix;
      const src = path.join(out, prefix);
      const dst = path.join(BUILD, prefix);
      // The version's pages replace any earlier copy; bundles are only added.
      fs.rmSync(path.join(dst, 'docs', name), {recursive: true, force: true});
      const pages = merge(path.join(src, 'docs', name), path.join(dst, 'docs', name)).length;
      // The version root's Markdown copy and .html redirect sit beside its folder: docs/5.14.md, docs/5.14.html/.
      for (const ext of ['.md', '.html']) {
        const file = path.join(src, 'docs', `${name}${ext}`);
        if (fs.existsSync(file)) fs.cpSync(file, path.join(dst, 'docs', `${name}${ext}`), {recursive: true});
      }
      const bundles = merge(path.join(src, 'assets'), path.join(dst, 'assets'));
      for (const file of bundles) archivedBundles.add(path.relative(BUILD, file).split(path.sep).join('/'));
      console.log(
        `[${name}] ${locale}: ${pages} docs files and ${bundles.length} new bundle files → ${path.relative(process.cwd(), path.join(BUILD, prefix))}`,
      );
    }
    console.log(`[${name}] done in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }
  fs.writeFileSync(listFile, `${JSON.stringify([...archivedBundles].sort(), null, 0)}\n`);
}

const site = readSiteEnv(process.env);
const archived = ARCHIVED_DOCS.flatMap(({name}) =>
  LOCALE_IDS.flatMap((locale) => {
    const docs = path.join(BUILD, LOCALES[locale].prefix, 'docs');
    const html = walkFiles(path.join(docs, name), (f) => f.endsWith('.html'), new Set());
    if (html.length === 0)
      throw new Error(`build-archives: build/${LOCALES[locale].prefix}/docs/${name}/ has no pages`);
    return html;
  }),
);
const problems = brokenLinks(BUILD, archived, `${site.url}/`);
if (problems.length > 0) {
  for (const {page, href, problem} of problems.slice(0, 50))
    console.error(`broken link in ${page}: ${href} (${problem})`);
  console.error(`build-archives: ${problems.length} broken link(s) in archived docs`);
  process.exit(1);
}
console.log(
  `archived docs: ${versions.map((v) => v.name).join(', ')} built; ${archived.length} pages, links checked (${((Date.now() - started) / 1000).toFixed(1)}s)`,
);
