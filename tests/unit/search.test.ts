import {test} from 'node:test';
import assert from 'node:assert/strict';
import {searchSetup} from '../../src/data/searchConfig';
import {clearRecent, loadRecent, saveRecent} from '../../src/components/Search/recent';
import {isSearchShortcut} from '../../src/components/Search/shortcuts';
import {classify} from '../../scripts/lib/search-classify.mjs';
import {CURRENT_DOCS_LABEL} from '../../src/data/constants';

const algoliaEnv = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'search-only-key', ALGOLIA_INDEX_NAME: 'rainbond'};

test('Algolia env present → the DocSearch theme with contextual search, no offline search page', () => {
  const setup = searchSetup(algoliaEnv);
  assert.equal(setup.mode, 'algolia');
  assert.deepEqual(setup.themes, ['@docusaurus/theme-search-algolia']);
  assert.deepEqual(setup.plugins, []);
  assert.equal(setup.themeConfig.algolia?.indexName, 'rainbond');
  assert.equal(setup.themeConfig.algolia?.contextualSearch, true);
});

test('Algolia env absent or partial → the offline index with its /search page', () => {
  for (const env of [{}, {ALGOLIA_APP_ID: 'APP'}, {...algoliaEnv, ALGOLIA_API_KEY: '  '}]) {
    const setup = searchSetup(env);
    assert.equal(setup.mode, 'offline');
    assert.deepEqual(setup.themes, []);
    assert.deepEqual(setup.plugins, ['./plugins/search-page']);
    assert.equal(setup.themeConfig.algolia, undefined);
  }
});

test('recent searches: newest first, deduplicated, at most five, survive throwing storage', () => {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  for (const q of ['a', 'b', 'c', 'a', 'd', 'e', 'f']) saveRecent(q, storage);
  assert.deepEqual(loadRecent(storage), ['f', 'e', 'd', 'a', 'c']);
  const broken = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  assert.deepEqual(saveRecent('helm', broken), ['helm', 'f', 'e', 'd', 'a']);
  assert.deepEqual(loadRecent(broken)[0], 'helm');
  // Clearing forgets storage and memory alike, even when storage throws.
  assert.deepEqual(clearRecent({removeItem: (k: string) => void store.delete(k)}), []);
  assert.deepEqual(loadRecent(storage), []);
  saveRecent('x', broken);
  clearRecent({
    removeItem: () => {
      throw new Error('SecurityError');
    },
  });
  assert.deepEqual(loadRecent(broken), []);
});

test('Ctrl+K, Cmd+K and / open search; / typed in a field does not', () => {
  const key = (k: string, extra: object = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: null,
    ...extra,
  });
  assert.ok(isSearchShortcut(key('k', {ctrlKey: true})));
  assert.ok(isSearchShortcut(key('K', {metaKey: true})));
  assert.ok(isSearchShortcut(key('/', {target: {tagName: 'BODY'}})));
  assert.ok(!isSearchShortcut(key('/', {target: {tagName: 'INPUT'}})));
  assert.ok(!isSearchShortcut(key('/', {target: {tagName: 'DIV', isContentEditable: true}})));
  assert.ok(!isSearchShortcut(key('k')));
});

test('pages are classified into sections and docs versions', () => {
  assert.deepEqual(classify('/docs/quick-start/quick-install'), {section: 'docs', version: CURRENT_DOCS_LABEL});
  assert.deepEqual(classify('/en/docs/'), {section: 'docs', version: CURRENT_DOCS_LABEL});
  assert.deepEqual(classify('/docs/5.14/intro'), {section: 'docs', version: 'V5.14'});
  assert.deepEqual(classify('/en/docs/api/team/getTeamList'), {section: 'api', version: CURRENT_DOCS_LABEL});
  assert.deepEqual(classify('/community/support'), {section: 'community'});
  assert.deepEqual(classify('/blog/datacap'), {section: 'blog'});
  assert.deepEqual(classify('/en/case/boe'), {section: 'pages'});
  for (const skipped of [
    '/blog',
    '/en/blog/',
    '/blog/page/2',
    '/blog/archive',
    '/blog/tags/helm',
    '/search',
    '/en/search',
  ]) {
    assert.equal(classify(skipped), null, skipped);
  }
});
