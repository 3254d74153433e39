#!/usr/bin/env node
// html-validate over the built HTML, under .htmlvalidate.json. Validates a deterministic sample: the home pages,
// one page of every section, and every 4th page of the rest (the whole build with --all). Zero errors allowed.
import fs from 'node:fs';
import path from 'node:path';
import {HtmlValidate, FileSystemConfigLoader} from 'html-validate';
import {htmlPages} from './lib/files.mjs';

const all = process.argv.includes('--all');

const files = htmlPages(process.env.HTML_DIR ?? 'build')
  .filter((f) => !/http-equiv="?refresh/i.test(fs.readFileSync(f, 'utf8').slice(0, 2000)))
  .sort();
const sections = new Map();
for (const f of files) {
  const key = f
    .split(path.sep)
    .slice(0, f.includes(`${path.sep}en${path.sep}`) ? 4 : 3)
    .join('/');
  if (!sections.has(key)) sections.set(key, f);
}
const sample = all ? files : [...new Set([...sections.values(), ...files.filter((_, i) => i % 4 === 0)])];

const validator = new HtmlValidate(new FileSystemConfigLoader());
let errors = 0;
for (const file of sample) {
  const report = await validator.validateFile(file);
  for (const result of report.results) {
    for (const m of result.messages) {
      if (m.severity === 2) {
        errors += 1;
        if (errors <= 60) console.error(`✘ ${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
      }
    }
  }
}
console.log(`validate:html: ${sample.length} of ${files.length} pages, ${errors} error(s)`);
process.exit(errors ? 1 : 0);
