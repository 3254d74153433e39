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
  assert.match(
    out,
    /import\(\/\* webpackChunkName: "0058b4c6" \*\/ "@site\/docs\/intro\.md"\), "", require\.resolveWeak\("@site\/docs\/intro\.md"\)/,
  );
  assert.equal(registryLoader('no registry here'), 'no registry here');
});

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

test('a page links the CSS of every route it renders, parents first, after the shared stylesheet', () => {
  const routeCss = require('../../plugins/lean-bundle/route-css.js') as {
    cssForPath: (p: string, data: unknown) => string[];
    injectLinks: (html: string, files: string[], base: string) => string;
    matchChain: (routes: unknown[], p: string) => {path: string}[];
  };
  const routes = [
    {path: '/blog', component: '/blog-1', exact: true},
    {
      path: '/docs',
      component: '/docs-2',
      routes: [
        {path: '/docs/a', component: '/docs/a-3', exact: true},
        {path: '*', component: '*'},
      ],
    },
    {path: '/', component: '/-4', exact: true},
    {path: '*', component: '*'},
  ];
  assert.deepEqual(
    routeCss.matchChain(routes, '/docs/a').map((r) => r.path),
    ['/docs', '/docs/a'],
  );
  assert.deepEqual(
    routeCss.matchChain(routes, '/docsx').map((r) => r.path),
    ['*'],
  );
  assert.deepEqual(
    routeCss.matchChain(routes, '/').map((r) => r.path),
    ['/'],
  );
  const data = {
    routes,
    chunkNames: {
      '/docs-2': {__comp: 'root', __context: {plugin: 'ctx'}},
      '/docs/a-3': {__comp: 'item', content: 'page'},
    },
    cssByChunk: {
      root: ['assets/css/1.css'],
      item: ['assets/css/2.css', 'assets/css/1.css'],
      page: ['assets/css/3.css'],
      '*': ['assets/css/404.css'],
    },
  };
  const files = routeCss.cssForPath('/docs/a', data);
  assert.deepEqual(files, ['assets/css/1.css', 'assets/css/2.css', 'assets/css/3.css']);
  // The catch-all route (@theme/NotFound, no chunk name) gets the CSS filed under its own key.
  assert.deepEqual(routeCss.cssForPath('/404.html', data), ['assets/css/404.css']);
  assert.deepEqual(routeCss.cssForPath('/docs/missing', data), ['assets/css/1.css', 'assets/css/404.css']);
  const html = '<head><link rel="stylesheet" href="/en/assets/css/styles.0a1b2c3d.css"><script></script></head>';
  assert.equal(
    routeCss.injectLinks(html, files.slice(0, 1), '/en/'),
    '<head><link rel="stylesheet" href="/en/assets/css/styles.0a1b2c3d.css"><link rel="stylesheet" href="/en/assets/css/1.css"><script></script></head>',
  );
  assert.equal(routeCss.injectLinks('<head></head>', files, '/'), '<head></head>');
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
