import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {walkFiles} from '../../scripts/lib/files.mjs';

const cjk = /[\u3400-\u9fff]/;

const sourceFiles = (dir: string): string[] => walkFiles(dir, (name) => /\.(tsx?|jsx?)$/.test(name), new Set());

function readJson(path: string): Record<string, {message: string}> {
  return JSON.parse(readFileSync(path, 'utf8'));
}

test('every translation id used in src/ has an English message in i18n/en/code.json', () => {
  const code = readJson('i18n/en/code.json');
  const ids = new Set<string>();
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:translate\(\{\s*id:\s*|<Translate\s+id=)['"]([\w.-]+)['"]/g)) ids.add(m[1]);
  }
  assert.ok(ids.size > 20, 'found the ids');
  for (const id of ids) {
    assert.ok(code[id], `${id} is missing from i18n/en/code.json (run npm run write-translations)`);
    assert.doesNotMatch(code[id].message, cjk, `${id} still holds Chinese text in i18n/en/code.json`);
  }
});

test('navbar, footer, sidebar (docs and community) and blog labels are all translated to English', () => {
  for (const file of [
    'i18n/en/docusaurus-theme-classic/navbar.json',
    'i18n/en/docusaurus-theme-classic/footer.json',
    'i18n/en/docusaurus-plugin-content-docs/current.json',
    'i18n/en/docusaurus-plugin-content-docs-community/current.json',
    'i18n/en/docusaurus-plugin-content-docs-api/current.json',
    'i18n/en/docusaurus-plugin-content-blog/options.json',
  ]) {
    for (const [key, {message}] of Object.entries(readJson(file))) {
      assert.doesNotMatch(message, cjk, `${file}: ${key}`);
    }
  }
});
