import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium, machineProbes } from '../scripts/chromium.ts';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const idpPort = Number(process.env.E2E_IDP_PORT ?? 3102);
const cmsPort = Number(process.env.E2E_CMS_PORT ?? 3101);
/** Per port, so two runs on different ports (E2E_PORT) never delete each other's database or build copy. */
const data = resolve(root, '.data/e2e', String(port));
/** Point the suite at a portal that is already running (e.g. `npm start`) instead of starting one. */
const externalBaseUrl = process.env.E2E_BASE_URL;

/**
 * The browser: `npm test` has chosen it (or installed one) and passes it as CHROMIUM_PATH. Run alone, the
 * configuration finds one itself — Playwright's own, else the system's — and never installs (scripts/chromium.ts).
 * The decision goes into CHROMIUM_PATH, so the workers take it as it is.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const choice = findChromium(process.env, machineProbes());
  if ('error' in choice) throw new Error(choice.error);
  process.env.CHROMIUM_PATH = choice.path;
  return choice.path;
}

/**
 * End-to-end tests in Chromium (Debian's /usr/bin/chromium here: `npx playwright install` cannot reach its server)
 * against the portal started by `npm start`'s script on its own ports, with a fresh database each run.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // A test.only left in a file would make the whole run test only the focused tests, and report them green.
  // Not only with CI (.ci/run): `npm test` by hand before a commit is a gate too. E2E_ALLOW_ONLY=1 to focus locally.
  forbidOnly: !process.env.E2E_ALLOW_ONLY,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${port}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /(outage|catalog-withdrawn)\.spec\.ts$/ },
    // Withdraws privileges by a full import of the catalogue, which holds the embedded database for seconds: alone,
    // after the others.
    { name: 'catalogue-withdrawal', testMatch: /catalog-withdrawn\.spec\.ts$/, dependencies: ['chromium'] },
    // Freezes the suite's CMS, so it runs alone after everything else.
    { name: 'outage', testMatch: /outage\.spec\.ts$/, dependencies: ['catalogue-withdrawal'] },
  ],
  outputDir: resolve(root, '.data/e2e-results', String(port)),
  webServer: externalBaseUrl
    ? undefined
    : {
        // The portal serves its own copy of the build, so a rebuild of apps/web/dist during the run (other
        // engineers, `npm run dev`) cannot swap the hashed assets under the running suite.
        // The server renderer (dist-server, ADR 0020) sits beside the SPA, where the BFF looks for it.
        command: `rm -rf "${data}" && mkdir -p "${data}" && cp -r apps/web/dist "${data}/web" && cp -r apps/web/dist-server "${data}/dist-server" && node scripts/start.ts`,
        cwd: root,
        url: `http://127.0.0.1:${port}/readyz`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          IDP_PORT: String(idpPort),
          PGLITE_DIR: resolve(data, 'portal'),
          IDP_DATA_DIR: resolve(data, 'idp'),
          WEB_DIST_DIR: resolve(data, 'web'),
          // The CMS gets a fresh SQLite database and media folder; start.ts migrates and seeds it.
          CMS_PORT: String(cmsPort),
          CMS_DATABASE_URI: `file:${resolve(data, 'cms.db')}`,
          CMS_MEDIA_DIR: resolve(data, 'cms-media'),
          LOG_LEVEL: 'warn',
          // Short cache windows: editors' changes show within seconds, and the outage test need not wait long.
          CMS_CACHE_FRESH_SECONDS: '5',
          // A run signs in some 40 times from one address; production keeps the default of 30 a minute.
          LOGIN_RATE_LIMIT_PER_MINUTE: '600',
          // A retried test sends its inquiry to the same address again and reads its acknowledgement.
          CONTACT_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_HOUR: '20',
          // The customer centre is a setting: the BFF serves it and the CMS seed writes it (errors.spec.ts).
          CUSTOMER_CENTRE_PHONE: '0120-111-222',
          CUSTOMER_CENTRE_HOURS: '09:30-18:30',
        },
      },
});
