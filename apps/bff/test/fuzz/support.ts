import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, SESSION_COOKIE } from '@portal/contracts';
import type { IdentityProvider, IssuerName } from '../../src/adapters/identity-provider.ts';
import { OPERATOR_PREFIX } from '../../src/modules/operator/paths.ts';
import { fakeCmsSource, PREVIEW_SECRET } from '../cms/support.ts';
import { CookieJar, createTestApp, fetchCsrf, ORIGIN, startMemberSession } from '../helpers.ts';
import { sortedCounts } from './http.ts';

export const OPERATOR_TOKEN = 'f'.repeat(48);
/** The only authorization code the fake identity providers take. */
export const VALID_CODE = 'fuzz-valid-code';
/** The member the fake identity providers authenticate. */
export const AUTHENTICATED_MEMBER = 'principal';

/**
 * An identity provider that answers at once (no network): an authorization URL carrying the state, a code
 * exchange that takes only VALID_CODE (as a real provider refuses an unknown code), an end-session URL.
 */
function fakeIdentityProvider(name: IssuerName): IdentityProvider {
  return {
    name,
    async authorizationUrl(request) {
      const url = new URL(`https://idp.invalid/${name}/authorize`);
      url.searchParams.set('state', request.state);
      url.searchParams.set('redirect_uri', request.redirectUri);
      return url;
    },
    async completeAuthorization(callbackUrl, expected) {
      const params = callbackUrl.searchParams;
      if (params.get('state') !== expected.state || params.get('code') !== VALID_CODE) {
        throw new Error('invalid_grant');
      }
      return { subject: AUTHENTICATED_MEMBER, acr: '1', idToken: `id-token-${name}` };
    },
    async endSessionUrl({ postLogoutRedirectUri }) {
      const url = new URL(`https://idp.invalid/${name}/logout`);
      url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
      return url;
    },
  };
}

export type IdentityKind = 'visitor' | 'member';

/** A browser: its cookies and CSRF token; a member's session is started again when a call ends it. */
export interface Identity {
  kind: IdentityKind;
  memberId: string | null;
  jar: CookieJar;
  /** The CSRF token of the identity's session, sent in the header as the SPA does. */
  csrf: string;
}

export interface FuzzRequest {
  identity: Identity;
  method: string;
  url: string;
  /** Extra headers (content type, a replaced cookie header). */
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** The OpenAPI operation it is a case of (`GET /v1/x`), for the counts. */
  operation?: string;
  /** What was malformed, for the report. */
  label: string;
}

export interface Offence {
  request: FuzzRequest;
  status: number;
  answer: string;
}

export const excerpt = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)}…(+${text.length - max} chars)`;

/** One line per offending request: identity, method, URL, body excerpt, status and the answer's start. */
export function describeOffences(offences: readonly Offence[]): string {
  return offences
    .map(({ request, status, answer }) => {
      const body =
        request.payload === undefined ? '' : ` body=${JSON.stringify(excerpt(request.payload.toString(), 160))}`;
      return (
        `${status} ← [${request.identity.kind}] ${request.method} ${excerpt(request.url, 200)}${body}` +
        ` (${request.label}) answer=${excerpt(answer, 160)}`
      );
    })
    .join('\n');
}

/** What the BFF answers with to bad input: `{ error: { code, message } }`, or JSON:API `errors` under /v1/cms. */
function hasUsualErrorShape(res: LightMyRequestResponse): boolean {
  try {
    const body = res.json<{ error?: { code?: unknown; message?: unknown }; errors?: unknown }>();
    return (
      (typeof body.error?.code === 'string' && typeof body.error.message === 'string') || Array.isArray(body.errors)
    );
  } catch {
    return false;
  }
}

/**
 * The BFF of the fuzz: the seeded test database, the hand-written CMS answers, fake identity providers, the operator
 * API. Rate limits stay on with their in-memory store (no Redis here); each request comes from its own client
 * address, so the per-client limits never stop the inputs before validation, and the contact forms' per-session
 * limit is raised for the same reason.
 */
export async function createFuzzApp() {
  const t = await createTestApp({
    env: {
      OPERATOR_API_TOKEN: OPERATOR_TOKEN,
      PREVIEW_TOKEN_SECRET: PREVIEW_SECRET,
      CONTACT_RATE_LIMIT_PER_HOUR: '1000000',
    },
    cms: { source: fakeCmsSource('hand') },
    identity: { sso: fakeIdentityProvider('sso'), carrier: fakeIdentityProvider('carrier') },
  });
  let sent = 0;
  const byStatus = new Map<number, number>();
  const byIdentity = new Map<string, number>();
  const unusualErrors = new Map<string, number>();
  const byAnswerCode = new Map<string, number>();
  const byOperation = new Map<string, Map<number, number>>();

  async function newIdentity(kind: IdentityKind, memberId: string | null = null): Promise<Identity> {
    const jar = new CookieJar();
    if (memberId) jar.cookies.set(SESSION_COOKIE, (await startMemberSession(t, memberId)).token);
    const csrf = await fetchCsrf(t.app, jar);
    return { kind, memberId, jar, csrf };
  }

  /** A new session for the member (after a logout, a withdrawal or anything else that ended it). */
  async function renew(identity: Identity): Promise<void> {
    if (!identity.memberId) return;
    identity.jar.cookies.set(SESSION_COOKIE, (await startMemberSession(t, identity.memberId)).token);
    // The CSRF token is bound to the session cookie: the SPA asks for one again.
    identity.csrf = await fetchCsrf(t.app, identity.jar);
  }

  /** Sends one request as the identity's browser would (its cookies, Origin and CSRF header); counts the answer. */
  async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
    const { identity } = request;
    const path = request.url.split('?')[0] ?? '';
    const operator = path.startsWith(OPERATOR_PREFIX) && identity.kind === 'member';
    sent += 1;
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: {
        cookie: identity.jar.header(),
        origin: ORIGIN,
        [CSRF_HEADER]: identity.csrf,
        ...(operator ? { authorization: `Bearer ${OPERATOR_TOKEN}` } : {}),
        ...request.headers,
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      // Its own client address: the per-client rate limits never fill up.
      remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
    });
    byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
    if (request.operation) {
      const counts = byOperation.get(request.operation) ?? new Map<number, number>();
      byOperation.set(request.operation, counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1));
    }
    const key = `${identity.kind} ${res.statusCode}`;
    byIdentity.set(key, (byIdentity.get(key) ?? 0) + 1);
    if (res.statusCode >= 400 && request.method !== 'HEAD') {
      const kind = `${res.statusCode} ${/"code":"(\w+)"/.exec(res.body)?.[1] ?? excerpt(res.body, 60)}`;
      byAnswerCode.set(kind, (byAnswerCode.get(kind) ?? 0) + 1);
      if (res.statusCode < 500 && !hasUsualErrorShape(res)) unusualErrors.set(kind, (unusualErrors.get(kind) ?? 0) + 1);
    }
    if (identity.kind === 'member' && !operator && (res.statusCode === 401 || /logout$/.test(path))) {
      await renew(identity);
    }
    if (operator && path === `${OPERATOR_PREFIX}maintenance` && request.method === 'PUT' && res.statusCode < 300) {
      // A valid switch turned maintenance on: every other call would answer 503 by design. Off again at once.
      await t.app.inject({
        method: 'PUT',
        url: `${OPERATOR_PREFIX}maintenance`,
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        payload: { enabled: false },
      });
    }
    return res;
  }

  function summary() {
    const sorted = sortedCounts;
    return {
      sent,
      byStatus: sorted(byStatus),
      byIdentityAndStatus: sorted(byIdentity),
      /** Refusals by status and the answer's error code: which check answered. */
      byErrorCode: sorted(byAnswerCode),
      unusualErrorShapes: sorted(unusualErrors),
      byOperation: Object.fromEntries([...byOperation].map(([id, counts]) => [id, sorted(counts)])),
    };
  }

  return { ...t, newIdentity, renew, send, summary };
}

/** Where `npm test` keeps its reports (.data/test-reports); the fuzz writes its counts there. */
export function writeSummary(summary: object, name = 'bff-fuzz'): string {
  const dir = resolve(import.meta.dirname, '../../../../.data/test-reports');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}
