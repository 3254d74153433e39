import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {asChecked, fencedBlocks} from '../../scripts/lib/code-blocks.mjs';

test('blocks are found with their language, meta and line; placeholders stand for one word', () => {
  const blocks = fencedBlocks('x\n\n   ```yaml excerpt\n   a: 1\n   ```\n\n```bash\necho <your-ip>\n```\n');
  assert.deepEqual(
    blocks.map((b) => [b.lang, b.meta, b.line, b.body]),
    [
      ['yaml', 'excerpt', 3, 'a: 1'],
      ['bash', '', 7, 'echo <your-ip>'],
    ],
  );
  assert.equal(asChecked('ssh root@<节点 IP> <<EOF\ncat <(ls)\nEOF'), 'ssh root@placeholder0 <<EOF\ncat <(ls)\nEOF');
});

test('the gate names each broken shell, YAML and JSON block and skips marked excerpts', () => {
  const run = spawnSync('node', ['scripts/gates/check-code-blocks.mjs', 'tests/fixtures/code-blocks'], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  const lines = run.stderr.trim().split('\n');
  const at = (line: number) => lines.filter((l) => l.includes(`page.md:${line}:`));
  assert.deepEqual(at(7), [], 'placeholder and token pass');
  assert.match(at(11).join(), /bash -n/);
  assert.match(at(16).join(), /bash -n|ShellCheck/);
  assert.match(at(20).join(), /ShellCheck SC\d+/);
  assert.deepEqual(at(25), [], 'a multi-document YAML block parses');
  assert.match(at(34).join(), /yaml does not parse/);
  assert.deepEqual(at(40), [], 'the excerpt is skipped');
  assert.match(at(45).join(), /json does not parse/);
  // Whole Kubernetes objects: the schema, and APIs the supported versions no longer serve.
  assert.match(at(49).join(), /Deployment web does not match the apps\/v1 schema: \/spec\/replicas must be integer/);
  assert.match(at(67).join(), /Ingress extensions\/v1beta1 was removed in Kubernetes 1\.22/);
  assert.deepEqual(at(75), [], 'a valid Gateway API route passes');
  assert.deepEqual(at(91), [], "a custom resource (Rainbond's) has no schema here and is not judged");
  assert.match(run.stdout, /\(4 Kubernetes objects against their schema\), 1 excerpts skipped; 7 broken block\(s\)/);
});
