#!/usr/bin/env node
// `npm start`: the generated sources, then Docusaurus' dev server. API pages and blog covers take well under a
// second and come first. Diagrams are not drawn here: on a fresh clone Chromium would draw ~650 of them for a minute
// or more on the same cores that compile the first page (on 2 cores that doubled the wait for it). A page shows a
// diagram already drawn (by `npm run build` or `npm run diagrams`) as the build does, and any other with Mermaid in
// the browser (theme-mermaid is bundled in dev for exactly that), which also redraws it as it is edited.
// Arguments go to `docusaurus start` (`npm run start:en` passes `--locale en`).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {DIAGRAM_DIR, DIAGRAM_URL_DIR} from '../../shared/diagrams.mjs';

for (const script of ['scripts/build/gen-api-docs.mjs', 'scripts/build/gen-covers.mjs']) {
  const {status} = spawnSync('node', [script], {stdio: 'inherit'});
  if (status !== 0) process.exit(status ?? 1);
}
// Docusaurus wants every static directory to exist, even before anything is drawn into it.
fs.mkdirSync(path.join(DIAGRAM_DIR, DIAGRAM_URL_DIR), {recursive: true});
console.log('[start] diagrams not drawn yet show with Mermaid in the browser; `npm run diagrams` draws them as built');

const server = spawn('npx', ['docusaurus', 'start', ...process.argv.slice(2)], {stdio: 'inherit'});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('close', (code) => process.exit(code ?? 0));
