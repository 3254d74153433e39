#!/usr/bin/env node
// Build step: every executable inline script of the build is one the CSP names (scripts/lib/csp.mjs
// ALLOWED_INLINE_SCRIPTS). A new one fails the build here, naming it and a page, rather than being trusted by hash.
import {inlineScriptHashes} from '../lib/csp.mjs';

const dir = process.argv[2] ?? 'build';
try {
  console.log(`inline scripts: ${inlineScriptHashes(dir).length} distinct, all allowed by name`);
} catch (/** @type {any} */ error) {
  console.error(`inline scripts: ${error.message}`);
  process.exit(1);
}
