/**
 * npm start — builds what is not built, starts the development identity provider, the CMS (Payload, SQLite in
 * .data/, seeded on first run) and then the BFF (which serves the SPA) with embedded defaults, and prints the
 * URLs and the test accounts.
 * npm run dev — the same, plus the Vite dev server with hot reload on :5173.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { personas, PERSONA_PASSWORD } from '@portal/personas';
import {
  assertNode24,
  cmsBuildIsStale,
  developmentSecret,
  newestMtime,
  ROOT,
  run,
  startService,
  stopAll,
  waitForHttp,
  webBuildIsStale,
} from './lib.ts';

assertNode24();
/** The seeded CMS editor (apps/cms/src/seed/base-data.ts). */
const EDITOR_ACCOUNT = 'editor@example.jp / editor-password';
const started = Date.now();
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const idpPort = Number(process.env.IDP_PORT ?? 3002);
const portalOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
const idpBase = process.env.IDP_BASE_URL ?? `http://localhost:${idpPort}`;
const cmsPort = Number(process.env.CMS_PORT ?? 3001);
const cmsUrl = process.env.CMS_URL ?? `http://127.0.0.1:${cmsPort}`;
const cmsPublicUrl = process.env.CMS_PUBLIC_URL ?? `http://localhost:${cmsPort}`;
const cmsDatabaseUri = process.env.CMS_DATABASE_URI ?? `file:${join(ROOT, '.data/cms.db')}`;

if (!dev && webBuildIsStale()) {
  console.log('Building the web app…');
  const code = await run('npm', ['run', 'build', '-w', '@portal/web', '--silent']);
  if (code !== 0) process.exit(code);
}

if (cmsBuildIsStale()) {
  console.log('Building the CMS…');
  const code = await run('npm', ['run', 'build', '-w', '@portal/cms', '--silent'], { NEXT_TELEMETRY_DISABLED: '1' });
  if (code !== 0) process.exit(code);
}

const cmsEnv = {
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? developmentSecret('dev-cms-secret'),
  PREVIEW_TOKEN_SECRET: process.env.PREVIEW_TOKEN_SECRET ?? developmentSecret('dev-preview-secret'),
  CMS_API_KEY: process.env.CMS_API_KEY ?? developmentSecret('dev-cms-api-key'),
  CMS_DATABASE_URI: cmsDatabaseUri,
  NEXT_TELEMETRY_DISABLED: '1',
};

/**
 * Migrates and seeds the CMS database (idempotent) when it is new or the seed changed since the last run,
 * in plain Node before the CMS server opens the SQLite file.
 */
async function seedCmsWhenNeeded(): Promise<void> {
  const stamp = join(ROOT, '.data', `cms-seeded-${cmsPort}`);
  const file = cmsDatabaseUri.startsWith('file:') ? cmsDatabaseUri.slice('file:'.length) : null;
  const fresh = file !== null && !existsSync(file);
  const seedChanged = !existsSync(stamp) || newestMtime(join(ROOT, 'apps/cms/src/seed')) > statSync(stamp).mtimeMs;
  if (!fresh && !seedChanged && process.env.CMS_SEED !== '1') return;
  console.log('Preparing the CMS database…');
  const code = await run(process.execPath, ['apps/cms/src/seed/run.ts'], cmsEnv);
  if (code !== 0) {
    console.error('The CMS seed failed.');
    process.exit(code);
  }
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  writeFileSync(stamp, new Date().toISOString());
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

await seedCmsWhenNeeded();

const shared = { PORTAL_ORIGIN: portalOrigin };
startService('identity provider', ['apps/idp/src/main.ts'], {
  ...shared,
  IDP_PORT: String(idpPort),
  IDP_BASE_URL: idpBase,
});
// The CMS's own server (apps/cms/server.ts): Next's handler with the slow-client limits and TRUST_PROXY.
startService('CMS', ['apps/cms/server.ts'], { ...shared, ...cmsEnv, CMS_PORT: String(cmsPort) });
try {
  // The BFF starts once the CMS answers, so its first content requests do not fail.
  await waitForHttp(`http://127.0.0.1:${cmsPort}/api/users/me`, 60_000);
} catch (error) {
  console.error(String(error));
  stopAll(1);
}

startService('BFF', ['apps/bff/src/main.ts'], {
  ...shared,
  PORT: String(port),
  PUBLIC_ORIGIN: portalOrigin,
  SESSION_SECRET: process.env.SESSION_SECRET ?? developmentSecret('dev-session-secret'),
  OPERATOR_API_TOKEN: process.env.OPERATOR_API_TOKEN ?? developmentSecret('dev-operator-token'),
  CMS_URL: cmsUrl,
  CMS_PUBLIC_URL: cmsPublicUrl,
  CMS_API_KEY: cmsEnv.CMS_API_KEY,
  PREVIEW_TOKEN_SECRET: cmsEnv.PREVIEW_TOKEN_SECRET,
  SSO_ISSUER: process.env.SSO_ISSUER ?? `${idpBase}/sso`,
  CARRIER_ISSUER: process.env.CARRIER_ISSUER ?? `${idpBase}/carrier`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
if (dev) startService('Vite', ['node_modules/vite/bin/vite.js', '--config', 'apps/web/vite.config.ts', 'apps/web'], {});

try {
  await Promise.all([waitForHttp(`${idpBase}/healthz`), waitForHttp(`http://127.0.0.1:${port}/readyz`)]);
} catch (error) {
  console.error(String(error));
  stopAll(1);
}

const rows = personas.map((p) => `  ${p.loginId.padEnd(12)} ${p.label} — ${p.description}`).join('\n');
console.log(`
ライフエール — the member-benefits portal is up (${((Date.now() - started) / 1000).toFixed(1)} s)

  Portal            ${portalOrigin}${dev ? '\n  Vite dev server   http://localhost:5173' : ''}
  API docs          ${portalOrigin}/swagger/dist/
  Identity provider ${idpBase}/sso  and  ${idpBase}/carrier${process.env.SMTP_HOST ? '' : `\n  Sent mails (dev)  ${portalOrigin}/dev/mails`}
  CMS (editors)     ${cmsPublicUrl}/admin  — ${EDITOR_ACCOUNT}

Test members (password for all: ${PERSONA_PASSWORD}):
${rows}

Press Ctrl+C to stop.`);
