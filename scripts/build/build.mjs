#!/usr/bin/env node
// `npm run build`: the production build as one ordered list of named, timed steps, written into a staging folder
// and moved into build/ only when every step passed. A half-finished build never looks complete: build/ is
// either the last good build or the new one, and it carries a completion marker (BUILD_MARKER) that the servers
// and deploy steps require (scripts/lib/build-output.mjs).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, STAGING_DIR, markComplete, moveIntoPlace} from '../lib/build-output.mjs';

const staging = path.resolve(STAGING_DIR);
// One build time for every step (version.json, the MCP data): the reproducible-builds variable, set here unless the
// image build already did.
const epoch = process.env.SOURCE_DATE_EPOCH || String(Math.floor(Date.now() / 1000));

/** @type {{title: string, command: string, args: string[]}[]} */
const STEPS = [
  {title: 'generated sources (API pages, blog covers, diagrams)', command: 'npm', args: ['run', 'generate']},
  {title: 'current site (zh + en)', command: 'npx', args: ['docusaurus', 'build', '--out-dir', staging]},
  // Before the archived passes: every page's footer links the feeds, and those passes check their links on disk.
  {
    title: 'feeds (release notes, docs changes: RSS and Atom per locale)',
    command: 'node',
    args: ['scripts/build/write-feeds.mjs', staging],
  },
  {title: 'archived docs versions', command: 'node', args: ['scripts/build/build-archives.mjs']},
  {title: 'social cards', command: 'node', args: ['scripts/build/gen-social-cards.mjs', staging]},
  {title: 'search index', command: 'node', args: ['scripts/build/build-search-index.mjs', staging]},
  {title: 'docs MCP server data', command: 'node', args: ['scripts/build/build-mcp-data.mjs', staging]},
  // After the search index, which indexes every page the page metadata knows and fails on any other.
  {title: 'translation status page', command: 'node', args: ['scripts/build/translation-status.mjs', staging]},
  {
    title: 'print pages and PDFs (current docs)',
    command: 'node',
    args: ['scripts/build/print-pages.mjs', staging],
  },
  {
    title: 'inline scripts allowed by the CSP',
    command: 'node',
    args: ['scripts/build/check-inline-scripts.mjs', staging],
  },
  {
    title: 'version.json (docs version, commit, build date)',
    command: 'node',
    args: ['scripts/build/write-version.mjs', staging],
  },
  {
    title: "diagrams each locale's pages do not use",
    command: 'node',
    args: ['scripts/build/prune-diagrams.mjs', staging],
  },
  {title: 'precompressed twins', command: 'node', args: ['scripts/build/precompress.mjs', '--dir', staging]},
];

/** @param {{title: string, command: string, args: string[]}} step @returns {Promise<number | null>} */
function run({command, args}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: {...process.env, BUILD_DIR: staging, SOURCE_DATE_EPOCH: epoch},
    });
    child.on('close', resolve);
  });
}

const started = Date.now();
fs.rmSync(staging, {recursive: true, force: true});
for (const [i, step] of STEPS.entries()) {
  const t0 = Date.now();
  console.log(`\n▶ build ${i + 1}/${STEPS.length}: ${step.title}`);
  const code = await run(step);
  const took = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`✘ build step "${step.title}" failed (exit ${code}, ${took}s); ${BUILD_DIR}/ is left as it was.`);
    process.exit(1);
  }
  console.log(`✔ ${step.title} (${took}s)`);
}
markComplete(staging);
moveIntoPlace(staging, path.resolve(BUILD_DIR));
console.log(`\nbuild: complete in ${((Date.now() - started) / 60000).toFixed(1)} min → ${BUILD_DIR}/`);
