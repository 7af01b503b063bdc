import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { PERMISSIONS_POLICY } from '@portal/contracts/permissions-policy';
import {
  CLIENT_REFUSALS,
  HTTP_LIMITS,
  clientErrorListener,
  closeWhenAnsweredEarly,
  httpServerTimeouts,
  rawJsonAnswer,
  type ClientRefusalStatus,
  type HttpLimits,
} from '@portal/contracts/slow-clients';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createIssuer } from './issuer.ts';
import type { IssuerName, PortalClient } from './issuer.ts';
import { DEFAULT_DATA_DIR, loadCookieKeys, loadSigningKeys } from './keys.ts';
import { createLoginThrottle } from './login-throttle.ts';
import type { LoginLimits } from './login-throttle.ts';
import { indexPage } from './pages.ts';
import type { ServiceInfo } from './pages.ts';
import { DEFAULT_SECOND_FACTOR_LIMITS } from './second-factor.ts';
import type { SecondFactorLimits } from './second-factor.ts';

export { DEFAULT_DATA_DIR } from './keys.ts';
export type { IssuerName } from './issuer.ts';
export { DEFAULT_LOGIN_LIMITS } from './login-throttle.ts';
export type { LoginLimits } from './login-throttle.ts';
export { DEFAULT_SECOND_FACTOR_LIMITS } from './second-factor.ts';
export type { SecondFactorLimits } from './second-factor.ts';

export interface ClientCredentials {
  clientId?: string;
  clientSecret?: string;
}

export interface IdpOptions {
  /** Public base URL; the issuers are `${baseUrl}/sso` and `${baseUrl}/carrier`. Default: `http://localhost:<bound port>`. */
  baseUrl?: string;
  /** Origin of the portal (BFF) whose callbacks are registered. Default `http://localhost:3000`. */
  portalOrigin?: string;
  /** The portal as a client of the SSO issuer. Default `portal` / `portal-sso-dev-secret`. */
  sso?: ClientCredentials;
  /** The portal as a client of the carrier issuer. Default `portal` / `portal-carrier-dev-secret`. */
  carrier?: ClientCredentials;
  /** Where signing and cookie keys are persisted. Default `.data/idp` at the repository root. */
  dataDir?: string;
  /** Trust `X-Forwarded-*` (behind a TLS-offloading proxy). Default false. */
  trustProxy?: boolean;
  /**
   * Lockout after failed logins, per login id at a client address and per address (default 5 and 30 failures in 15
   * minutes), and the slow-down of a login id failing from everywhere (after 10, gaps of 1 s doubling up to 60 s).
   */
  loginLimits?: Partial<LoginLimits>;
  /** Validity and wrong tries of a one-time code. Default 5 minutes and 5 tries. */
  secondFactorLimits?: Partial<SecondFactorLimits>;
  /** The clock of the one-time codes' expiry and of the login slow-down (tests move it). Default `Date.now`. */
  now?: () => number;
  /** Slow clients: headers within 10 s, the whole request within 30 s (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS). */
  httpLimits?: Partial<HttpLimits>;
}

export interface IdpAddress {
  port: number;
  baseUrl: string;
  issuers: Record<IssuerName, string>;
}

export interface Idp {
  readonly server: Server;
  /**
   * Binds (port 0 = ephemeral; host default `127.0.0.1`, this machine only) and starts both issuers;
   * resolves with the URLs in use.
   */
  listen(port?: number, host?: string): Promise<IdpAddress>;
  close(): Promise<void>;
}

export const DEFAULT_PORTAL_ORIGIN = 'http://localhost:3000';

/**
 * Loopback only: the dev IdP shows its one-time codes and lists every test member with its password,
 * so other machines must not reach it unless a developer binds another interface on purpose (`IDP_HOST`).
 */
export const DEFAULT_IDP_HOST = '127.0.0.1';

export const SERVICES: Record<IssuerName, ServiceInfo> = {
  sso: { name: 'ライフエール共通ID' },
  carrier: { name: 'キャリアID' },
};

/** Callback and logout URLs of the portal (spec portal.md §2), per issuer. */
export function portalClients(
  portalOrigin: string,
  options: Pick<IdpOptions, 'sso' | 'carrier'> = {},
): Record<IssuerName, PortalClient> {
  return {
    sso: {
      clientId: options.sso?.clientId ?? 'portal',
      clientSecret: options.sso?.clientSecret ?? 'portal-sso-dev-secret',
      redirectUris: [`${portalOrigin}/authorization/cb`],
      postLogoutRedirectUris: [`${portalOrigin}/v1/top/sb-logout`, `${portalOrigin}/`],
    },
    carrier: {
      clientId: options.carrier?.clientId ?? 'portal',
      clientSecret: options.carrier?.clientSecret ?? 'portal-carrier-dev-secret',
      redirectUris: [`${portalOrigin}/authorization/cbSB`, `${portalOrigin}/authorization/cb-withdraw`],
      // The logout chain ends on the top page, or on /withdrawFinish for a logout there (spec portal.md §4).
      postLogoutRedirectUris: [`${portalOrigin}/`, `${portalOrigin}/v1/top/sb-logout`, `${portalOrigin}/withdrawFinish`],
    },
  };
}

/**
 * Headers of every answer (issue 33): no window it opens keeps a handle on a login page, nor does a page that opened
 * it; and the powerful browser features none of its pages uses are refused. The CSP is per page (security-headers.ts).
 */
const EVERY_ANSWER = {
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
} as const;

/** What Node refuses before the IdP sees a request, in the IdP's JSON shape. */
const CLIENT_ERROR_ANSWERS = Object.fromEntries(
  (Object.keys(CLIENT_REFUSALS) as unknown as ClientRefusalStatus[]).map((status) => [
    status,
    rawJsonAnswer(status, JSON.stringify({ error: CLIENT_REFUSALS[status].code }), EVERY_ANSWER),
  ]),
) as Record<ClientRefusalStatus, string>;

interface Mount {
  prefix: string;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The development identity provider: one HTTP server, two oidc-provider issuers (SSO at `/sso`,
 * carrier login at `/carrier`) and `GET /healthz`. Keys are loaded (or generated) now; the issuers
 * start in `listen`, once the port, and so the default base URL, is known.
 */
export async function createIdp(options: IdpOptions = {}): Promise<Idp> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const portalOrigin = trimSlash(options.portalOrigin ?? DEFAULT_PORTAL_ORIGIN);
  const clients = portalClients(portalOrigin, options);
  const [cookieKeys, ssoJwks, carrierJwks] = await Promise.all([
    loadCookieKeys(dataDir),
    loadSigningKeys(dataDir, 'sso'),
    loadSigningKeys(dataDir, 'carrier'),
  ]);
  const jwks = { sso: ssoJwks, carrier: carrierJwks };
  const now = options.now ?? (() => Date.now());
  const throttle = createLoginThrottle(options.loginLimits, now);
  const secondFactorLimits = { ...DEFAULT_SECOND_FACTOR_LIMITS, ...options.secondFactorLimits };

  let mounts: Mount[] = [];
  let issuers: Record<IssuerName, string> | undefined;

  const limits = { ...HTTP_LIMITS, ...options.httpLimits };
  const server = createServer(httpServerTimeouts(limits), (req, res) => {
    for (const [name, value] of Object.entries(EVERY_ANSWER)) res.setHeader(name, value);
    closeWhenAnsweredEarly(req, res);
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';

    if (pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : '{"status":"ok"}');
      return;
    }
    const mount = mounts.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
    if (mount) {
      mount.handle(req, res);
      return;
    }
    if (pathname === '/' && issuers && (req.method === 'GET' || req.method === 'HEAD')) {
      const nonce = randomBytes(16).toString('base64');
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`,
      });
      const list = (Object.keys(SERVICES) as IssuerName[]).map((name) => ({
        service: SERVICES[name],
        issuer: issuers?.[name] ?? '',
      }));
      res.end(req.method === 'HEAD' ? undefined : indexPage({ nonce, issuers: list }));
      return;
    }
    res.writeHead(mounts.length === 0 ? 503 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: mounts.length === 0 ? 'starting' : 'not_found' }));
  });

  server.on('clientError', clientErrorListener(CLIENT_ERROR_ANSWERS));

  function start(baseUrl: string): Record<IssuerName, string> {
    const started = {} as Record<IssuerName, string>;
    mounts = (Object.keys(SERVICES) as IssuerName[]).map((name) => {
      const issuer = `${baseUrl}/${name}`;
      started[name] = issuer;
      const provider = createIssuer({
        name,
        service: SERVICES[name],
        issuer,
        portalOrigin,
        client: clients[name],
        jwks: jwks[name],
        cookieKeys,
        trustProxy: options.trustProxy ?? false,
        throttle,
        secondFactorLimits,
        now,
      });
      const prefix = new URL(issuer).pathname;
      const callback = provider.callback();
      return {
        prefix,
        handle(req, res) {
          // Mounted like an express sub-app: oidc-provider derives its URLs from originalUrl/baseUrl.
          const originalUrl = req.url ?? prefix;
          const rest = originalUrl.slice(prefix.length);
          Object.assign(req, { originalUrl, baseUrl: prefix });
          req.url = rest.startsWith('/') ? rest : `/${rest}`;
          void callback(req, res);
        },
      };
    });
    return started;
  }

  return {
    server,
    async listen(port = 0, host = DEFAULT_IDP_HOST) {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const bound = (server.address() as AddressInfo).port;
      const baseUrl = trimSlash(options.baseUrl ?? `http://localhost:${bound}`);
      issuers = start(baseUrl);
      return { port: bound, baseUrl, issuers };
    },
    async close() {
      if (!server.listening) return;
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
