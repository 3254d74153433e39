// Where code may reach (maintainers/architecture.md, project layout): the site builds on settings.mjs and shared/,
// shared/ on nothing of the site or the tools, and every script's options are parsed strictly.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const restricted = async (file: string, code: string) => {
  const {ESLint} = await import('eslint');
  const [result] = await new ESLint().lintText(code, {filePath: path.resolve(file)});
  return result.messages.filter((m) => m.ruleId === 'layers/no-reach').length;
};

test('the site may not import the tools, and shared/ may not import the site or the tools', async () => {
  assert.equal(await restricted('plugins/x.mjs', "export {cliOptions} from '../scripts/lib/cli.mjs';\n"), 1);
  assert.equal(await restricted('src/components/X/index.tsx', "import {x} from '../../../deploy/x.mjs';\n"), 1);
  assert.equal(await restricted('internals/build/x.mjs', "import {x} from '../../scripts/lib/feeds.mjs';\n"), 1);
  assert.equal(await restricted('docusaurus.config.ts', "import {x} from './scripts/lib/csp.mjs';\n"), 1);
  assert.equal(await restricted('shared/x.mjs', "import {x} from '../src/data/glossary.mjs';\n"), 1);
  assert.equal(await restricted('shared/x.mjs', "import {x} from '../scripts/lib/cli.mjs';\n"), 1);
  // Dynamic imports and require(), as the CommonJS plugins write them.
  assert.equal(
    await restricted('plugins/x/index.js', "module.exports = () => import('../../scripts/lib/x.mjs');\n"),
    1,
  );
  assert.equal(await restricted('plugins/x/index.js', "const x = require('../../deploy/x.js');\n"), 1);
  assert.equal(await restricted('shared/x.mjs', "export const x = () => import('../plugins/x/index.js');\n"), 1);
  // The allowed directions.
  assert.equal(await restricted('plugins/x.mjs', "import {x} from '../shared/page-metadata.mjs';\n"), 0);
  assert.equal(await restricted('src/data/x.mjs', "import {x} from '../../shared/regexp.mjs';\n"), 0);
  assert.equal(await restricted('scripts/lib/x.mjs', "import {x} from '../../src/data/glossary.mjs';\n"), 0);
  assert.equal(await restricted('plugins/x/index.js', "module.exports = () => import('../../shared/feeds.mjs');\n"), 0);
});

test('a script stops on an unknown or incomplete option, naming it and printing its usage', () => {
  const run = (script: string, ...args: string[]) => spawnSync('node', [script, ...args], {encoding: 'utf8'});
  const unknown = run('deploy/nginx/render.mjs', '--rot', 'build');
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /render\.mjs: Unknown option '--rot'/);
  assert.match(unknown.stderr, /Usage: node deploy\/nginx\/render\.mjs \[--root build\]/);
  const missing = run('scripts/dev/serve.mjs', '--port');
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /serve\.mjs: Option '--port <value>' argument missing/);
  const report = run('deploy/feedback-report.mjs', '--jsn');
  assert.equal(report.status, 2);
  assert.match(report.stderr, /Unknown option '--jsn'/);
});
