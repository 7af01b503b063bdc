/**
 * The CMS's server (docs/decisions/0034), in place of `next start` and `next dev`: Next's request handler behind a
 * Node server the CMS sets up itself, for what `next start` cannot do (issue 33):
 * - slow clients: the request line and headers within HTTP_HEADERS_TIMEOUT_MS (10 s), the whole request within
 *   HTTP_REQUEST_TIMEOUT_MS (30 s), refusals in Payload's error shape, and a request answered before its body
 *   arrived closes its connection (the BFF's and the identity provider's rule, @portal/contracts/slow-clients);
 * - the client's address under TRUST_PROXY, the BFF's rule: `next start` leaves a client's own X-Forwarded-For in
 *   place when it reaches the CMS directly, and the login lockout believed it. The address goes to Payload in
 *   x-portal-client-address (lib/client-address.ts), replacing whatever a client sent there.
 *
 *   node apps/cms/server.ts          the production build (apps/cms/.next), NODE_ENV=production
 *   node apps/cms/server.ts --dev    Next's development server (compiles on the first requests)
 *
 * Settings: CMS_PORT (3001), CMS_HOST (127.0.0.1: this machine only, unless a deployment binds another interface),
 * TRUST_PROXY (none; required when CMS_HOST is not this machine's, as in the container image), HTTP_HEADERS_TIMEOUT_MS,
 * HTTP_REQUEST_TIMEOUT_MS; the rest is the
 * CMS's own (payload.config.ts), REDIS_URL among them (the lockout's counters, lib/redis.ts).
 */
import { createServer, type IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { PERMISSIONS_POLICY } from '@portal/contracts/permissions-policy';
import {
  CLIENT_REFUSALS,
  bodyStillToCome,
  clientErrorListener,
  closeWhenAnsweredEarly,
  httpLimitsFromEnv,
  httpServerTimeouts,
  rawJsonAnswer,
  type ClientRefusalStatus,
} from '@portal/contracts/slow-clients';
import { parseTrustProxy } from '@portal/contracts/trust-proxy';
import { CLIENT_ADDRESS_HEADER } from './src/lib/client-address.ts';

const dev = process.argv.includes('--dev');
const env = process.env as Record<string, string | undefined>;
// As `next start` and `next dev` do, before Next is loaded.
env.NODE_ENV ??= dev ? 'development' : 'production';

/** This machine only: 127.x.x.x, ::1, localhost. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Every problem of the settings at once, as the BFF prints them; the CMS does not start with any. */
function readSettings() {
  const problems: string[] = [];
  const port = Number(env.CMS_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`CMS_PORT: a port number (not ${env.CMS_PORT})`);
  const host = env.CMS_HOST || '127.0.0.1';
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (!trust.ok) problems.push(`TRUST_PROXY: ${trust.problem}`);
  else if (!isLoopback(host) && !env.TRUST_PROXY?.trim()) {
    // A CMS others reach (a deployment binds another interface) must say who stands in front of it.
    problems.push(
      `TRUST_PROXY: required when the CMS listens on ${host} (the proxy whose X-Forwarded-For names the client, or ` +
        'none; unset, the login lockout would count every client behind a proxy as one)',
    );
  }
  const http = httpLimitsFromEnv(env);
  if (!http.ok) problems.push(...http.problems);
  if (problems.length > 0 || !trust.ok || !http.ok) {
    process.stderr.write(
      `Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}\nThe CMS did not start.\n`,
    );
    process.exit(1);
  }
  return { port, host, proxies: trust.proxies, limits: http.limits };
}

const settings = readSettings();
const trusted = settings.proxies === false ? () => false : proxyAddr.compile(settings.proxies);

/** The headers of the CMS's API answers (next.config.ts) on what it refuses itself. */
const ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
};

/** What Node refuses before Next sees a request, in Payload's error shape, with the answers' own headers. */
const REFUSALS = Object.fromEntries(
  (Object.keys(CLIENT_REFUSALS) as unknown as ClientRefusalStatus[]).map((status) => {
    const { 'x-content-type-options': _set, ...headers } = ANSWER_HEADERS;
    return [
      status,
      rawJsonAnswer(status, JSON.stringify({ errors: [{ message: CLIENT_REFUSALS[status].message }] }), headers),
    ];
  }),
) as Record<ClientRefusalStatus, string>;

/** Query parameters of Payload's REST API that are one value, which it reads as text (it fails on a list or object). */
const SINGLE_VALUE_PARAMETERS = new Set([
  'limit',
  'page',
  'depth',
  'sort',
  'locale',
  'fallback-locale',
  'draft',
  'pagination',
  'trash',
]);

/**
 * What the CMS refuses before Next (issue 33, found by the fuzz of its REST API): a path that does not decode (Next
 * answers its own 500); an API call naming a one-value parameter twice or as a list; and a body of an API call in a
 * form Payload does not read (it reads the body as nothing and fails on it): JSON in UTF-8, or a multipart upload
 * with its boundary.
 */
function refusedBeforeNext(request: IncomingMessage): { status: 400 | 415; message: string } | null {
  const [path = '/', query = ''] = (request.url ?? '/').split(/\?(.*)/s);
  const invalid = { status: 400 as const, message: CLIENT_REFUSALS[400].message };
  try {
    decodeURIComponent(path);
  } catch {
    return invalid;
  }
  if (!path.startsWith('/api/')) return null;
  const seen = new Set<string>();
  for (const key of new URLSearchParams(query).keys()) {
    const name = key.split('[')[0] ?? key;
    if (!SINGLE_VALUE_PARAMETERS.has(name)) continue;
    if (name !== key || seen.has(name)) return invalid;
    seen.add(name);
  }
  if (!bodyStillToCome(request)) return null;
  const type = request.headers['content-type'] ?? '';
  const readable =
    /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i.test(type) ||
    /^multipart\/form-data\s*;.*\bboundary=[^;\s]+/i.test(type);
  return readable ? null : { status: 415, message: '送信形式に誤りがあります。' };
}

const server = createServer(httpServerTimeouts(settings.limits), (request, response) => {
  request.headers[CLIENT_ADDRESS_HEADER] = proxyAddr(request, trusted);
  closeWhenAnsweredEarly(request, response);
  const refused = refusedBeforeNext(request);
  if (refused) {
    response.writeHead(refused.status, { 'content-type': 'application/json; charset=utf-8', ...ANSWER_HEADERS });
    response.end(JSON.stringify({ errors: [{ message: refused.message }] }));
    return;
  }
  handle(request, response).catch((error: unknown) => {
    console.error('cms: request failed', error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
    response.end();
  });
});
server.on('clientError', clientErrorListener(REFUSALS));

const { default: next } = await import('next');
const app = next({ dev, dir: import.meta.dirname, hostname: settings.host, port: settings.port, httpServer: server });
// Requests come once the server listens, below: by then Next's handler is here.
const handle = app.getRequestHandler();
await app.prepare();
await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(settings.port, settings.host, () => resolve());
});
console.log(`cms: http://${settings.host}:${settings.port} (${dev ? 'development' : 'production'})`);

// SIGTERM (a deployment) or Ctrl+C: no new connections, idle ones closed, the answers under way finished.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(0), 10_000).unref();
    server.close(() => void app.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
  });
}
