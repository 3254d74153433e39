import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const leanDocs = require('../../plugins/lean-docs/index.js') as {cardDocIds: (sidebars: unknown) => Set<string>};

test('a version keeps the docs that can show as cards: children of categories that have their own page', () => {
  const link = (docId: string) => ({type: 'link', href: `/docs/${docId}`, label: docId, docId});
  const sidebars = {
    docs: [
      link('intro'),
      {
        type: 'category',
        label: 'With page',
        href: '/docs/guide',
        items: [link('guide/a'), {type: 'category', label: 'Nested', items: [link('guide/deep')]}],
      },
      {
        type: 'category',
        label: 'Without page',
        items: [link('other/b'), {type: 'category', label: 'Inner', href: '/docs/inner', items: [link('inner/c')]}],
      },
    ],
    api: [{type: 'link', href: '/docs/api/x', label: 'x'}],
  };
  assert.deepEqual([...leanDocs.cardDocIds(sidebars)].sort(), ['guide/a', 'inner/c']);
});

test('an instance without navbar items keeps only its main doc in the global data', () => {
  const {slimGlobalData} = require('../../plugins/lean-docs/index.js') as {
    slimGlobalData: (d: unknown) => {versions: {docs: {id: string}[]}[]};
  };
  const data = {
    path: '/docs/api',
    versions: [
      {
        name: 'current',
        mainDocId: 'b',
        docs: [
          {id: 'a', path: '/a'},
          {id: 'b', path: '/b'},
        ],
      },
    ],
  };
  assert.deepEqual(slimGlobalData(data).versions[0].docs, [{id: 'b', path: '/b'}]);
  assert.equal(data.versions[0].docs.length, 2, 'the input is not changed');
});

test('sidebar items drop `unlisted: false` and keep `unlisted: true`', () => {
  const {withoutFalseUnlisted} = require('../../plugins/lean-docs/index.js') as {
    withoutFalseUnlisted: (items: unknown[]) => unknown[];
  };
  assert.deepEqual(
    withoutFalseUnlisted([
      {type: 'link', href: '/a', unlisted: false},
      {type: 'category', label: 'c', items: [{type: 'link', href: '/b', unlisted: true}]},
    ]),
    [
      {type: 'link', href: '/a'},
      {type: 'category', label: 'c', items: [{type: 'link', href: '/b', unlisted: true}]},
    ],
  );
});
