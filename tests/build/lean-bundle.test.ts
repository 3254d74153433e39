// plugins/lean-bundle against the files a real build generated (.docusaurus/ and build/): run after `npm run build`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
type Route = {path: string; component: string; exact?: boolean; routes?: Route[]};
const internals = require('../../plugins/lean-bundle/internals.js') as {
  loadRoutes: (dir: string) => Route[];
  matchChain: (routes: Route[], pathname: string) => Route[];
  assertEveryRouteMatchesItself: (routes: Route[], paths: string[]) => void;
  injectLinks: (html: string, files: string[], publicPath: string, file?: string) => string;
  blankRegistryNames: (source: string) => string;
  lazyRoutesOverride: (config: unknown) => {resolve: {alias: Record<string, string>}};
  LAZY_ROUTE_COMPONENT: string;
  prismClientModuleOverride: () => {resolve: {alias: Record<string, string>}};
  firstLoadModulesFrom: (stats: unknown, packages: string[]) => string[];
  PRISM_CLIENT_MODULE: string;
  EMPTY_MODULE: string;
};
const {cssForPath} = require('../../plugins/lean-bundle/route-css.js') as {
  cssForPath: (pathname: string, data: unknown) => string[];
};

const GENERATED = '.docusaurus';
const routes = internals.loadRoutes(GENERATED);
const exactPaths = (list: Route[]): string[] =>
  list.flatMap((route) => [...(route.exact ? [route.path] : []), ...(route.routes ? exactPaths(route.routes) : [])]);

/** A copy of the generated folder with one file changed, to show the patch fails loudly. */
function generatedWith(file: string, content: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-bundle-'));
  fs.writeFileSync(path.join(dir, file), content);
  return dir;
}

test('routes-module and route-matching: every page of the real route tree matches itself', () => {
  const paths = exactPaths(routes);
  assert.ok(paths.length > 100, `${paths.length} routes`);
  internals.assertEveryRouteMatchesItself(routes, paths);
  assert.equal(internals.matchChain(routes, paths[0]).at(-1)?.path, paths[0]);
});

test('routes-module fails the build, naming the patch, when routes.js changes shape', () => {
  const source = fs.readFileSync(path.join(GENERATED, 'routes.js'), 'utf8');
  const renamed = generatedWith('routes.js', source.replaceAll('component:', 'element:'));
  assert.throws(() => internals.loadRoutes(renamed), /patch "routes-module" did not apply with Docusaurus 3\.\d+\.\d+/);
});

test('registry-names: every entry of the real registry loses its module name and keeps its loader', () => {
  const source = fs.readFileSync(path.join(GENERATED, 'registry.js'), 'utf8');
  const out = internals.blankRegistryNames(source);
  assert.equal(out.match(/require\.resolveWeak\(/g)?.length, source.match(/require\.resolveWeak\(/g)?.length);
  assert.doesNotMatch(out, /\), "@site\//);
  assert.throws(
    () => internals.blankRegistryNames(source.replaceAll('), "@site', "), '@site")),
    /patch "registry-names"/,
  );
});

test('stylesheet-link: page CSS goes right after the shared stylesheet of a real page; a page without it fails', () => {
  const html = fs.readFileSync('build/en/index.html', 'utf8');
  const out = internals.injectLinks(html, ['assets/css/1.abcdef12.css'], '/en/', 'build/en/index.html');
  assert.match(
    out,
    /styles\.[0-9a-f]+\.css"?\s*\/?><link rel="stylesheet" href="\/en\/assets\/css\/1\.abcdef12\.css">/,
  );
  const stripped = html.replace(/<link[^>]*assets\/css\/styles\.[0-9a-f]+\.css[^>]*>/, '');
  assert.throws(
    () => internals.injectLinks(stripped, ['x.css'], '/en/', 'page.html'),
    /patch "stylesheet-link".*page\.html/,
  );
});

test('css-chunk-names: split stylesheets are named by chunk id, and a page links the ones its routes use', () => {
  // The .br/.gz twins next to each file are scripts/precompress.mjs's; the names checked here are the stylesheets.
  const names = fs.readdirSync('build/en/assets/css').filter((name) => name.endsWith('.css'));
  assert.ok(names.some((name) => /^styles\.[0-9a-f]{8}\.css$/.test(name)));
  const split = names.filter((name) => !name.startsWith('styles.'));
  assert.ok(split.length > 0 && split.every((name) => /^\d+\.[0-9a-f]{8}\.css$/.test(name)), split.join(', '));
  const data = {
    routes,
    chunkNames: JSON.parse(fs.readFileSync(path.join(GENERATED, 'routesChunkNames.json'), 'utf8')),
    cssByChunk: JSON.parse(fs.readFileSync(path.join(GENERATED, 'lean-bundle-css.json'), 'utf8')),
  };
  const css = cssForPath('/en/partners/', data);
  assert.ok(css.length > 0);
  const html = fs.readFileSync('build/en/partners/index.html', 'utf8');
  for (const file of css) assert.ok(html.includes(`/en/${file}`), `${file} linked`);
});

test('lazy-routes: the built route table builds each route component on first use; a config without the alias fails', () => {
  const main = fs.readdirSync('build/assets/js').find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  assert.ok(main, 'build/assets/js/main.<hash>.js');
  const source = fs.readFileSync(path.join('build/assets/js', main), 'utf8');
  assert.match(source, /rbLazyRoute/, 'the stand-in of plugins/lean-bundle/lazy-route-component.js is in main.js');
  const original = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');
  const override = internals.lazyRoutesOverride({resolve: {alias: {'@docusaurus/ComponentCreator': original}}});
  assert.deepEqual(override.resolve.alias, {
    '@docusaurus/ComponentCreator': internals.LAZY_ROUTE_COMPONENT,
    '@lean-bundle/component-creator': original,
  });
  assert.throws(() => internals.lazyRoutesOverride({resolve: {alias: {}}}), /patch "lazy-routes" did not apply/);
});

test('prism-client-module: no main.js holds Prism, a chunk of its own does; the build check names a first-load module', () => {
  const dir = 'build/assets/js';
  const holdsPrism = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8').includes('lookbehind');
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
  const mains = files.filter((name) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(name));
  assert.ok(mains.length >= 2, 'main.js and runtime~main.js of every build pass');
  for (const main of mains) assert.ok(!holdsPrism(main), `${main} holds Prism`);
  assert.ok(files.some(holdsPrism), 'a chunk loaded on demand holds Prism');

  assert.deepEqual(internals.prismClientModuleOverride().resolve.alias, {
    [`${internals.PRISM_CLIENT_MODULE}$`]: internals.EMPTY_MODULE,
  });
  assert.ok(fs.existsSync(`${internals.PRISM_CLIENT_MODULE}.js`));
  const stats = {
    chunks: [
      {id: 'main', initial: true},
      {id: 'later', initial: false},
    ],
    modules: [
      {name: './node_modules/prism-react-renderer/dist/index.mjs', chunks: ['later']},
      {
        name: './src/a.ts + 1 modules',
        chunks: ['main'],
        modules: [{name: './node_modules/prismjs/components/prism-bash.js'}],
      },
      {name: './node_modules/react/index.js', chunks: ['main']},
    ],
  };
  assert.deepEqual(internals.firstLoadModulesFrom(stats, ['prism-react-renderer', 'prismjs']), [
    './node_modules/prismjs/components/prism-bash.js',
  ]);
});
