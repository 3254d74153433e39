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

test('every Bilingual record of src/data has both sides, and its English side has no Chinese', async () => {
  const modules = await Promise.all(
    ['apps', 'cases', 'customers', 'home', 'install', 'members', 'navigation', 'releases'].map(
      (name) => import(`../../src/data/${name}`),
    ),
  );
  let records = 0;
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${where}[${i}]`));
    if (!value || typeof value !== 'object') return;
    const keys = Object.keys(value).sort();
    if (keys.join() === 'en,zh') {
      records += 1;
      const {zh, en} = value as {zh: unknown; en: unknown};
      assert.equal(typeof zh, typeof en, where);
      assert.ok(String(zh).trim() && String(en).trim(), `${where}: an empty side`);
      assert.doesNotMatch(JSON.stringify(en), cjk, `${where}: Chinese in the English side`);
      return;
    }
    for (const [key, inner] of Object.entries(value)) visit(inner, `${where}.${key}`);
  };
  modules.forEach((module, i) => visit(module, `module ${i}`));
  assert.ok(records > 100, `${records} records`);
});

test('every docs sidebar category has its English label', async () => {
  const {default: sidebars} = await import('../../sidebars');
  const labels = new Map<string, string>();
  const collect = (sidebar: string, items: unknown[]): void => {
    for (const item of items) {
      if (item && typeof item === 'object' && 'type' in item && item.type === 'category') {
        const category = item as unknown as {label: string; items: unknown[]};
        labels.set(`sidebar.${sidebar}.category.${category.label}`, category.label);
        collect(sidebar, category.items);
      }
    }
  };
  for (const [name, items] of Object.entries(sidebars)) collect(name, items as unknown[]);
  const english = readJson('i18n/en/docusaurus-plugin-content-docs/current.json');
  assert.ok(labels.size > 50);
  for (const key of labels.keys()) assert.ok(english[key], `${key} has no English label`);
});
