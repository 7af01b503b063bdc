import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { PRODUCTION_ENV } from './fixtures/production-env.ts';
import { createTestApp } from './helpers.ts';

// With TEST_REDIS_URL (CI), the limiter keeps its counters in the real Redis, as production does with REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;
let redis: Redis | undefined;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  if (redisUrl) {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys('portal-rl:*');
    if (keys.length) await redis.del(...keys);
  }
  // No identity provider listens on this port: login attempts end on the busy page, which is enough here.
  t = await createTestApp({ env: { SSO_ISSUER: 'http://127.0.0.1:9/sso' }, ...(redis ? { redis } : {}) });
});
afterAll(async () => {
  await t?.close();
  redis?.disconnect();
});

describe(`rate limits on login and refresh${redisUrl ? ' (Redis store)' : ''}`, () => {
  it('answers 429 with the busy message after 30 login attempts a minute from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/top/login?back_uri=%2F',
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 302)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await t.app.inject({
      method: 'GET',
      url: '/v1/top/login?back_uri=%2F',
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(302);
  });

  it('sends the member to the busy page when the identity provider cannot be reached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/top/login', remoteAddress: '203.0.113.9' });
    expect(res.headers.location).toBe('/line-busy-error');
  });
});

describe('the client address behind proxies (TRUST_PROXY, issue 14)', () => {
  /** 30 login attempts from one client, then one more: 429 when the limiter saw one client throughout. */
  async function thirtyFirstAttempt(app: typeof t.app, forwardedFor: (i: number) => string, peer: string) {
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      const res = await app.inject({
        method: 'GET',
        url: '/v1/top/login',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      last = res.statusCode;
    }
    return last;
  }

  it('ignores a forged X-Forwarded-For by default: changing it does not escape the per-address limit', async () => {
    expect(await thirtyFirstAttempt(t.app, (i) => `198.51.100.${i}`, '203.0.113.20')).toBe(429);
  });

  it('takes the client address from a trusted proxy, and only from it', async () => {
    const behind = await createTestApp({
      env: { SSO_ISSUER: 'http://127.0.0.1:9/sso', TRUST_PROXY: '10.0.0.0/8' },
      ...(redis ? { redis } : {}),
    });
    try {
      // Through the load balancer (10.0.0.5), each client has its own allowance.
      expect(await thirtyFirstAttempt(behind.app, (i) => `198.51.100.${100 + i}`, '10.0.0.5')).toBe(302);
      // A client reaching the BFF directly cannot pick an address with the header…
      expect(await thirtyFirstAttempt(behind.app, (i) => `198.51.100.${200 + i}`, '203.0.113.21')).toBe(429);
      // …nor hide behind the proxy's own entry: the address the trusted proxy appended is the client.
      expect(await thirtyFirstAttempt(behind.app, (i) => `198.51.100.${i}, 203.0.113.22`, '10.0.0.6')).toBe(429);
    } finally {
      await behind.close();
    }
  });

  it('refuses a setting that is not a list of addresses, ranges or range names', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(loadConfig({}).trustProxy).toBe(false);
    // Production too trusts no proxy it was not told of (it once trusted every one), and must say so (issue 33).
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
