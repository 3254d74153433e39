import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

test('Markdown copies read as Markdown: tabs become labelled parts, no MDX tags or imports left', () => {
  for (const file of ['build/docs/installation/offline.md', 'build/en/docs/installation/offline.md']) {
    const md = fs.readFileSync(file, 'utf8');
    assert.doesNotMatch(md, /<\/?Tabs?\b|<\/?TabItem\b|^import /m, file);
    assert.match(md, /^\*\*containerd\*\*$/m, file);
    assert.match(md, /^\*\*Docker\*\*$/m, file);
    assert.ok(md.indexOf('**containerd**') < md.indexOf('**Docker**'), `${file}: containerd first`);
  }
});

test('no platform token is left unfilled in any Markdown copy or llms file', () => {
  const leftovers: string[] = [];
  let read = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.(md|txt)$/.test(entry.name)) {
        read += 1;
        if (/%%\w+%%/.test(fs.readFileSync(file, 'utf8'))) leftovers.push(file);
      }
    }
  };
  walk('build');
  assert.ok(read > 1000, `${read} Markdown and text files in build/`);
  assert.deepEqual(leftovers.slice(0, 10), []);
});
