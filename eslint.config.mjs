// ESLint for the site's code, run by `npm test`: the recommended JavaScript and TypeScript rules, React and
// its hooks, jsx-a11y for what a visitor with a screen reader or keyboard relies on, and Docusaurus' own rules
// (every visitor string translated, links through @docusaurus/Link).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';
import {importsOf, internalsFence} from './internals/lint.mjs';

/**
 * The project layout's fences: a file may not name a module whose specifier matches `pattern`, by any kind of import
 * (no-restricted-imports sees neither import() nor require(), which the CommonJS plugins use).
 * @type {import('eslint').Rule.RuleModule}
 */
const noReach = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {pattern: {type: 'string'}, message: {type: 'string'}},
        required: ['pattern', 'message'],
        additionalProperties: false,
      },
    ],
    messages: {reach: '{{specifier}}: {{message}}'},
  },
  create(context) {
    const {pattern, message} = context.options[0];
    const reach = new RegExp(pattern);
    return importsOf((node, specifier) => {
      if (typeof specifier === 'string' && reach.test(specifier))
        context.report({node, messageId: 'reach', data: {specifier, message}});
    });
  },
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.generated/',
      'api-docs/',
      'i18n/',
      'node_modules/',
      'deploy/nginx/rendered/',
      'packages/*/dist/',
      'packages/*/data/',
      'test-results/',
      'playwright-report/',
    ],
  },
  // The layer fences' rule, configured per folder below.
  {plugins: {layers: {rules: {'no-reach': noReach}}}},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus},
    languageOptions: {globals: {...globals.browser}, parserOptions: {ecmaFeatures: {jsx: true}}},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      // The two classic hook rules; v7's React Compiler rules (set-state-in-effect…) judge code written for the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
      // Symbols, key names and proper nouns read the same in both languages.
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          ignoredStrings: [
            '·',
            '—',
            '-',
            '−',
            '+',
            '×',
            '/',
            '|',
            '↑',
            '↓',
            '→',
            '←',
            '⌘',
            'K',
            'Ctrl',
            'Enter',
            'Esc',
            'v',
            '-release',
            '▾',
            'Etcd',
            'GitHub',
            'Issues',
            'npm',
            'run',
            'build',
            'serve',
          ],
        },
      ],
      'react/prop-types': 'off',
    },
  },
  {
    // Functions these scripts hand to page.evaluate run in the browser.
    files: ['scripts/**/*.mjs', 'deploy/**/*.mjs'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    files: ['tests/**/*.ts', '*.config.ts', 'playwright.config.ts'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    // shared/ is imported by the site (config, plugins) and by the tools: it must not reach back into either.
    files: ['shared/**'],
    rules: {
      'layers/no-reach': [
        'error',
        {
          pattern: '(^|/)(src|scripts|plugins|internals|deploy|tests)/|^@site/',
          message: 'shared/ imports only settings.mjs and shared/ (maintainers/architecture.md, project layout).',
        },
      ],
    },
  },
  {
    // The site (config, plugins, browser code, the seam) builds on settings.mjs and shared/, never on the tools.
    files: ['src/**', 'plugins/**', 'internals/**', 'docusaurus.config.ts', 'sidebars*.ts'],
    rules: {
      'layers/no-reach': [
        'error',
        {
          pattern: '(^|/)(scripts|deploy|tests)/',
          message:
            'the site imports settings.mjs and shared/, not scripts/, deploy/ or tests/ (maintainers/architecture.md).',
        },
      ],
    },
  },
  // Framework internals only in internals/ (internals/lint.mjs).
  ...internalsFence,
);
