// The contract test of internals/ (the seam): each entry of internals/README.md run against the files a real build
// generated (.docusaurus/, the last archive pass's generated files, build/) and against the Docusaurus packages
// installed. Run after `npm run build`. When an upgrade moves what an entry relies on, this names the entry.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {
  ARCHIVE_GENERATED_DIR,
  CURRENT_GENERATED_DIR,
  GENERATED_DIR_VARIABLE,
  archivePassEnv,
} from '../../internals/build/generated-dir.mjs';
import {PREFERRED_DOCS_VERSION_KEY, TAB_STORAGE_PREFIX} from '../../internals/storage-keys.mjs';

const require = createRequire(import.meta.url);
type Route = {path: string; component: string; exact?: boolean; routes?: Route[]};
const internals = require('../../internals/build/bundle.js') as {
  loadRoutes: (dir: string) => Route[];
  matchChain: (routes: Route[], pathname: string) => Route[];
  assertEveryRouteMatchesItself: (routes: Route[], paths: string[]) => void;
  blankRegistryNames: (source: string) => string;
  RegistryBlankedPlugin: new () => {apply: (compiler: unknown) => void};
  lazyRoutesOverride: (config: unknown) => {resolve: {alias: Record<string, string>}};
  LAZY_ROUTE_COMPONENT: string;
  prismClientModuleOverride: () => {resolve: {alias: Record<string, string>}};
  firstLoadModulesFrom: (stats: unknown, packages: string[]) => string[];
  PRISM_CLIENT_MODULE: string;
  EMPTY_MODULE: string;
};

/** A file inside an installed package, past its `exports` map (these are exactly the files the seam relies on). */
function packageFile(pkg: string, file: string): string {
  let dir = path.dirname(require.resolve(pkg));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, file);
}

/** Script folders of every pass: the merged build, and each archive pass's own output before the merge. */
const ARCHIVE_OUT = '.generated/archive';
const JS_DIRS = [
  'build/assets/js',
  'build/en/assets/js',
  ...(fs.existsSync(ARCHIVE_OUT)
    ? fs.readdirSync(ARCHIVE_OUT).flatMap((v) => [`${ARCHIVE_OUT}/${v}/assets/js`, `${ARCHIVE_OUT}/${v}/en/assets/js`])
    : []),
].filter((dir) => fs.existsSync(dir));
/** Script files of every pass matching `pattern`. */
const jsFiles = (pattern: RegExp) =>
  JS_DIRS.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => pattern.test(name))
      .map((name) => path.join(dir, name)),
  );
/** Every main.<hash>.js the build ships: the current site's and each archive pass's, both locales. */
const mainBundles = () => jsFiles(/^main\.[0-9a-f]+\.js$/);

const GENERATED: string = CURRENT_GENERATED_DIR;
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
  assert.throws(
    () => internals.loadRoutes(renamed),
    /patch "routes-module" did not apply with Docusaurus \d+\.\d+\.\d+/,
  );
});

test('registry-names: every entry of the real registry loses its module name and keeps its loader', () => {
  for (const dir of [GENERATED, ARCHIVE_GENERATED_DIR]) {
    const source = fs.readFileSync(path.join(dir, 'registry.js'), 'utf8');
    const out = internals.blankRegistryNames(source);
    assert.equal(out.match(/require\.resolveWeak\(/g)?.length, source.match(/require\.resolveWeak\(/g)?.length, dir);
    assert.doesNotMatch(out, /\), "@site\//, dir);
  }
  const source = fs.readFileSync(path.join(GENERATED, 'registry.js'), 'utf8');
  assert.throws(
    () => internals.blankRegistryNames(source.replaceAll('), "@site', "), '@site")),
    /patch "registry-names"/,
  );
});

test('lazy-routes: the built route table builds each route component on first use; a config without the alias fails', () => {
  const main = mainBundles()[0];
  assert.ok(main, 'build/assets/js/main.<hash>.js');
  const source = fs.readFileSync(main, 'utf8');
  assert.match(source, /rbLazyRoute/, 'the stand-in of internals/build/lazy-route-component.js is in main.js');
  const original = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');
  const override = internals.lazyRoutesOverride({resolve: {alias: {'@docusaurus/ComponentCreator': original}}});
  assert.deepEqual(override.resolve.alias, {
    '@docusaurus/ComponentCreator': internals.LAZY_ROUTE_COMPONENT,
    '@lean-bundle/component-creator': original,
  });
  assert.throws(() => internals.lazyRoutesOverride({resolve: {alias: {}}}), /patch "lazy-routes" did not apply/);
});

test('prism-client-module: no main.js holds Prism, a chunk of its own does; the build check names a first-load module', () => {
  const holdsPrism = (file: string) => fs.readFileSync(file, 'utf8').includes('lookbehind');
  const files = jsFiles(/\.js$/);
  const mains = jsFiles(/^(main|runtime~main)\.[0-9a-f]+\.js$/);
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

test('registry-names: the registry in every shipped main.js, archive passes included, carries no module names', () => {
  const mains = mainBundles();
  assert.ok(mains.length >= 2, `${mains.length} main bundles`);
  const named = mains.filter((file) => /"@site\//.test(fs.readFileSync(file, 'utf8')));
  assert.deepEqual(named, [], 'main bundles whose registry kept its module names');
});

test('routes-module: the last archive pass wrote its own generated files, and its route tree loads too', () => {
  const archived = internals.loadRoutes(ARCHIVE_GENERATED_DIR);
  assert.ok(
    exactPaths(archived).some((p) => /^\/(en\/)?docs\/\d+\.\d+\//.test(p)),
    'an archived docs route',
  );
  assert.equal(archivePassEnv({A: '1'})[GENERATED_DIR_VARIABLE], ARCHIVE_GENERATED_DIR);
});

test('generated-files folder: @docusaurus/utils still reads the variable the archive passes set', () => {
  const constants = fs.readFileSync(require.resolve('@docusaurus/utils/lib/constants.js'), 'utf8');
  assert.match(constants, new RegExp(`process\\.env\\.${GENERATED_DIR_VARIABLE}\\b`));
  assert.match(constants, new RegExp(`'${CURRENT_GENERATED_DIR.replace('.', '\\.')}'`));
});

test('storage keys: the theme still names the entries our code reads and writes', () => {
  const docsClient = fs.readFileSync(
    require.resolve('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js'),
    'utf8',
  );
  assert.match(docsClient, /`docs-preferred-version-\$\{pluginId\}`/);
  assert.equal(PREFERRED_DOCS_VERSION_KEY, 'docs-preferred-version-default');
  const tabs = fs.readFileSync(packageFile('@docusaurus/theme-common', 'lib/utils/tabsUtils.js'), 'utf8');
  assert.ok(tabs.includes(TAB_STORAGE_PREFIX), `${TAB_STORAGE_PREFIX} in theme-common's tabsUtils`);
});

test('window.docusaurus: the client entry still assigns the global that internals/client/global.ts wraps', () => {
  const entry = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8');
  assert.match(entry, /window\.docusaurus = /);
});

test('theme hooks: every name internals/client/theme.ts re-exports is exported by theme-common/internal', async () => {
  const seam = fs.readFileSync('internals/client/theme.ts', 'utf8');
  const names = [...seam.matchAll(/export (?:type )?\{([^}]+)\} from '@docusaurus\/theme-common\/internal'/g)].flatMap(
    ([, list]) =>
      list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
  );
  assert.ok(names.length >= 5, names.join(', '));
  const declared = fs.readFileSync(packageFile('@docusaurus/theme-common', 'lib/internal.d.ts'), 'utf8');
  const missing = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(declared));
  assert.deepEqual(missing, [], 'names theme-common/internal no longer exports');
  const stylesheet = require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css');
  assert.ok(fs.existsSync(stylesheet), 'the code block stylesheet internals/client/codeBlockStyles.ts imports');
});

test('docs plugin: the version prop a real build wrote has the shape internals/build/docs-plugin.js reshapes', () => {
  const dir = path.join(GENERATED, 'docusaurus-plugin-content-docs/default/p');
  const props = fs
    .readdirSync(dir)
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')))
    .filter((json) => json.version);
  assert.ok(props.length > 0, 'a version prop file');
  for (const {version} of props) {
    assert.ok(version.docsSidebars && typeof version.docs === 'object', 'version.docs and version.docsSidebars');
    // lean-docs keeps only each card doc's description: proof that the wrapper ran on the routes it added.
    for (const doc of Object.values(version.docs)) assert.deepEqual(Object.keys(doc as object), ['description']);
  }
});

test('the lint rule reports a planted internal import outside the seam and allows wrappers', async () => {
  const {ESLint} = await import('eslint');
  const eslint = new ESLint();
  const lint = async (file: string, code: string) =>
    (await eslint.lintText(code, {filePath: path.resolve(file)}))[0].messages
      .filter((m) => m.ruleId === 'internals/only-in-seam')
      .map((m) => m.message);
  assert.equal(
    (await lint('src/components/X/index.tsx', "import {x} from '@docusaurus/theme-common/internal';\n")).length,
    1,
  );
  assert.equal((await lint('src/components/X/index.tsx', "import routes from '@generated/routes';\n")).length, 1);
  assert.equal((await lint('scripts/x.mjs', "require('@docusaurus/core/lib/client/exports/Link.js');\n")).length, 1);
  assert.equal((await lint('src/utils/x.ts', 'export const d = window.docusaurus;\n')).length, 1);
  assert.equal((await lint('src/theme/Footer/index.tsx', "import F from '@theme-original/Navbar';\n")).length, 1);
  assert.deepEqual(await lint('src/theme/Navbar/index.tsx', "import N from '@theme-original/Navbar';\n"), []);
  assert.deepEqual(await lint('internals/client/x.ts', "export {x} from '@docusaurus/theme-common/internal';\n"), []);
});

test('registry-names: the bundler check fails a compile whose main bundle still names its modules', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-check-'));
  fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
  const compile = (content: string) => {
    fs.writeFileSync(path.join(dir, 'assets/js/main.0123abcd.js'), content);
    let done: (stats: unknown) => void = () => {};
    new internals.RegistryBlankedPlugin().apply({
      outputPath: dir,
      hooks: {done: {tap: (_name: string, fn: (stats: unknown) => void) => (done = fn)}},
    });
    done({toJson: () => ({assets: [{name: 'assets/js/main.0123abcd.js'}], outputPath: dir})});
  };
  assert.doesNotThrow(() => compile('[()=>n(1),"",n(2)]'));
  assert.throws(() => compile('[()=>n(1),"@site/docs/a.md",n(2)]'), /patch "registry-names".*main\.0123abcd\.js/);
});
