/**
 * npm start — builds what is not built, starts the development identity provider and the BFF
 * (which serves the SPA) with embedded defaults, and prints the URLs and the test accounts.
 * npm run dev — the same, plus the Vite dev server with hot reload on :5173.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { personas, PERSONA_PASSWORD } from '@portal/personas';
import { assertNode24, ROOT, run, startService, stopAll, waitForHttp, webBuildIsStale } from './lib.ts';

assertNode24();
const started = Date.now();
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const idpPort = Number(process.env.IDP_PORT ?? 3002);
const portalOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
const idpBase = process.env.IDP_BASE_URL ?? `http://localhost:${idpPort}`;

if (!dev && webBuildIsStale()) {
  console.log('Building the web app…');
  const code = await run('npm', ['run', 'build', '-w', '@portal/web', '--silent']);
  if (code !== 0) process.exit(code);
}

/** A development secret kept across restarts, so open tabs keep their CSRF tokens when the portal restarts. */
function developmentSessionSecret(): string {
  const file = join(ROOT, '.data/dev-session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const shared = { PORTAL_ORIGIN: portalOrigin };
startService('identity provider', ['apps/idp/src/main.ts'], {
  ...shared,
  IDP_PORT: String(idpPort),
  IDP_BASE_URL: idpBase,
});
startService('BFF', ['apps/bff/src/main.ts'], {
  ...shared,
  PORT: String(port),
  PUBLIC_ORIGIN: portalOrigin,
  SESSION_SECRET: process.env.SESSION_SECRET ?? developmentSessionSecret(),
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
  Identity provider ${idpBase}/sso  and  ${idpBase}/carrier

Test members (password for all: ${PERSONA_PASSWORD}):
${rows}

Press Ctrl+C to stop.`);
