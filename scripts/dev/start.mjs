#!/usr/bin/env node
// `npm start`: the generated sources, then Docusaurus' dev server. API pages and blog covers take well under a
// second and come first. Diagrams take a minute or more on a fresh clone (Chromium renders ~650 of them), so they
// render beside the dev server, at a lower CPU priority: a page compiled before its diagram is ready shows it
// with Mermaid in the browser (theme-mermaid is bundled in dev for exactly that), and the next compile of the
// page uses the image.
// Arguments go to `docusaurus start` (`npm run start:en` passes `--locale en`).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';

for (const script of ['scripts/build/gen-api-docs.mjs', 'scripts/build/gen-covers.mjs']) {
  const {status} = spawnSync('node', [script], {stdio: 'inherit'});
  if (status !== 0) process.exit(status ?? 1);
}

const render = ['node', 'scripts/build/render-diagrams.mjs'];
const niced = fs.existsSync('/usr/bin/nice') ? ['/usr/bin/nice', '-n', '10', ...render] : render;
const diagrams = spawn(niced[0], niced.slice(1), {stdio: ['ignore', 'inherit', 'inherit']});
diagrams.on('close', (code) => {
  if (code !== 0) console.error(`[start] diagrams: render-diagrams exited ${code}; pages show them with Mermaid`);
});

const server = spawn('npx', ['docusaurus', 'start', ...process.argv.slice(2)], {stdio: 'inherit'});
const stop = () => {
  diagrams.kill('SIGTERM');
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('close', (code) => {
  diagrams.kill('SIGTERM');
  process.exit(code ?? 0);
});
