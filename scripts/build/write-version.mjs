#!/usr/bin/env node
// Build step: /version.json, which says which docs version, commit and build date a build (or a bundle made from it)
// is, so an operator can tell what they are reading (scripts/lib/build-output.mjs buildInfo).
// Usage: node scripts/build/write-version.mjs <buildDir>
import path from 'node:path';
import {VERSION_FILE, buildInfo, writeVersionFile} from '../lib/build-output.mjs';

const dir = path.resolve(process.argv[2] ?? 'build');
const info = buildInfo();
writeVersionFile(dir, info);
console.log(`${VERSION_FILE}: docs ${info.docsVersion}, commit ${info.commit.slice(0, 10)}, built ${info.builtAt}`);
