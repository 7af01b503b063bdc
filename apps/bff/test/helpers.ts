import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { seedCarrierData } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { issueCsrfToken, randomToken, sha256 } from '../src/lib/tokens.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '@portal/contracts/cookies';
import { insertSession } from '../src/modules/auth/repository.ts';
import type { IdentityProvider, IssuerName } from '../src/adapters/identity-provider.ts';

export const ORIGIN = 'http://portal.test';
export const NOW = '2026-11-21T03:00:00Z';

/** A BFF on a migrated, seeded test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    identity?: Record<IssuerName, IdentityProvider>;
    redis?: Redis;
    cms?: BuildAppOptions['cms'];
    clock?: ReturnType<typeof fixedClock>;
    logger?: BuildAppOptions['logger'];
  } = {},
) {
  const database = await createTestDatabase();
  const clock = options.clock ?? fixedClock(NOW);
  await seedCarrierData(database.db, { now: clock.now() });
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_ORIGIN: ORIGIN,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'a'.repeat(64),
    WEB_DIST_DIR: webDist,
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    logger: options.logger ?? false,
    ...(options.identity ? { identity: options.identity } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
    ...(options.cms ? { cms: options.cms } : {}),
  });
  return {
    app,
    clock,
    config,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A cookie jar over Set-Cookie headers of inject responses, as a browser would keep it (path ignored). */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(response: LightMyRequestResponse): void {
    for (const c of response.cookies) {
      const expired = c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** GET /v1/top/session as the SPA does: returns the CSRF token and keeps the cookies. */
export async function fetchCsrf(app: FastifyInstance, jar: CookieJar): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/v1/top/session', headers: { cookie: jar.header() } });
  jar.store(res);
  return res.json<{ data: { csrfToken: string } }>().data.csrfToken;
}

/** A live level-1 session of a seeded member, as a login leaves it; its cookie token and stored id. */
export async function startMemberSession(
  t: { db: BuildAppOptions['db']; clock: { now(): Date } },
  memberId: string,
): Promise<{ token: string; sessionId: string }> {
  const token = randomToken();
  const now = t.clock.now();
  await insertSession(t.db, {
    id: sha256(token),
    memberId,
    issuer: 'sso',
    level: 1,
    subscriptionId: `S-${memberId}`,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
    userLimitAt: new Date(now.getTime() + 86_400_000),
  });
  return { token, sessionId: sha256(token) };
}

/** The cookies of a browser as the SPA leaves them: the session (if any) and a CSRF token bound to it. */
export function browserCookies(secret: string, sessionToken?: string): string {
  const csrf = issueCsrfToken(secret, sessionToken);
  return sessionToken ? `${SESSION_COOKIE}=${sessionToken}; ${CSRF_COOKIE}=${csrf}` : `${CSRF_COOKIE}=${csrf}`;
}

/** The CSRF token of a cookie header, to send back in the header as the SPA does. */
export function csrfOf(cookie: string | undefined): string | undefined {
  return cookie
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${CSRF_COOKIE}=`))
    ?.slice(CSRF_COOKIE.length + 1);
}
