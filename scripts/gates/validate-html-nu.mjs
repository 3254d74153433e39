#!/usr/bin/env node
// The W3C Nu Html Checker (npm vnu-jar, run with the machine's Java) over a sample of the build: one page of every
// section in each locale plus every 10th page. A second validator beside html-validate: it knows ARIA and
// microdata rules the other does not. Zero errors allowed, except what plain Docusaurus produces the same way
// (FRAMEWORK below, each with the reason).
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {builtPages, sectionSample} from '../../shared/files.mjs';

/** Errors Docusaurus' own markup produces on a fresh create-docusaurus site too; not ours to fix. */
const FRAMEWORK = [
  // Prism code blocks render each line as a <div> inside <code> (theme-classic CodeBlock/Line).
  /^Element “div” not allowed as child of element “code” in this context/,
  // Tabs (theme-classic Tabs/TabItem: the containerd/Docker steps) render role="tab" items without aria-controls
  // and their panels without ids, so the checker cannot pair them; the browser's accessibility tree pairs them by
  // order, and axe passes on these pages.
  /^Every active “role=tab” element must have a corresponding “role=tabpanel” element/,
];

const buildDir = process.env.HTML_DIR ?? 'build';
const files = builtPages(buildDir);
const sample = [...new Set([...sectionSample(buildDir, files), ...files.filter((_, i) => i % 10 === 0)])];
const jar = String(createRequire(import.meta.url)('vnu-jar'));

const java = spawnSync('java', ['-version'], {encoding: 'utf8'});
if (java.status !== 0) {
  console.error('validate:html:nu: Java is not installed (bash scripts/setup/install-java.sh installs it).');
  process.exit(1);
}
const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...sample], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
/** @type {{messages: {type: string, url?: string, lastLine?: number, message: string, extract?: string}[]}} */
const report = JSON.parse(run.stderr || run.stdout || '{"messages": []}');
const errors = report.messages.filter(
  (m) => m.type === 'error' && !FRAMEWORK.some((pattern) => pattern.test(m.message)),
);
// A checker that stopped inside a subtree reports this after a real error; it is no error of its own.
const real = errors.filter((m) => !/^Cannot recover after last error/.test(m.message));
for (const m of real.slice(0, 60)) {
  console.error(
    `✘ ${(m.url ?? '').replace(/^file:/, '')}:${m.lastLine ?? '?'} ${m.message}\n    ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
  );
}
console.log(`validate:html:nu: ${sample.length} of ${files.length} pages, ${real.length} error(s)`);
process.exit(real.length ? 1 : 0);
