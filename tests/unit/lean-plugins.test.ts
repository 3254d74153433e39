import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const registryLoader = require('../../plugins/lean-bundle/registry-loader.js') as (source: string) => string;
const leanDocs = require('../../plugins/lean-docs/index.js') as {cardDocIds: (sidebars: unknown) => Set<string>};

test('the registry keeps each loader and webpack id but drops the module name the browser never reads', () => {
  const source = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/docs/intro.md"), "@site/docs/intro.md", require.resolveWeak("@site/docs/intro.md")],
};`;
  const out = registryLoader(source);
  assert.match(out, /import\(\/\* webpackChunkName: "0058b4c6" \*\/ "@site\/docs\/intro\.md"\), "", require\.resolveWeak\("@site\/docs\/intro\.md"\)/);
  assert.equal(registryLoader('no registry here'), 'no registry here');
});

test('a version keeps the docs that can show as cards: children of categories that have their own page', () => {
  const link = (docId: string) => ({type: 'link', href: `/docs/${docId}`, label: docId, docId});
  const sidebars = {
    docs: [
      link('intro'),
      {type: 'category', label: 'With page', href: '/docs/guide', items: [link('guide/a'), {type: 'category', label: 'Nested', items: [link('guide/deep')]}]},
      {type: 'category', label: 'Without page', items: [link('other/b'), {type: 'category', label: 'Inner', href: '/docs/inner', items: [link('inner/c')]}]},
    ],
    api: [{type: 'link', href: '/docs/api/x', label: 'x'}],
  };
  assert.deepEqual([...leanDocs.cardDocIds(sidebars)].sort(), ['guide/a', 'inner/c']);
});

test('an instance without navbar items keeps only its main doc in the global data', () => {
  const {slimGlobalData} = require('../../plugins/lean-docs/index.js') as {slimGlobalData: (d: unknown) => {versions: {docs: {id: string}[]}[]}};
  const data = {path: '/docs/api', versions: [{name: 'current', mainDocId: 'b', docs: [{id: 'a', path: '/a'}, {id: 'b', path: '/b'}]}]};
  assert.deepEqual(slimGlobalData(data).versions[0].docs, [{id: 'b', path: '/b'}]);
  assert.equal(data.versions[0].docs.length, 2, 'the input is not changed');
});
