import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'data', 'server/db/generated', 'web/src/gql', 'test-results', 'playwright-report', 'prisma/derived'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  // Code both the server and the web app run lives in common/, which imports neither; neither imports the other.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/server'], message: 'The web app does not import server code: move what both run to common/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**', '**/web'], message: 'The server does not import web code: move what both run to common/.' }] },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**', '**/web/**', '**/server', '**/web'], message: 'common/ imports neither server/ nor web/.' }],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['server/cli/**/*.ts', 'tests/bench/**/*.ts', 'tests/support/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Every text the interface shows comes from a catalogue (web/src/i18n): words written in JSX, or in the attributes
  // people read or hear, fail here.
  {
    files: ['web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'title',
              'placeholder',
              'alt',
              'label',
              'helperText',
              'description',
              'text',
            ],
          },
          'should-validate-template': true,
          message: 'Texts shown to people come from the catalogue (web/src/i18n): t(key)',
        },
      ],
    },
  },
  {
    files: ['web/public/sw-push.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
