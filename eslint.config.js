import { readdirSync } from 'node:fs';
import js from '@eslint/js';
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
  // Imports flow one way: components/ui, lib → api → session → features → app (STYLE.md).
  {
    files: ['src/components/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/api/*', '@/session/*', '@/features/*', '@/app/*'], message: 'Lower layers may not import higher ones.' }] },
      ],
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/session/*', '@/features/*', '@/app/*'], message: 'api/ may not import higher layers.' }] },
      ],
    },
  },
  {
    files: ['src/session/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'session/ may not import higher layers.' }] },
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
