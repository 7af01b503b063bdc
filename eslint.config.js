// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Rules are errors or off, never warnings (docs/STYLE: Ghost).
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'packages/db/drizzle/**',
      'apps/cms/.next/**',
      'apps/cms/public/monaco/**',
      'apps/cms/next-env.d.ts',
      'apps/cms/src/migrations/**',
      'apps/cms/src/migrations-postgres/**',
      'apps/cms/src/payload-types.ts',
      'apps/cms/src/app/(payload)/admin/importMap.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Dependencies flow one way: the web app never reaches into the server side.
      'no-restricted-imports': ['error', { patterns: ['@portal/db', '@portal/db/*', '@portal/bff', '@portal/idp'] }],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@portal/db', '@portal/bff', '@portal/web', '@portal/idp', 'react'] },
      ],
    },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@portal/bff', '@portal/web', '@portal/idp'] }] },
  },
);
