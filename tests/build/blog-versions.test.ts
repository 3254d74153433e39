// Issue #34: a post about a platform version older than the current docs says which version it describes
// (`rainbond_version`) and links the current docs on its topic (`current_docs`); BlogVersionNotice shows both.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {splitFrontMatter} from '../../shared/front-matter.mjs';
import {walkFiles} from '../../shared/files.mjs';
import {PAGE_METADATA_DIR, type PageMetadata} from '../../shared/page-metadata.mjs';
import {BUILD_DIR} from '../../scripts/lib/build-output.mjs';
import {localePath} from '../../settings.mjs';
import {PLATFORM} from '../../src/data/platform.mjs';

const EN_BLOG = 'i18n/en/docusaurus-plugin-content-blog';

interface Tagged {
  rainbond_version?: unknown;
  current_docs?: unknown;
}

/** The two keys of a post file, as Docusaurus parses its front matter. */
function versionKeys(file: string): Tagged {
  const {rainbond_version, current_docs} = (yaml.load(splitFrontMatter(readFileSync(file, 'utf8')).raw) ??
    {}) as Tagged;
  return {rainbond_version, current_docs};
}

/** major.minor, compared part by part: 5.5 < 5.15. */
function olderLine(a: string, b: string): boolean {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] !== y[0] ? x[0] < y[0] : x[1] < y[1];
}

const posts = walkFiles('blog', (name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(name)).map((file) => ({
  file,
  zh: versionKeys(file),
  en: versionKeys(path.join(EN_BLOG, path.basename(file))),
}));
const tagged = posts.filter(({zh, en}) => zh.rainbond_version !== undefined || en.rainbond_version !== undefined);

/** The current docs pass's routes in a locale, from the build's page metadata. */
function currentDocsRoutes(locale: 'zh' | 'en'): Set<string> {
  const file = path.join(BUILD_DIR, PAGE_METADATA_DIR, `current-${locale}.json`);
  const pages = JSON.parse(readFileSync(file, 'utf8')) as PageMetadata[];
  return new Set(pages.filter((p) => p.kind === 'doc').map((p) => p.permalink));
}

test('some posts name the platform version they describe', () => {
  assert.ok(tagged.length > 0, 'no post carries rainbond_version');
});

test('every post with rainbond_version also has current_docs, and a post without it has no current_docs', () => {
  for (const {file, zh} of posts) {
    assert.equal(
      zh.rainbond_version === undefined,
      zh.current_docs === undefined,
      `${file}: rainbond_version and current_docs go together`,
    );
  }
});

test(`a tagged post describes a line older than the current docs (${PLATFORM.docsVersion})`, () => {
  for (const {file, zh} of tagged) {
    // Quoted in YAML: unquoted, 5.10 would parse as the number 5.1.
    assert.equal(typeof zh.rainbond_version, 'string', `${file}: quote rainbond_version ('5.12')`);
    const version = zh.rainbond_version as string;
    assert.match(version, /^\d+\.\d+$/, `${file}: rainbond_version is major.minor`);
    assert.ok(olderLine(version, PLATFORM.docsVersion), `${file}: ${version} is not older than the current docs`);
  }
});

test('current_docs is a current docs page without locale prefix, built in both languages', () => {
  const zhRoutes = currentDocsRoutes('zh');
  const enRoutes = currentDocsRoutes('en');
  for (const {file, zh} of tagged) {
    const route = zh.current_docs;
    assert.equal(typeof route, 'string', file);
    assert.match(route as string, /^\/docs\//, `${file}: current_docs starts with /docs/ (no locale prefix)`);
    assert.ok(zhRoutes.has(route as string), `${file}: ${String(route)} is not a current docs page`);
    const en = localePath('/', 'en', route as string);
    assert.ok(enRoutes.has(en), `${file}: ${en} is not a current English docs page`);
  }
});

test('the English twin carries the same version and docs page as the Chinese post', () => {
  for (const {file, zh, en} of posts) assert.deepEqual(en, zh, file);
});
