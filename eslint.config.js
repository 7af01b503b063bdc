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
  // The BFF's layers: app.ts composes the modules; a module (routes → service → repository and port) never imports
  // app.ts; adapters/ are clients of outside systems and lib/ shared helpers, and neither reaches into a module.
  {
    files: ['apps/bff/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)(app|main)\\.ts$', message: 'A module never imports app.ts: app.ts composes it.' }],
        },
      ],
    },
  },
  {
    files: ['apps/bff/src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules/|app\\.ts$)',
              message:
                'adapters/ holds clients of outside systems: they declare the interface they offer and never import a module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/bff/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules/|adapters/|app\\.ts$)',
              message: 'lib/ holds shared helpers: it never imports a module, an adapter or app.ts.',
            },
          ],
        },
      ],
    },
  },
);
