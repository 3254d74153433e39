// The fence around this folder: an ESLint rule that reports any contact with Docusaurus internals outside
// internals/ (eslint.config.mjs turns it on for the whole repository). Contacts it knows:
//   - imports of `@docusaurus/<pkg>/internal`, deep `@docusaurus/<pkg>/lib/…` or `/src/…` paths, `@generated/…`,
//     `@theme-init/…` (import, export-from, dynamic import, require, require.resolve);
//   - `@theme-original/<Name>` anywhere but the wrapper of that same component, `src/theme/<Name>/…`;
//   - `window.docusaurus`, and the generated-files variable DOCUSAURUS_GENERATED_FILES_DIR_NAME.
// Allowed outside: the contract test (tests/build/internals.test.ts), which runs the seam against a real build.
import path from 'node:path';

const INTERNAL = [
  {test: /^@docusaurus\/[^/]+\/internal(\/|$)/, why: 'a package-internal module'},
  {test: /^@docusaurus\/[^/]+\/(lib|src)\//, why: 'a deep path into a package'},
  {test: /^@generated\//, why: 'a generated file'},
  {test: /^@theme-init\//, why: 'the theme init alias'},
];

/** Why `specifier` reaches into Docusaurus from `file` (repository-relative), or null when it may. */
export function internalContact(specifier, file) {
  const original = /^@theme-original\/(.+)$/.exec(specifier);
  if (original) {
    const folder = `src/theme/${original[1]}/`;
    return file.startsWith(folder) ? null : `@theme-original/${original[1]} outside its own wrapper (${folder})`;
  }
  const hit = INTERNAL.find(({test}) => test.test(specifier));
  return hit ? `${specifier}: ${hit.why}` : null;
}

const MESSAGE = '{{what}} — framework internals live in internals/ only (internals/README.md)';

/** Whether an AST node is the identifier `name`. */
const named = (node, name) => node?.type === 'Identifier' && node.name === name;

/**
 * An ESLint visitor that hands `check` every module specifier a file names: import, export-from, dynamic import(),
 * require() and require.resolve(), with a literal argument. The layer fences of eslint.config.mjs use it too.
 * @param {(node: any, specifier: unknown) => void} check
 */
export function importsOf(check) {
  const requireLike = (callee) =>
    named(callee, 'require') ||
    (callee.type === 'MemberExpression' && named(callee.object, 'require') && named(callee.property, 'resolve'));
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    CallExpression: (node) => {
      if (requireLike(node.callee) && node.arguments[0]?.type === 'Literal') check(node, node.arguments[0].value);
    },
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const onlyInSeam = {
  meta: {type: 'problem', schema: [], messages: {internal: MESSAGE}},
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    return {
      ...importsOf((node, specifier) => {
        if (typeof specifier !== 'string') return;
        const what = internalContact(specifier, file);
        if (what) context.report({node, messageId: 'internal', data: {what}});
      }),
      MemberExpression(node) {
        if (named(node.object, 'window') && named(node.property, 'docusaurus'))
          context.report({node, messageId: 'internal', data: {what: 'window.docusaurus'}});
      },
      'Literal, Identifier'(node) {
        const value = node.type === 'Literal' ? node.value : node.name;
        if (value === 'DOCUSAURUS_GENERATED_FILES_DIR_NAME')
          context.report({node, messageId: 'internal', data: {what: 'the generated-files variable'}});
      },
    };
  },
};

/** The flat-config block: the rule on for every linted file, off inside the seam and its contract test. */
export const internalsFence = [
  {plugins: {internals: {rules: {'only-in-seam': onlyInSeam}}}, rules: {'internals/only-in-seam': 'error'}},
  {files: ['internals/**', 'tests/build/internals.test.ts'], rules: {'internals/only-in-seam': 'off'}},
];
