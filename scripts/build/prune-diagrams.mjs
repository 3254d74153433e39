#!/usr/bin/env node
// `npm run build`, before the twins: each locale's build gets every rendered diagram (Docusaurus copies the
// static folder into both), though a page only shows diagrams of its own language. This removes, from each
// locale's img/diagrams/, the diagrams no source file of that locale uses (shared/diagrams.mjs collectDiagrams),
// then checks that every diagram a page of the locale points to is still there. ~40 MB less build.
// Usage: node scripts/build/prune-diagrams.mjs [buildDir]
import fs from 'node:fs';
import path from 'node:path';
import {DIAGRAM_URL_DIR, collectDiagrams, diagramReferences} from '../../shared/diagrams.mjs';
import {localeTrees} from '../../shared/files.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const diagrams = collectDiagrams();

let removed = 0;
let bytes = 0;
const missing = [];
for (const {locale, dir, files} of localeTrees(buildDir, (name) => name.endsWith('.html'))) {
  const folder = path.join(dir, DIAGRAM_URL_DIR);
  if (!fs.existsSync(folder)) continue;
  for (const name of fs.readdirSync(folder)) {
    const hash = /^([0-9a-f]{16})-(light|dark)\.svg$/.exec(name)?.[1];
    const entry = hash && diagrams.get(hash);
    // Only a diagram the sources know, and none of this locale's pages use, goes.
    if (!entry || entry.locales.has(locale)) continue;
    bytes += fs.statSync(path.join(folder, name)).size;
    fs.rmSync(path.join(folder, name));
    removed += 1;
  }
  for (const file of files)
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(diagramReferences()))
      if (!fs.existsSync(path.join(folder, name))) missing.push(`${path.relative(buildDir, file)} → ${name}`);
}
if (missing.length) {
  console.error(
    `prune-diagrams: pages point at diagrams their locale no longer has:\n${missing.slice(0, 20).join('\n')}`,
  );
  process.exit(1);
}
console.log(`prune-diagrams: ${removed} diagram files another locale uses removed (${(bytes / 1e6).toFixed(1)} MB)`);
