#!/usr/bin/env node
// html-validate over the built HTML, under .htmlvalidate.json. Validates a deterministic sample: the home pages,
// one page of every section, and every 4th page of the rest (the whole build with --all). Zero errors allowed.
// The pages are shared among worker threads, one per core (scripts/lib/workers.mjs): the whole build is ~7,000 pages and each page costs
// the same, so two cores halve the gate.
import {isMainThread, parentPort, workerData} from 'node:worker_threads';
import {cliOptions} from '../lib/cli.mjs';
import {inWorkers} from '../lib/workers.mjs';
import {HtmlValidate, FileSystemConfigLoader} from 'html-validate';
import {builtPages, sectionSample} from '../../shared/files.mjs';

/** Each error of `files`, as the line this gate prints. @param {string[]} files */
async function validate(files) {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results)
      for (const m of result.messages)
        if (m.severity === 2) errors.push(`✘ ${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  return errors;
}

if (!isMainThread) {
  parentPort?.postMessage(await validate(workerData.items));
} else {
  const {values: opts} = cliOptions('node scripts/gates/validate-html.mjs [--all]', {
    all: {type: 'boolean', default: false},
  });
  const buildDir = process.env.HTML_DIR ?? 'build';
  const files = builtPages(buildDir);
  const sample = opts.all
    ? files
    : [...new Set([...sectionSample(buildDir, files), ...files.filter((_, i) => i % 4 === 0)])];
  /** @type {string[][]} */
  const results = await inWorkers(import.meta.url, sample);
  const errors = results.flat();
  for (const line of errors.slice(0, 60)) console.error(line);
  console.log(`validate:html: ${sample.length} of ${files.length} pages, ${errors.length} error(s)`);
  process.exit(errors.length ? 1 : 0);
}
