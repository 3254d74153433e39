#!/usr/bin/env node
// html-validate over the built HTML, under .htmlvalidate.json. Validates a deterministic sample: the home pages,
// one page of every section, and every 4th page of the rest (the whole build with --all). Zero errors allowed.
import {HtmlValidate, FileSystemConfigLoader} from 'html-validate';
import {builtPages, sectionSample} from '../../shared/files.mjs';

const all = process.argv.includes('--all');

const buildDir = process.env.HTML_DIR ?? 'build';
const files = builtPages(buildDir);
const sample = all ? files : [...new Set([...sectionSample(buildDir, files), ...files.filter((_, i) => i % 4 === 0)])];

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
