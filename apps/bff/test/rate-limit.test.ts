import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
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
