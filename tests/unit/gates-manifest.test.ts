// The gates are written once (scripts/gates/gates.mjs): npm scripts, `npm test` and the CONTRIBUTING.md table read it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {GATES, TABLE_FILE, commandOf, withTable} from '../../scripts/gates/gates.mjs';

const scripts: Record<string, string> = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts;

test('gate ids are unique and every file a gate runs exists', () => {
  const ids = GATES.map((gate) => gate.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const gate of GATES) {
    const {args} = commandOf(gate);
    assert.ok(args.length > 0, gate.id);
    for (const arg of args.filter((a) => /^(scripts|tests|deploy|packages)\/.*\.\w+$/.test(a)))
      assert.ok(fs.existsSync(arg), `${gate.id}: ${arg}`);
  }
});

test('every npm script that runs a gate goes through the manifest, by a known id', () => {
  const viaManifest = Object.entries(scripts).filter(([, command]) =>
    command.startsWith('node scripts/gates/gates.mjs '),
  );
  assert.ok(viaManifest.length >= 10, `${viaManifest.length} scripts`);
  for (const [name, command] of viaManifest) {
    const id = command.split(' ')[2];
    assert.ok(
      GATES.some((gate) => gate.id === id),
      `npm run ${name}: no gate "${id}"`,
    );
  }
  // A gate's own script file is run through the manifest, not by a second copy of its command.
  const gateFiles = new Set(
    GATES.flatMap((gate) => gate.args.filter((a) => /^scripts\/gates\/(check|validate)-/.test(a))),
  );
  const direct = Object.entries(scripts).filter(([, command]) => [...gateFiles].some((file) => command.includes(file)));
  assert.deepEqual(direct, [], 'npm scripts that repeat a gate command');
});

test('the build-output gate runs every test file of tests/build', () => {
  const gate = GATES.find((g) => g.id === 'build-output');
  const files = fs
    .readdirSync('tests/build')
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/build/${name}`)
    .sort();
  assert.ok(files.length > 0);
  assert.deepEqual(gate?.args.filter((a) => a.startsWith('tests/build/')).sort(), files);
});

test(`the gates table of ${TABLE_FILE} is the manifest's (node scripts/gates/gates.mjs --write-table)`, () => {
  const text = fs.readFileSync(TABLE_FILE, 'utf8');
  assert.equal(text, withTable(text), `${TABLE_FILE}: run node scripts/gates/gates.mjs --write-table`);
});
