import { createIdp } from './index.ts';

/** `npm start -w @portal/idp`: the development IdP configured from the environment. */
const { env } = process;
const port = Number(env.IDP_PORT ?? 3002);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`IDP_PORT must be a port number, got ${env.IDP_PORT}`);

const idp = await createIdp({
  baseUrl: env.IDP_BASE_URL || `http://localhost:${port}`,
  portalOrigin: env.PORTAL_ORIGIN || undefined,
  sso: { clientId: env.SSO_CLIENT_ID || undefined, clientSecret: env.SSO_CLIENT_SECRET || undefined },
  carrier: { clientId: env.CARRIER_CLIENT_ID || undefined, clientSecret: env.CARRIER_CLIENT_SECRET || undefined },
  dataDir: env.IDP_DATA_DIR || undefined,
});

const { issuers } = await idp.listen(port, env.IDP_HOST || undefined);
console.log(`idp: SSO issuer ${issuers.sso} · carrier issuer ${issuers.carrier}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void idp.close().finally(() => process.exit(0));
  });
}
