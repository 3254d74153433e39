#!/usr/bin/env node
// Dependency hygiene, both ways:
//   - every dependency in package.json is used somewhere in the project's own files, or is listed below with
//     the reason it is needed without being imported by name;
//   - every package our code imports is declared, not borrowed from another package's dependencies (a
//     transitive package can change or vanish with any update of its parent).
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
const undeclared = new Map();
for (const file of files.filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f))) {
  for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    if (name.startsWith('node:') || builtinModules.includes(name) || ALIASES.has(name) || deps.includes(name)) continue;
    if (!fs.existsSync(`node_modules/${name}/package.json`)) continue;
    undeclared.set(name, [...new Set([...(undeclared.get(name) ?? []), file])]);
  }
}
for (const [name, users] of undeclared)
  console.error(`✘ ${name} is imported by ${users.join(', ')} but not declared in package.json`);

console.log(`check:deps: ${deps.length} dependencies, ${unused.length} unused, ${undeclared.size} undeclared`);
process.exit(unused.length || undeclared.size ? 1 : 0);
