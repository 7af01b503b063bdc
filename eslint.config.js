// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The web app's layers (ADR 0028): imports flow from the shared layers through the features to the app. Every folder
 * under src/features is a feature, read from the disk, so a new one is covered the day it appears; a feature uses
 * another only through a shared layer, or the app composes them (route modules, the shell's slots). `testing/` is
 * the test harness: it renders the whole app, and only tests may use it. Exceptions: none.
 */
const WEB = 'apps/web/src';
const WEB_SHARED_LAYERS = ['components', 'config', 'content', 'lib', 'locales'];
const webFeatures = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature: share through ${WEB_SHARED_LAYERS.join(', ')} or compose in app/.`,
  })),
  {
    target: `./${WEB}/features`,
    from: `./${WEB}/app`,
    message: 'A feature may not import the app: the app composes the features.',
  },
  ...WEB_SHARED_LAYERS.map((layer) => ({
    target: `./${WEB}/${layer}`,
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: `${layer}/ is a shared layer: it may not import a feature or the app.`,
  })),
];
const webTestFiles = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/testing/**`];
/**
 * The import rules see an import only through the file it resolves to, so they resolve as TypeScript does: a `.ts` or
 * `.tsx` file without its extension, and a `.js` specifier to its `.ts` source. An import that still resolves to no
 * file is an error of its own (`import-x/no-unresolved`), so no import slips past the zones unseen (ADR 0028).
 */
const sourceResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.node'],
  extensionAlias: {
    '.js': ['.ts', '.tsx', '.js'],
    '.jsx': ['.tsx', '.jsx'],
    '.mjs': ['.mts', '.mjs'],
    '.cjs': ['.cts', '.cjs'],
  },
});
const importZones = (zones) => ({
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [sourceResolver] },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
    'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
  },
});
const webLayers = importZones;

/**
 * The BFF's layers (ADR 0029): app.ts composes the modules; a module (routes → service → repository and port) never
 * imports app.ts; nothing but app.ts imports a module's routes; adapters/ are clients of outside systems and lib/
 * shared helpers, and neither reaches into a module. Between modules, each imports only the modules listed for it
 * below: the map has no cycle (apps/bff/test/import-layers.test.ts checks it), and a module not listed, or a new
 * folder under src/modules, may import no other module until it is. Static and dynamic imports alike.
 */
const BFF = 'apps/bff/src';
const BFF_MODULE_IMPORTS = {
  auth: ['carrier'],
  carrier: [],
  catalog: ['auth'],
  cms: ['auth'],
  config: [],
  contact: ['auth', 'carrier'],
  dev: [],
  health: [],
  jobs: ['auth', 'contact', 'membership', 'points'],
  maintenance: ['cms'],
  'member-lists': ['auth', 'carrier', 'catalog'],
  membership: ['auth', 'carrier', 'cms', 'points'],
  metrics: ['cms'],
  operator: ['catalog', 'jobs', 'maintenance', 'membership', 'points'],
  pages: ['cms', 'metrics'],
  points: ['auth', 'carrier', 'contact'],
  users: ['auth', 'carrier', 'points'],
};
const bffModules = readdirSync(new URL(`./${BFF}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const BFF_ROUTES = `./${BFF}/modules/*/{routes,*-routes}.ts`;
const bffLayerZones = [
  ...bffModules.map((module) => {
    const allowed = BFF_MODULE_IMPORTS[module] ?? [];
    return {
      target: `./${BFF}/modules/${module}`,
      from: `./${BFF}/modules`,
      except: [`./${module}`, ...allowed.map((other) => `./${other}`)],
      message: `modules/${module} may import ${allowed.length ? `only the modules ${allowed.join(', ')}` : 'no other module'} (BFF_MODULE_IMPORTS in eslint.config.js, ADR 0029).`,
    };
  }),
  {
    target: `./${BFF}/modules`,
    from: [`./${BFF}/app.ts`, `./${BFF}/main.ts`],
    message: 'A module never imports app.ts: app.ts composes it.',
  },
  {
    target: [
      `./${BFF}/modules/**`,
      `./${BFF}/plugins/**`,
      `./${BFF}/cli/**`,
      `./${BFF}/config.ts`,
      `./${BFF}/adapters/**`,
      `./${BFF}/lib/**`,
    ],
    from: [BFF_ROUTES],
    message: 'Routes are the top of a module: only app.ts registers them, nothing imports them.',
  },
  {
    target: `./${BFF}/adapters`,
    from: [`./${BFF}/modules`, `./${BFF}/app.ts`],
    message:
      'adapters/ holds clients of outside systems: they declare the interface they offer and never import a module.',
  },
  {
    target: `./${BFF}/lib`,
    from: [`./${BFF}/modules`, `./${BFF}/adapters`, `./${BFF}/app.ts`],
    message: 'lib/ holds shared helpers: it never imports a module, an adapter or app.ts.',
  },
];

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
  // The web app's layers; production code may not use the test harness either.
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: webTestFiles,
    ...webLayers([
      ...webLayerZones,
      { target: `./${WEB}`, from: `./${WEB}/testing`, message: 'testing/ is the test harness: only tests may use it.' },
    ]),
  },
  { files: webTestFiles, ...webLayers(webLayerZones) },
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
  // The BFF's layers and its module map (ADR 0029).
  { files: [`${BFF}/**/*.ts`], ...importZones(bffLayerZones) },
);
