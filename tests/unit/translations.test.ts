import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {walkFiles} from '../../shared/files.mjs';

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

test('every translation file under i18n/en holds English only', () => {
  const files = walkFiles('i18n/en', (name) => name.endsWith('.json'), new Set());
  assert.ok(files.length > 5, files.join(', '));
  for (const file of files) {
    for (const [key, {message}] of Object.entries(readJson(file))) {
      assert.doesNotMatch(message, cjk, `${file}: ${key}`);
    }
  }
});

test('every Bilingual record of src/data has both sides, and its English side has no Chinese', async () => {
  // Every data module that Node can load: the ones importing @docusaurus/* hold hooks, which only the bundler resolves.
  const files = readdirSync('src/data')
    .filter((name) => /\.(ts|mjs)$/.test(name))
    .filter((name) => !readFileSync(`src/data/${name}`, 'utf8').includes("from '@docusaurus/"));
  let records = 0;
  const visit = (value: unknown, where: string): number => {
    if (Array.isArray(value)) return value.reduce((n: number, item, i) => n + visit(item, `${where}[${i}]`), 0);
    if (!value || typeof value !== 'object') return 0;
    const keys = Object.keys(value).sort();
    if (keys.join() === 'en,zh') {
      const {zh, en} = value as {zh: unknown; en: unknown};
      assert.equal(typeof zh, typeof en, where);
      assert.ok(String(zh).trim() && String(en).trim(), `${where}: an empty side`);
      assert.doesNotMatch(JSON.stringify(en), cjk, `${where}: Chinese in the English side`);
      return 1;
    }
    return Object.entries(value).reduce((n, [key, inner]) => n + visit(inner, `${where}.${key}`), 0);
  };
  for (const file of files) {
    const found = visit(await import(`../../src/data/${file}`), file);
    // A module that types its records as Bilingual must hold some: else the walk above missed them.
    if (readFileSync(`src/data/${file}`, 'utf8').includes('Bilingual')) assert.ok(found > 0, `${file}: no records`);
    records += found;
  }
  assert.ok(records > 100, `${records} records`);
});

/** The English labels of a sidebars file's categories, by the keys Docusaurus gives them. */
function categoryKeys(sidebars: Record<string, unknown>): string[] {
  const keys: string[] = [];
  const collect = (sidebar: string, items: unknown[]): void => {
    for (const item of items) {
      if (item && typeof item === 'object' && 'type' in item && item.type === 'category') {
        const category = item as unknown as {label: string; items: unknown[]};
        keys.push(`sidebar.${sidebar}.category.${category.label}`);
        collect(sidebar, category.items);
      }
    }
  };
  for (const [name, items] of Object.entries(sidebars)) collect(name, items as unknown[]);
  return keys;
}

test('every sidebar category of every docs instance and version has its English label', async () => {
  // sidebars.ts is the default docs instance; sidebars<Id>.ts the instance with that id (community, api).
  const sidebarFiles = readdirSync('.').filter((name) => /^sidebars\w*\.ts$/.test(name));
  const pairs: [string, Record<string, unknown>][] = [];
  for (const file of sidebarFiles) {
    const id = file.slice('sidebars'.length, -'.ts'.length).toLowerCase();
    const {default: sidebars} = await import(`../../${file}`);
    pairs.push([`i18n/en/docusaurus-plugin-content-docs${id ? `-${id}` : ''}/current.json`, sidebars]);
  }
  for (const file of readdirSync('versioned_sidebars')) {
    const version = file.replace(/-sidebars\.json$/, '');
    pairs.push([
      `i18n/en/docusaurus-plugin-content-docs/${version}.json`,
      JSON.parse(readFileSync(`versioned_sidebars/${file}`, 'utf8')),
    ]);
  }
  assert.ok(sidebarFiles.length >= 3 && pairs.length > sidebarFiles.length, pairs.map(([file]) => file).join(', '));
  for (const [translations, sidebars] of pairs) {
    const keys = categoryKeys(sidebars);
    const english = readJson(translations);
    assert.ok(keys.length > 0, `${translations}: no categories found`);
    for (const key of keys) assert.ok(english[key], `${key} has no English label in ${translations}`);
  }
});
