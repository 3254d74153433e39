#!/usr/bin/env node
// Generates the API reference pages from static/openapi/rainbond.yaml (English) and
// static/openapi/i18n/zh.yaml (Chinese text for the same structure), before every start and build.
//   1. checks the Chinese file covers every string of the English document;
//   2. writes one plain MDX page per operation (scripts/lib/openapi-pages.mjs) to
//      api-docs/<tag>/<operationId>.mdx (zh) and its English twin under
//      i18n/en/docusaurus-plugin-content-docs-api/current/, so routes are /docs/api/<tag>/<operationId>.
// The outputs are generated, never edited, and not committed (.gitignore).
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {coverage, localize} from '../lib/openapi-i18n.mjs';
import {operationPage, operationsOf} from '../lib/openapi-pages.mjs';

const SPEC = 'static/openapi/rainbond.yaml';
const ZH = 'static/openapi/i18n/zh.yaml';
/** @type {Record<'zh' | 'en', string>} */
const OUT = {zh: 'api-docs', en: 'i18n/en/docusaurus-plugin-content-docs-api/current'};

const doc = yaml.load(fs.readFileSync(SPEC, 'utf8'));
const zh = /** @type {Record<string, string>} */ (yaml.load(fs.readFileSync(ZH, 'utf8')) ?? {});
const {missing, unknown} = coverage(doc, zh);
if (missing.length || unknown.length) {
  console.error(`gen-api-docs: ${ZH} is out of step with ${SPEC}.`);
  for (const key of missing) console.error(`  missing translation: ${key}`);
  for (const key of unknown) console.error(`  no such string in the English document: ${key}`);
  process.exit(1);
}

const documents = {en: doc, zh: localize(doc, zh)};
for (const locale of /** @type {const} */ (['en', 'zh'])) {
  const localized = documents[locale];
  fs.rmSync(OUT[locale], {recursive: true, force: true});
  const entries = operationsOf(localized);
  for (const entry of entries) {
    const file = path.join(OUT[locale], entry.tag, `${entry.op.operationId}.mdx`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, operationPage(localized, entry, locale));
  }
  console.log(`gen-api-docs [${locale}]: ${entries.length} pages → ${OUT[locale]}`);
}
