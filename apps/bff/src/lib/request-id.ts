import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id comes in by, goes back in, and travels to the CMS and the identity providers with. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming X-Request-Id may be to be kept: a short token of letters, digits and `._:-` (a UUID, a load
 * balancer's trace id). Anything else (long, spaces, control characters, quotes) would reach every log line and the
 * outbound calls as the caller chose it, so a new id is made instead.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The caller's id when it is a short safe token, else null. */
export function acceptRequestId(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value) ? value : null;
}

/** Fastify's genReqId: the caller's X-Request-Id if safe, else a new UUID (unique across replicas). */
export function requestIdOf(request: IncomingMessage): string {
  return acceptRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

/** The id of the request whose work is running now (plugins/request-id.ts enters it), through every await. */
export const requestIdStorage = new AsyncLocalStorage<string>();

export function currentRequestId(): string | undefined {
  return requestIdStorage.getStore();
}

/** The header an outbound call carries: the current request's id, or nothing outside a request. */
export function requestIdHeader(): { [REQUEST_ID_HEADER]?: string } {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}

/** A fetch that adds the current request's X-Request-Id to every call (the OIDC client's customFetch). */
export function fetchWithRequestId<O extends { headers?: Record<string, string> }>(
  fetchImpl: (url: string, options: O) => Promise<Response>,
): (url: string, options: O) => Promise<Response> {
  return (url, options) => {
    const header = requestIdHeader();
    return fetchImpl(
      url,
      header[REQUEST_ID_HEADER] ? { ...options, headers: { ...options.headers, ...header } } : options,
    );
  };
}
