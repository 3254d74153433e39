#!/usr/bin/env node
// Generates the API reference pages from static/openapi/rainbond.yaml (English) and
// static/openapi/i18n/zh.yaml (Chinese text for the same structure), before every start and build.
//   1. checks the Chinese file covers every string of the English document, and writes the localized copy;
//   2. runs docusaurus-plugin-openapi-docs (`gen-api-docs`) for both languages;
//   3. moves each page to api-docs/<tag>/<operationId>.api.mdx (zh) and its English twin under
//      i18n/en/docusaurus-plugin-content-docs-api/current/, so routes are /docs/api/<tag>/<operationId>.
// The outputs are generated, never edited, and not committed (.gitignore).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {coverage, localize} from './lib/openapi-i18n.mjs';

const SPEC = 'static/openapi/rainbond.yaml';
const ZH = 'static/openapi/i18n/zh.yaml';
const GENERATED = '.generated/openapi';
const OUT = {zh: 'api-docs', en: 'i18n/en/docusaurus-plugin-content-docs-api/current'};

const doc = yaml.load(fs.readFileSync(SPEC, 'utf8'));
const zh = yaml.load(fs.readFileSync(ZH, 'utf8')) ?? {};
const {missing, unknown} = coverage(doc, zh);
if (missing.length || unknown.length) {
  console.error(`gen-api-docs: ${ZH} is out of step with ${SPEC}.`);
  for (const key of missing) console.error(`  missing translation: ${key}`);
  for (const key of unknown) console.error(`  no such string in the English document: ${key}`);
  process.exit(1);
}

fs.rmSync(GENERATED, {recursive: true, force: true});
fs.mkdirSync(GENERATED, {recursive: true});
fs.writeFileSync(`${GENERATED}/rainbond.en.yaml`, yaml.dump(doc, {lineWidth: -1, noRefs: true}));
fs.writeFileSync(`${GENERATED}/rainbond.zh.yaml`, yaml.dump(localize(doc, zh), {lineWidth: -1, noRefs: true}));

// "METHOD path" → operation, from the English document (the structure both languages share).
// Generated pages are matched by the method and path they document, not by their file names.
const operations = new Map();
for (const [route, pathItem] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(pathItem)) {
    if (op && typeof op === 'object' && op.operationId) operations.set(`${method} ${route}`, {operationId: op.operationId, tag: op.tags[0]});
  }
}

// Docusaurus loads every docs instance before running the command, so the folder must exist.
fs.mkdirSync(OUT.zh, {recursive: true});
execFileSync('npx', ['docusaurus', 'gen-api-docs', 'all', '--plugin-id', 'openapi'], {stdio: ['ignore', 'ignore', 'inherit']});

for (const locale of ['zh', 'en']) {
  const from = `${GENERATED}/out/${locale}`;
  fs.rmSync(OUT[locale], {recursive: true, force: true});
  let pages = 0;
  for (const file of fs.readdirSync(from)) {
    if (!file.endsWith('.api.mdx')) continue; // info, tag and sidebar files: /docs/Intro is the landing page
    const source = fs.readFileSync(path.join(from, file), 'utf8');
    const method = /method=\{"(\w+)"\}/.exec(source)?.[1];
    const route = /path=\{"([^"]+)"\}/.exec(source)?.[1];
    const operation = operations.get(`${method} ${route}`);
    if (!operation) throw new Error(`gen-api-docs: ${file} documents no known operation (${method} ${route})`);
    const {operationId, tag} = operation;
    const text = source
      .replace(/^id: .*$/m, `id: ${operationId}`)
      // The explorer links "authentication" to the info page; ours is /docs/Intro.
      .replace(/^info_path: .*$/m, 'info_path: docs/Intro');
    fs.mkdirSync(path.join(OUT[locale], tag), {recursive: true});
    fs.writeFileSync(path.join(OUT[locale], tag, `${operationId}.api.mdx`), text);
    pages += 1;
  }
  if (pages !== operations.size) throw new Error(`gen-api-docs: ${locale} has ${pages} pages for ${operations.size} operations`);
  console.log(`gen-api-docs [${locale}]: ${pages} pages → ${OUT[locale]}`);
}
fs.rmSync(`${GENERATED}/out`, {recursive: true, force: true});
