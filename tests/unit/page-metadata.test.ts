import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
type Place = {crumbs: string[]; sidebar: string; order: number; section?: string};
const {sidebarPlaces} = require('../../plugins/page-metadata/index.js') as {
  sidebarPlaces: (sidebars: unknown) => Map<string, Place>;
};

test('each doc gets its sidebar, its reading order (a category page before its items) and its outermost category', () => {
  const doc = (id: string) => ({type: 'doc', id});
  const places = sidebarPlaces({
    docs: [
      {type: 'category', label: 'Start', link: {type: 'generated-index'}, items: [doc('intro'), doc('install')]},
      {
        type: 'category',
        label: 'Manual',
        link: {type: 'doc', id: 'manual/index'},
        items: [doc('manual/a'), {type: 'category', label: 'Deep', items: [doc('manual/deep/b')]}],
      },
    ],
    api: [doc('api/intro'), doc('intro')],
  });
  const summary = (id: string) => {
    const place = places.get(id);
    return place && [place.sidebar, place.order, place.section, place.crumbs.join('>')];
  };
  assert.deepEqual(summary('intro'), ['docs', 0, 'Start', 'Start'], 'a doc in two sidebars keeps its first place');
  assert.deepEqual(summary('install'), ['docs', 1, 'Start', 'Start']);
  assert.deepEqual(summary('manual/index'), ['docs', 2, 'Manual', ''], "a category's own page heads its section");
  assert.deepEqual(summary('manual/a'), ['docs', 3, 'Manual', 'Manual']);
  assert.deepEqual(summary('manual/deep/b'), ['docs', 4, 'Manual', 'Manual>Deep']);
  assert.deepEqual(summary('api/intro'), ['api', 0, undefined, ''], 'a doc outside any category has no section');
});
