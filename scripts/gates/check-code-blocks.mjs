#!/usr/bin/env node
// Code blocks a reader copies stay valid (npm test): in the docs (current and archived), the community docs and the
// blog, both locales,
//   - every ```bash / ```shell / ```sh block passes `bash -n` and ShellCheck at error level (Debian's shellcheck);
//   - every ```yaml / ```yml block parses (all its documents), every ```json block parses;
//   - every whole Kubernetes object in them (apiVersion, kind, name) matches its API schema and uses an API the
//     supported Kubernetes versions still serve (scripts/lib/k8s-validate.mjs).
// Platform tokens (%%name%%) are filled with the page's values first, as the build does. Placeholders are written
// one way, `<in-angle-brackets>` (`<your-ip>`, `<团队命名空间>`), and stand for one word here. A block that is
// deliberately not whole (a fragment of a larger file, a diff) says so in its fence: ```yaml excerpt; it is skipped.
// Exits 1 naming file, line and the checker's message for each broken block.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {walkFiles} from '../../shared/files.mjs';
import {asChecked, dataBlockProblems, fencedBlocks} from '../lib/code-blocks.mjs';
import {fillPlatformValues} from '../../src/data/platform.mjs';
import {ARCHIVED_DOCS} from '../../settings.mjs';

/** The folders checked; `node scripts/gates/check-code-blocks.mjs <dir>…` checks others (the tests' fixtures). */
const DOCS_ROOTS = [
  'docs',
  'i18n/en/docusaurus-plugin-content-docs/current',
  'community',
  'i18n/en/docusaurus-plugin-content-docs-community/current',
  'blog',
  'i18n/en/docusaurus-plugin-content-blog',
  ...ARCHIVED_DOCS.flatMap(({name}) => [
    `versioned_docs/version-${name}`,
    `i18n/en/docusaurus-plugin-content-docs/version-${name}`,
  ]),
];
const ROOTS = process.argv.length > 2 ? process.argv.slice(2) : DOCS_ROOTS;
const SHELL = new Set(['bash', 'shell', 'sh']);
const YAML = new Set(['yaml', 'yml']);
if (spawnSync('shellcheck', ['--version']).status !== 0) {
  console.error(
    'code blocks: ShellCheck is missing (bash scripts/setup/install-debian-package.sh /usr/bin/shellcheck shellcheck)',
  );
  process.exit(1);
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-'));
/** @type {{file: string, line: number, message: string}[]} */
const problems = [];
/** @type {Map<string, {file: string, line: number}>} */
const shellFiles = new Map();
const counts = {shell: 0, data: 0, objects: 0, excerpts: 0};
for (const root of ROOTS) {
  for (const file of walkFiles(root, (name) => /\.mdx?$/.test(name))) {
    const blocks = fencedBlocks(fs.readFileSync(file, 'utf8'));
    const checked = [];
    for (const block of blocks) {
      if (!SHELL.has(block.lang) && !YAML.has(block.lang) && block.lang !== 'json') continue;
      if (/\bexcerpt\b/.test(block.meta)) {
        counts.excerpts += 1;
        continue;
      }
      const body = fillPlatformValues(block.body, file);
      checked.push({...block, body});
    }
    const data = await dataBlockProblems(checked);
    for (const p of data.problems) problems.push({file, ...p});
    counts.objects += data.objects;
    counts.data += checked.filter((b) => !SHELL.has(b.lang)).length;
    for (const block of checked.filter((b) => SHELL.has(b.lang))) {
      counts.shell += 1;
      const script = path.join(tmp, `${shellFiles.size}.sh`);
      fs.writeFileSync(script, `${asChecked(block.body)}\n`);
      shellFiles.set(script, {file, line: block.line});
      const syntax = spawnSync('bash', ['-n', script], {encoding: 'utf8'});
      if (syntax.status !== 0) {
        const message = syntax.stderr.replace(new RegExp(`${script}: (line \\d+: )?`, 'g'), '').trim();
        problems.push({file, line: block.line, message: `bash -n: ${message.split('\n')[0]}`});
      }
    }
  }
}
// One ShellCheck run over every block: its start-up dominates the cost of a block.
const scripts = [...shellFiles.keys()];
for (let i = 0; i < scripts.length; i += 500) {
  const batch = scripts.slice(i, i + 500);
  const run = spawnSync('shellcheck', ['--severity=error', '--shell=bash', '--format=json1', ...batch], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const c of JSON.parse(run.stdout || '{"comments": []}').comments) {
    const where = shellFiles.get(c.file);
    if (where) problems.push({...where, message: `ShellCheck SC${c.code} (block line ${c.line}): ${c.message}`});
  }
}
fs.rmSync(tmp, {recursive: true, force: true});
for (const p of problems) console.error(`✘ ${p.file}:${p.line}: ${p.message}`);
console.log(
  `code blocks: ${counts.shell} shell blocks (bash -n, ShellCheck), ${counts.data} YAML/JSON blocks ` +
    `(${counts.objects} Kubernetes objects against their schema), ` +
    `${counts.excerpts} excerpts skipped; ${new Set(problems.map((p) => `${p.file}:${p.line}`)).size} broken block(s)`,
);
process.exit(problems.length ? 1 : 0);
