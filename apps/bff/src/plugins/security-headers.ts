import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The headers helmet sets with these options, worked out once. None of our directives depends on the request
 * (no per-request nonces, no directive functions: ADR 0009), so every answer can carry the very same headers;
 * @fastify/helmet instead built helmet's middlewares anew for every request, about a tenth of the cost of a
 * cached answer (ADR 0019).
 */
export function helmetHeaders(base: Readonly<HelmetOptions>, overrides: Readonly<HelmetOptions> = {}): SecurityHeaders {
  // Either spelling of an option (hsts or strictTransportSecurity) may come from either side: helmet takes the merge.
  const options = { ...base, ...overrides } as HelmetOptions;
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * What the headers of an API answer keep (OWASP's REST security headers): nothing of it is ever a document that
 * loads anything, so its CSP allows nothing at all and no framing; nosniff, the cross-origin resource policy and
 * (over https) HSTS stay. The document-only headers (COOP, referrer and DNS-prefetch policies, X-Frame-Options,
 * which frame-ancestors supersedes, the legacy IE and Flash ones) would cost ~700 bytes on every call.
 */
export const API_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** What the headers of a hashed asset keep: only those that protect a subresource (nosniff, CORP). */
export const ASSET_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};
