#!/usr/bin/env node
// Dependency hygiene, both ways:
//   - every dependency in package.json is used somewhere in the project's own files, or is listed below with
//     the reason it is needed without being imported by name;
//   - every package our code imports is declared, not borrowed from another package's dependencies (a
//     transitive package can change or vanish with any update of its parent);
//   - install scripts: .npmrc turns them off for every package (`ignore-scripts=true`), and every package of the
//     lock file that has one is listed in INSTALL_SCRIPTS with what it does and why the project works without it.
//     A new dependency with an install script fails here until someone has read its script.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {builtinModules} from 'node:module';

const IMPLICIT = {
  '@docusaurus/core': 'the docusaurus CLI behind npm start, build and write-translations',
  '@docusaurus/faster': 'enabled by future.faster in docusaurus.config.ts; Docusaurus loads it itself',
  '@docusaurus/module-type-aliases': 'types for @theme/* and @docusaurus/* imports (tsconfig "types")',
  '@docusaurus/tsconfig': 'extended by tsconfig.json',
  '@mdx-js/react': 'MDX provider Docusaurus resolves from the site (peer dependency)',
  react: 'peer of Docusaurus; JSX runtime',
  'react-dom': 'peer of Docusaurus; hydration',
  typescript: 'npm run typecheck (tsc)',
  tsx: 'runs the TypeScript unit tests',
  '@types/node': 'types for Node APIs in tests and config (tsconfig "types")',
  '@types/js-yaml': 'types for js-yaml in apiSidebar.ts and tests',
};

/** Packages whose install script never runs here (.npmrc), each with what it would do and why we do without. */
const INSTALL_SCRIPTS = {
  '@swc/core':
    'postinstall checks the native binding and downloads a WebAssembly fallback when it is missing; npm installs the ' +
    'platform binding (an optional dependency) itself, so nothing is missing',
  'core-js': 'postinstall prints a funding banner',
  esbuild:
    'postinstall verifies the platform binary (an optional dependency npm installs) and swaps in a faster shim; the ' +
    'JavaScript entry finds the binary without it',
  'vnu-jar':
    "postinstall downloads a JDK from outside the registries, with no checksum; the Nu Html Checker runs on Debian's " +
    'Java instead (scripts/setup/install-java.sh)',
};

const npmrc = fs.existsSync('.npmrc') ? fs.readFileSync('.npmrc', 'utf8') : '';
if (!/^ignore-scripts\s*=\s*true\s*$/m.test(npmrc)) {
  console.error('✘ .npmrc must say ignore-scripts=true: no dependency runs code at install time');
  process.exitCode = 1;
}
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const withScripts = Object.entries(lock.packages ?? {})
  .filter(([, meta]) => meta.hasInstallScript)
  .map(([where]) => where.replace(/^.*node_modules\//, ''));
const unreviewed = [...new Set(withScripts)].filter((name) => !(name in INSTALL_SCRIPTS));
for (const name of unreviewed)
  console.error(`✘ ${name} has an install script nobody has reviewed: read it, then add it to INSTALL_SCRIPTS`);
const gone = Object.keys(INSTALL_SCRIPTS).filter((name) => !withScripts.includes(name));
for (const name of gone)
  console.error(`✘ ${name} is in INSTALL_SCRIPTS but has no install script in the lock any more`);

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {encoding: 'utf8'})
  .split('\n')
  .filter(
    (f) => /\.(ts|tsx|js|mjs|cjs|json|sh|scss|css)$/.test(f) && !/^package(-lock)?\.json$/.test(f) && fs.existsSync(f),
  );
const text = files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');

const unused = deps.filter(
  (dep) => !(dep in IMPLICIT) && !text.includes(`'${dep}`) && !text.includes(`"${dep}`) && !text.includes(` ${dep} `),
);
for (const dep of unused) console.error(`✘ ${dep} is in package.json but nothing uses it`);

// Bare import specifiers of our code files. Docusaurus aliases (@site, @theme, @docusaurus/Link…) are not
// packages: a name with no package folder in node_modules is an alias.
const ALIASES = new Set(['@site', '@theme', '@theme-original', '@theme-init', '@generated']);
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\(\s*|^import\s+)['"]([^'"./][^'"]*)['"]/gm;
// A workspace package (packages/<name>/) declares its own dependencies and is published on its own.
const workspaces = (pkg.workspaces ?? []).flatMap((/** @type {string} */ pattern) =>
  fs.existsSync(pattern.replace(/\/\*$/, ''))
    ? fs.readdirSync(pattern.replace(/\/\*$/, '')).map((name) => `${pattern.replace(/\/\*$/, '')}/${name}`)
    : [],
);
/** @param {string} file */
const declaredFor = (file) => {
  const workspace = workspaces.find((dir) => file.startsWith(`${dir}/`));
  if (!workspace) return deps;
  const own = JSON.parse(fs.readFileSync(`${workspace}/package.json`, 'utf8'));
  return Object.keys({...own.dependencies, ...own.devDependencies});
};
const undeclared = new Map();
for (const file of files.filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f))) {
  const declared = declaredFor(file);
  for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    if (name.startsWith('node:') || builtinModules.includes(name) || ALIASES.has(name) || declared.includes(name))
      continue;
    if (!fs.existsSync(`node_modules/${name}/package.json`)) continue;
    undeclared.set(name, [...new Set([...(undeclared.get(name) ?? []), file])]);
  }
}
for (const [name, users] of undeclared)
  console.error(`✘ ${name} is imported by ${users.join(', ')} but not declared in package.json`);

console.log(
  `check:deps: ${deps.length} dependencies, ${unused.length} unused, ${undeclared.size} undeclared; ` +
    `${withScripts.length} install scripts, all off, ${unreviewed.length} unreviewed`,
);
process.exit(unused.length || undeclared.size || unreviewed.length || gone.length || process.exitCode ? 1 : 0);
