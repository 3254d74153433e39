#!/usr/bin/env node
// Validates static/openapi/rainbond.yaml with Redocly's recommended rules (the engine behind
// `@redocly/cli lint`). Errors fail; warnings are printed. Also checks the Chinese text covers the document.
import fs from 'node:fs';
import yaml from 'js-yaml';
import {createConfig, lint} from '@redocly/openapi-core';
import {coverage} from '../lib/openapi-i18n.mjs';

const SPEC = 'static/openapi/rainbond.yaml';
const config = await createConfig({extends: ['recommended']});
const problems = await lint({ref: SPEC, config});
const errors = problems.filter((p) => p.severity === 'error');
const warnings = problems.filter((p) => p.severity === 'warn');
const where = (p) => p.location?.[0]?.pointer ?? '';
for (const p of errors) console.error(`✘ ${p.ruleId}: ${p.message} ${where(p)}`);
const byRule = warnings.reduce((acc, p) => ({...acc, [p.ruleId]: (acc[p.ruleId] ?? 0) + 1}), {});
console.log(`lint:openapi: ${errors.length} error(s), ${warnings.length} warning(s) ${JSON.stringify(byRule)}`);

const doc = yaml.load(fs.readFileSync(SPEC, 'utf8'));
const zh = /** @type {Record<string, string>} */ (
  yaml.load(fs.readFileSync('static/openapi/i18n/zh.yaml', 'utf8')) ?? {}
);
const {missing, unknown} = coverage(doc, zh);
for (const key of missing) console.error(`✘ zh.yaml lacks ${key}`);
for (const key of unknown) console.error(`✘ zh.yaml has ${key}, which the document does not`);
console.log(`lint:openapi: Chinese text ${missing.length} missing, ${unknown.length} unknown`);
process.exit(errors.length || missing.length || unknown.length ? 1 : 0);
