import { MAINTENANCE_ERROR_CODE, MAINTENANCE_PATH } from '@portal/contracts/maintenance-codes';
import { CSRF_HEADER } from '@portal/contracts/cookies';
import { isFeaturePhone } from '@portal/contracts/user-agent';
import type { ErrorResponse } from '@portal/contracts/session';
import type * as ContractSchemas from './contract-schemas.ts';
import { currentPathWithSearch, redirectToCarrierLogin } from './auth-redirect.ts';
import { browserNavigation } from './browser-navigation.ts';
import { onServer } from './route-data.ts';
import { finishLoading, startLoading } from './loading-store.ts';

/**
 * The one fetch wrapper of the SPA (ARCHITECTURE.md §6): same-origin BFF calls with credentials, responses
 * typed by their contracts schema, CSRF header on state-changing calls, in-flight requests counted for the
 * global progress indicator, and HTTP 401 handled as spec portal.md §4/§8 says.
 */

/**
 * Whether the browser parses every response with its zod schema again. The BFF already validates each answer
 * against the same schema before it sends it (the zod serializer), so a production build trusts its own origin
 * and keeps zod (~25 KB and its start-up work) off the first load; development and tests still parse, so a
 * contract drift shows there (ADR 0018).
 */
const PARSE_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** Anything with zod's safeParse: the contracts' schemas. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export type Schemas = typeof ContractSchemas;
let schemas: Promise<Schemas> | undefined;

/** Loads the schema chunk once; main.tsx starts it at boot so it arrives with the first response. */
export function loadSchemas(): Promise<Schemas> {
  schemas ??= import('./contract-schemas.ts').catch((error: unknown) => {
    schemas = undefined; // let the next call retry
    throw error;
  });
  return schemas;
}

export type ApiFailure =
  /**
   * HTTP 401: the browser is already on its way to the carrier login. (A 401 whose session a new login replaced is an
   * `http` failure: the page stays.)
   */
  | { ok: false; kind: 'unauthorized'; status: 401 }
  /** Any other HTTP error status: "response returned flagged as error". */
  | { ok: false; kind: 'http'; status: number; error: ErrorResponse['error'] | null }
  /** Network failure or aborted request: "no response". */
  | { ok: false; kind: 'no-response' }
  /** 2xx whose body does not match the contract. */
  | { ok: false; kind: 'invalid-response'; status: number; message: string };

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(
      failure.kind === 'http'
        ? `HTTP ${failure.status}${failure.error ? `: ${failure.error.code}` : ''}`
        : failure.kind === 'unauthorized'
          ? 'HTTP 401'
          : failure.kind,
    );
    this.name = 'ApiError';
    this.failure = failure;
  }

  get status(): number | undefined {
    return 'status' in this.failure ? this.failure.status : undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  /** Picks the response schema from the contracts, e.g. `(s) => s.SessionResponseSchema`. */
  schema: (schemas: Schemas) => ResponseSchema<T>;
  body?: unknown;
  /** Headers of this call, such as a form's Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * How the server renderer reaches the API (ADR 0032): the BFF hands each page's render a transport that answers the
 * page's calls with its own routes, as the member's browser would get them (with the request's cookies, which the
 * renderer never sees). Set by entry-server.tsx, per render.
 */
export type ServerTransport = (
  path: string,
  init: { method: Method; headers: Record<string, string> },
) => Promise<TransportResponse>;

/**
 * What the client reads of an answer: its status and its text. A browser's `fetch` gives a `Response`; the server's
 * transport gives the answer's bytes as they came back from the BFF's route, without a `Response` and its body stream
 * around them, which a member's page paid for on each of its calls (ADR 0032).
 */
export type TransportResponse = Pick<Response, 'status' | 'ok' | 'text'>;

let serverTransport: (() => ServerTransport | undefined) | undefined;

export function setServerTransport(source: () => ServerTransport | undefined): void {
  serverTransport = source;
}

/** The session probe: never 401 (ADR 0003); it hands out the CSRF token. */
const SESSION_PATH = '/v1/top/session';
let csrfToken: string | null = null;

/** The session call hands out the CSRF token (GET /v1/top/session → data.csrfToken). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

async function ensureCsrfToken(signal?: AbortSignal): Promise<string | null> {
  if (csrfToken) return csrfToken;
  const session = await apiRequest(SESSION_PATH, {
    schema: (s) => s.SessionResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (session.ok) csrfToken = session.data.data.csrfToken;
  return csrfToken;
}

/** The `{ error: { code, message } }` of an error answer, read without zod (production builds). */
function errorOf(json: unknown): ErrorResponse['error'] | null {
  const error = (json as { error?: unknown } | null | undefined)?.error as Record<string, unknown> | undefined;
  return typeof error?.code === 'string' && typeof error.message === 'string'
    ? (error as ErrorResponse['error'])
    : null;
}

async function readJson(response: TransportResponse): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<ApiResult<T>> {
  const result = await send(path, options);
  // A refused CSRF token (cookie cleared, or a new server secret) is fetched again once, then the call retried.
  if (!result.ok && result.kind === 'http' && result.status === 403 && result.error?.code === 'csrf') {
    setCsrfToken(null);
    return send(path, options);
  }
  return result;
}

/** The answer of a portal closed for maintenance (issue 13): 503 with the maintenance code. */
function closedForMaintenance(status: number, error: ErrorResponse['error'] | null): boolean {
  return status === 503 && error?.code === MAINTENANCE_ERROR_CODE;
}

let sessionProbe: Promise<boolean> | null = null;

/**
 * Whether a 401 means the member's session has ended (spec portal.md §4, §8: then to the carrier login). It may not:
 * a call that left with a session a new login has since replaced is refused too, while the browser already holds the
 * new session. The login is under way in this tab (the page is about to be replaced, and a navigation of its own
 * would take the member elsewhere) or was made in another. GET /v1/top/session says which (it never answers 401; if
 * it did, that would count as ended), and hands out the new session's CSRF token. The 401s of one moment share one
 * probe. A probe that gets no answer counts as an ended session, as before; one the maintenance closed does not: its
 * own answer has sent the member to /maintenance.
 */
function sessionHasEnded(): Promise<boolean> {
  sessionProbe ??= apiRequest(SESSION_PATH, { schema: (s) => s.SessionResponseSchema })
    .then((session) => {
      if (!session.ok) {
        return !(session.kind === 'http' && closedForMaintenance(session.status, session.error));
      }
      csrfToken = session.data.data.csrfToken;
      return !session.data.data.authenticated;
    })
    .finally(() => {
      sessionProbe = null;
    });
  return sessionProbe;
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<ApiResult<T>> {
  // Feature phones only ever see /device-error; the BFF redirects their API calls there too (spec portal.md §8).
  if (!onServer && isFeaturePhone(window.navigator.userAgent)) return { ok: false, kind: 'no-response' };
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // The server's transport carries the request's own CSRF pair (the renderer only reads).
  if (method !== 'GET' && !onServer) {
    const token = await ensureCsrfToken(options.signal);
    if (token) headers[CSRF_HEADER] = token;
  }

  // The progress indicator counts the browser's own calls (the server's render shows none).
  if (!onServer) startLoading();
  try {
    const schemaSet = PARSE_RESPONSES ? loadSchemas() : null;
    schemaSet?.catch(() => undefined); // awaited below; avoid an unhandled rejection while fetch runs
    let response: TransportResponse;
    try {
      if (onServer) {
        const transport = serverTransport?.();
        if (!transport) return { ok: false, kind: 'no-response' };
        response = await transport(path, { method, headers });
      } else {
        // Same origin; absolute so that non-browser fetch implementations (tests) accept it too.
        response = await fetch(new URL(path, window.location.origin), {
          method,
          headers,
          credentials: 'include',
          ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        });
      }
    } catch {
      return { ok: false, kind: 'no-response' };
    }

    if (response.status === 401) {
      if (onServer || path === SESSION_PATH) return { ok: false, kind: 'unauthorized', status: 401 };
      const backUri = currentPathWithSearch();
      if (!(await sessionHasEnded())) {
        // The page stays: the call failed as any refused call does (a form says its send failed).
        return { ok: false, kind: 'http', status: 401, error: null };
      }
      redirectToCarrierLogin(backUri);
      return { ok: false, kind: 'unauthorized', status: 401 };
    }

    let json: unknown;
    try {
      json = await readJson(response);
    } catch {
      return { ok: false, kind: 'no-response' };
    }

    // The portal closed for maintenance while the page was open: the member is shown /maintenance (issue 13).
    if (
      !onServer &&
      closedForMaintenance(response.status, errorOf(json)) &&
      window.location.pathname !== MAINTENANCE_PATH
    ) {
      browserNavigation.assign(MAINTENANCE_PATH);
    }

    if (!schemaSet) {
      if (!response.ok) return { ok: false, kind: 'http', status: response.status, error: errorOf(json) };
      return { ok: true, status: response.status, data: json as T };
    }

    let contracts: Schemas;
    try {
      contracts = await schemaSet;
    } catch {
      return { ok: false, kind: 'no-response' };
    }

    if (!response.ok) {
      const parsed = contracts.ErrorResponseSchema.safeParse(json);
      return { ok: false, kind: 'http', status: response.status, error: parsed.success ? parsed.data.error : null };
    }

    const parsed = options.schema(contracts).safeParse(json);
    if (!parsed.success) {
      return { ok: false, kind: 'invalid-response', status: response.status, message: parsed.error.message };
    }
    return { ok: true, status: response.status, data: parsed.data };
  } finally {
    if (!onServer) finishLoading();
  }
}

/** For TanStack Query: the parsed body, or an ApiError thrown with the typed failure. */
export async function apiFetch<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const result = await apiRequest(path, options);
  if (!result.ok) throw new ApiError(result);
  return result.data;
}
