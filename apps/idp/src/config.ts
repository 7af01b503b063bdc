import { httpLimitsFromEnv } from '@portal/contracts/slow-clients';
import { DEFAULT_IDP_HOST } from './index.ts';
import type { IdpOptions } from './index.ts';

export interface IdpStartConfig {
  port: number;
  /** The interface to bind: loopback unless `IDP_HOST` names another one. */
  host: string;
  options: IdpOptions;
}

/** The configuration of `npm start -w @portal/idp` from its environment (README: Run). */
export function idpConfigFromEnv(env: NodeJS.ProcessEnv): IdpStartConfig {
  const port = Number(env.IDP_PORT ?? 3002);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`IDP_PORT must be a port number, got ${env.IDP_PORT}`);
  const http = httpLimitsFromEnv(env);
  if (!http.ok) throw new Error(http.problems.join('; '));
  return {
    port,
    host: env.IDP_HOST || DEFAULT_IDP_HOST,
    options: {
      baseUrl: env.IDP_BASE_URL || `http://localhost:${port}`,
      portalOrigin: env.PORTAL_ORIGIN || undefined,
      sso: { clientId: env.SSO_CLIENT_ID || undefined, clientSecret: env.SSO_CLIENT_SECRET || undefined },
      carrier: { clientId: env.CARRIER_CLIENT_ID || undefined, clientSecret: env.CARRIER_CLIENT_SECRET || undefined },
      dataDir: env.IDP_DATA_DIR || undefined,
      httpLimits: http.limits,
    },
  };
}
