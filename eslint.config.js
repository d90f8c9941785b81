import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One folder per feature; a feature may not import another (docs/decisions/0082-lint-holds-the-shape.md).
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_MESSAGE =
  'A feature may not import another feature: move what both need down a layer (components, lib, api, session), or compose them in app/.';
// `@/features/X…` and relative paths that climb into a sibling (`../X/…`, `../../features/X/…`);
// \x2F is `/`, which a selector's regular expression may not contain.
// The local API's direction (docs/architecture.md#the-local-apis-direction): a folder may import
// only the layers below its own; folders of one layer do not import each other. Top first.
const SERVER_LAYERS = [
  { folders: ['backup', 'seed'], role: 'is a program or the first start' },
  {
    folders: ['routes'],
    role: 'is HTTP: parse the request, call a service or a repository, shape the answer',
  },
  { folders: ['http'], role: 'is the Fastify plumbing the routes use' },
  { folders: ['openapi'], role: 'describes the routes for the API reference' },
  {
    folders: ['services'],
    role: 'holds the use cases per domain (rules applied, transactions, notices); code that parses a request or shapes an answer belongs in server/routes',
  },
  {
    folders: ['repo'],
    role: 'holds queries only: a rule, a notice or a refusal belongs in server/services, a pure rule in server/rules',
  },
  {
    folders: ['auth', 'mail', 'uploads', 'live'],
    role: 'is a platform piece (hashing and tokens, e-mail, files, live events) with its own tables, store or channel: what uses it belongs in server/services',
  },
  { folders: ['db'], role: 'is the database: connection, schema, migrations' },
  {
    folders: ['rules'],
    role: 'is pure (no database, no I/O, no HTTP): code that reads or writes belongs in server/repo or server/services',
  },
  {
    folders: ['config', 'lib'],
    role: 'is the ground floor: settings parsed from the environment, framework-free helpers',
  },
];
// the composition: they build the app from every layer, and nothing imports them
const SERVER_ROOT_FILES = ['app.ts', 'server.ts', 'reference.ts'];
const serverZones = SERVER_LAYERS.flatMap((layer, rank) => {
  const above = SERVER_LAYERS.slice(0, rank + 1).flatMap((l) => l.folders);
  const below = SERVER_LAYERS.slice(rank + 1).flatMap((l) => l.folders);
  const may =
    below.length > 0
      ? `it may import ${below.map((f) => `server/${f}`).join(', ')}`
      : 'it may import nothing of server/';
  return layer.folders.map((folder) => ({
    target: `./server/${folder}`,
    from: [
      ...above.filter((f) => f !== folder).map((f) => `./server/${f}`),
      ...SERVER_ROOT_FILES.map((f) => `./server/${f}`),
    ],
    message: `server/${folder} ${layer.role}; ${may} and the contract (src/api).`,
  }));
});
const siblingSource = (feature) =>
  String.raw`^(@\x2Ffeatures\x2F|(\.\.\x2F)+(features\x2F)?)(` +
  FEATURES.filter((other) => other !== feature).join('|') +
  String.raw`)(\x2F|$)`;

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'coverage', 'playwright-report', 'test-results', '.data', 'docs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  // Imports flow one way: components/ui, lib → api → session → features → app (docs/architecture.md).
  {
    files: ['src/components/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/*', '@/session/*', '@/features/*', '@/app/*'],
              message: 'Lower layers may not import higher ones.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/session/*', '@/features/*', '@/app/*'],
              message: 'api/ may not import higher layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/session/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'session/ may not import higher layers.' },
          ],
        },
      ],
    },
  },
  // The server's direction, and no import circles anywhere (docs/decisions/0082-lint-holds-the-shape.md).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverZones,
            {
              target: './server',
              from: './src',
              except: ['./api'],
              message: 'The local API imports only the contract (src/api) from the SPA.',
            },
            {
              target: './server/routes',
              from: './server/db/database.ts',
              message:
                'A route never touches the database: a query belongs in server/repo, a transaction or a database error in server/services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message:
            'A route never holds a query: it belongs in server/repo, or a transaction in server/services.',
        },
      ],
    },
  },
  // the server's test files share their modules from one file to the next (tests/server/support/legs.ts):
  // one that replaced a module would replace it for the files after it
  {
    files: ['tests/server/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock)$/]',
          message:
            'A server test never replaces a module: the files of a leg share theirs. Give the app what differs through its settings (makeApp(env)).',
        },
      ],
    },
  },
  // one block per feature: app/ and every other feature are out of bounds, lazily imported too
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'Features may not import app/.' },
            { regex: siblingSource(feature), caseSensitive: true, message: FEATURE_MESSAGE },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${siblingSource(feature)}/]`, message: FEATURE_MESSAGE },
        {
          selector: 'ImportExpression[source.value=/^@\\x2Fapp\\x2F/]',
          message: 'Features may not import app/.',
        },
      ],
    },
  })),
);
