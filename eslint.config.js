// One flat config for the monorepo. The blocks under "dependency directions" enforce
// docs/architecture.md: host → features → ui, features and api → contract, and nothing points back.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
);
