// One flat config for the monorepo. The blocks under "dependency directions" enforce
// docs/architecture.md: host → features → ui, features and api → contract, and nothing points back.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

const pkg = (name) => `@channel-countdown/${name}`;
const packagePatterns = (...names) =>
  names.map((name) => ({
    group: [pkg(name), `${pkg(name)}/*`, `**/packages/${name}/**`],
    message: `This package may not depend on ${pkg(name)} (see docs/architecture.md, "Packages").`,
  }));
const restrictImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const forbid = (...names) => restrictImports(packagePatterns(...names));

// Feature boundaries: each folder of packages/features/src (a domain, or shared/) is entered through its
// index.ts only, its public API; a domain's screens are in its screen.ts, which only the package exports
// name (the host loads it lazily). A relative import that leaves the importing file's domain and names a
// file inside another folder is a deep import. Whether it leaves depends on how deep the file sits, so there
// is one block per depth: at depth d (0 = src/*.ts, 1 = src/<domain>/*.ts, ...) it leaves with d × '../'.
const FEATURES_SRC = 'packages/features/src';
const deepImport = (depth, allowed = '') => ({
  regex: `^${depth === 0 ? '\\./' : `(\\.\\./){${depth}}`}${allowed}[^/]+/`,
  message:
    "Import another domain through its public entry ('../<domain>', its index.ts), not a file inside it " +
    '(see docs/architecture.md, "Inside features").',
});
// Tests keep the same boundaries: they reach another domain through its entry, as its users do. The one deep
// import they may make is the mocks' fixtures, test data rather than a domain's internals.
const featureBoundaries = [0, 1, 2, 3].flatMap((depth) => {
  const files = `${FEATURES_SRC}/${'*/'.repeat(depth)}*`;
  const packages = packagePatterns('host', 'api');
  return [
    {
      files: [`${files}.{ts,tsx}`],
      ignores: [`${files}.test.{ts,tsx}`],
      rules: restrictImports([...packages, deepImport(depth)]),
    },
    {
      files: [`${files}.test.{ts,tsx}`],
      rules: restrictImports([...packages, deepImport(depth, '(?!mocks/fixtures/)')]),
    },
  ];
});

// Every text a person reads in the features goes through Lingui (t``, <Trans>, msg``), so each language's
// catalog has it: a literal left in a component fails the lint. Strings that are no text to read are let
// through: those typed as a union of literals (variants, HTTP methods, keys), code-like attributes and names
// (class names, test ids, ids, URLs, CSS, roles, autocomplete tokens), styled-components' CSS, the product
// names, and what is only thrown or logged for developers. Tests, stories and mocks stay in English.
const FEATURES_TRANSLATED = [
  'admin',
  'analytics',
  'api',
  'auth',
  'blogs',
  'channel-page',
  'channels',
  'compare',
  'dashboard',
  'errors',
  'google-sign-in',
  'i18n',
  'navigation',
  'notes',
  'notifications',
  'session',
  'settings',
  'shared',
  'timers',
];
const unlocalizedStrings = {
  files: FEATURES_TRANSLATED.map((domain) => `${FEATURES_SRC}/${domain}/**/*.{ts,tsx}`),
  ignores: [
    `${FEATURES_SRC}/**/*.test.{ts,tsx}`,
    `${FEATURES_SRC}/**/*.stories.{ts,tsx}`,
    `${FEATURES_SRC}/mocks/**`,
  ],
  plugins: { lingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        useTsTypes: true,
        ignore: [
          // Module directives ('use client': a React Server Component's boundary).
          '^use client$',
          // Product and brand names, never translated.
          '^(Channel Countdown|YouTube|Google)$',
          // A word without spaces that starts lower case or holds a sign of code: a key, a token, a path, a
          // selector, a MIME type, an event name ('cycle-completed', 'application/json', 'data-read').
          '^[a-z0-9_$@.:/#?=&%*+\\-]+$',
          '^[a-z]+(?:[A-Z][a-z0-9]*)+$',
          '^[^\\s]*[/\\[\\]=#:_@()<>{}][^\\s]*$',
          // Language tags ('en-US').
          '^[a-z]{2,3}-[A-Z]{2}$',
          // Upper-case constants and units ('DELETE', 'GET', 'UTC').
          '^[A-Z0-9_]+$',
          // URLs, media queries and CSS values.
          '^\\((min|max)-(width|height)',
          '^(https?:|mailto:|data:|blob:|/)',
          '^(var|calc|rgba?|hsla?|url|min|max|clamp|repeat|minmax)\\(',
        ],
        ignoreNames: [
          {
            regex: {
              pattern:
                '^(className|class|id|key|name|type|role|href|to|src|rel|target|style|slot|variant|tone|size|placement|method|autoComplete|inputMode|dir|lang|form|htmlFor|mode)$',
            },
          },
          { regex: { pattern: '^(data|aria)-(?!label$)' } },
          // styled-components' CSS kept in a variable or a property.
          { regex: { pattern: '(Styles|Css|css)$' } },
          {
            regex: {
              pattern:
                '^(queryKey|mutationKey|path|url|pattern|event|selector|format|locale|timeZone|unit|style|currency|numeric|month|day|year|hour|minute|second|weekday|timeZoneName|accept)$',
            },
          },
        ],
        ignoreFunctions: [
          'styled.*',
          'styled',
          'css',
          'keyframes',
          'createGlobalStyle',
          'console.*',
          'Error',
          'TypeError',
          'RangeError',
          'new Error',
          'document.querySelector',
          'document.querySelectorAll',
          '*.querySelector',
          '*.querySelectorAll',
          '*.getAttribute',
          '*.setAttribute',
          '*.hasAttribute',
          '*.removeAttribute',
          '*.addEventListener',
          '*.removeEventListener',
          '*.dispatchEvent',
          '*.matchMedia',
          'matchMedia',
          'fetch',
          'import',
          'require',
          'URL',
          'URLSearchParams',
          '*.get',
          '*.has',
          '*.set',
          '*.delete',
          '*.append',
          '*.call',
          '*.field',
          '*.closest',
          '*.matches',
          'encodeURIComponent',
          'format',
          'pageHref',
          'isPage',
          'useSearchParams',
          'new Intl.*',
          'Intl.*',
          'describe',
          'it',
        ],
      },
    ],
  },
};

// Layers of the api package (docs/architecture.md, "Inside api"). app.ts mounts the routers and is their only
// importer; a router (routes/) authenticates, validates, calls the domain and presents, and reaches neither the
// database (db/) nor another resource's router; the domain (domain/) knows no HTTP (http/, Koa), no router and
// no job; the jobs call the domain and know no HTTP; the services below the domain (db, cache, sessions,
// notify, youtube, identity, observability, and the root modules config, clock, logger, errors, redis, duration) import none
// of the layers above them. The patterns read relative specifiers, from any depth.
const API_SRC = 'packages/api/src';
const apiRule = (regex, message) => ({
  regex,
  message: `${message} (see docs/architecture.md, "Inside api").`,
});
const API = {
  routers: apiRule('(^|/)routes/', 'Routers are mounted by app.ts alone'),
  siblingRouter: apiRule(
    '^\\.\\./[^./]',
    "A router imports no other resource's router: what two share lives in http/ or the domain",
  ),
  db: apiRule(
    '(^|/)db/',
    'A router goes through the domain (domain/<resource>/), never to the database itself',
  ),
  http: apiRule(
    '(^|/)http/',
    'The domain and the services below it know no HTTP: throw a domain error (errors.ts)',
  ),
  jobs: apiRule('(^|/)jobs/', 'The jobs call the domain and the services, never the other way'),
  domain: apiRule('(^|/)domain/', 'The services below the domain do not call it'),
  app: apiRule('^(\\.{1,2}/)+(app|server|worker|cli)\\.js$', 'Only the entry points take the app'),
  deps: apiRule('^(\\.{1,2}/)+deps\\.js$', "The routers' deps type is for the routers and the app"),
  koa: {
    group: ['koa', 'koa-*', '@koa/*'],
    message:
      'The domain and the services below it know no HTTP: throw a domain error (errors.ts) (see docs/architecture.md, "Inside api").',
  },
};
const apiZone = (files, ...rules) => ({
  files: files.map((file) => `${API_SRC}/${file}`),
  rules: restrictImports([...packagePatterns('ui', 'features', 'host'), ...rules]),
});
const apiZones = [
  { ...apiZone(['**/*.ts'], API.routers), ignores: [`${API_SRC}/app.ts`] },
  apiZone(['routes/**/*.ts'], API.routers, API.siblingRouter, API.db, API.app),
  apiZone(['http/**/*.ts'], API.routers, API.app, API.deps),
  apiZone(['jobs/**/*.ts'], API.routers, API.http, API.koa, API.app, API.deps),
  apiZone(['domain/**/*.ts'], API.routers, API.http, API.koa, API.jobs, API.app, API.deps),
  {
    ...apiZone(
      [
        '{db,cache,sessions,notify,youtube,identity,observability}/**/*.ts',
        '{config,clock,logger,errors,redis,duration}.ts',
      ],
      API.routers,
      API.http,
      API.koa,
      API.jobs,
      API.domain,
      API.app,
      API.deps,
    ),
    // A service's test may run it through the domain's use of it (youtube/feed.test.ts: feeds and unseenEntries).
    ignores: [`${API_SRC}/**/*.test.ts`],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.next/**',
      '**/next-env.d.ts',
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
    // Hooks live in .ts files too (useNow, useMenuButton, the data hooks): the rules of hooks hold there as well.
    files: ['**/*.tsx', 'packages/{ui,features,host}/**/*.ts', 'stories/**/*.ts', '.storybook/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Type-aware: a promise nobody awaits or catches loses its rejection (an unhandled error instead of the
    // message the user should see), and a promise-returning function passed where void is expected (an
    // event handler, a callback) is never awaited. `void promise` marks a deliberate fire-and-forget.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Knex query builders are thenables, so every `.where((q) => q.orWhere(…))` and `.modify(join)` callback
    // "returns a promise" where void is expected: the argument check is off in the server, the rest stays on.
    files: ['packages/api/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
  // dependency directions
  { files: ['packages/contract/**'], rules: forbid('ui', 'features', 'host', 'api') },
  { files: ['packages/ui/**'], rules: forbid('contract', 'features', 'host', 'api') },
  { files: ['packages/features/**'], rules: forbid('host', 'api') },
  ...featureBoundaries,
  unlocalizedStrings,
  { files: ['packages/host/**'], rules: forbid('api') },
  { files: ['packages/api/**'], rules: forbid('ui', 'features', 'host') },
  ...apiZones,
);
