// One flat config for the monorepo. The blocks under "dependency directions" enforce
// docs/architecture.md: host → features → ui, features and api → contract, and nothing points back.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const pkg = (name) => `@channel-countdown/${name}`;
const forbid = (...names) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((name) => ({
        group: [pkg(name), `${pkg(name)}/*`, `**/packages/${name}/**`],
        message: `This package may not depend on ${pkg(name)} (see docs/architecture.md, "Packages").`,
      })),
    },
  ],
});

// No import cycles inside a package (each package resolves its imports with its own tsconfig).
const noCycles = (name) => ({
  files: [`packages/${name}/src/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: `packages/${name}/tsconfig.json` })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'public/mockServiceWorker.js',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // dependency directions
  { files: ['packages/contract/**'], rules: forbid('ui', 'features', 'host', 'api') },
  { files: ['packages/ui/**'], rules: forbid('contract', 'features', 'host', 'api') },
  { files: ['packages/features/**'], rules: forbid('host', 'api') },
  { files: ['packages/host/**'], rules: forbid('api') },
  { files: ['packages/api/**'], rules: forbid('ui', 'features', 'host') },
  ...['contract', 'ui', 'features', 'host', 'api'].map(noCycles),
);
