#!/usr/bin/env node
// `npm start`: the generated sources (API pages, blog covers, diagrams), then Docusaurus' dev server.
// Arguments go to `docusaurus start` (`npm run start:en` passes `--locale en`).
import {spawnSync} from 'node:child_process';

/** @type {[string, string[]][]} */
const steps = [
  ['npm', ['run', 'generate']],
  ['npx', ['docusaurus', 'start', ...process.argv.slice(2)]],
];
for (const [command, args] of steps) {
  const {status} = spawnSync(command, args, {stdio: 'inherit'});
  if (status !== 0) process.exit(status ?? 1);
}
