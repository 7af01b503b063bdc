import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRedis } from '../src/adapters/redis.ts';
import { rateLimitStore } from '../src/lib/rate-limit-store.ts';
import { freePort, waitFor } from './scale-out/support.ts';
import { createTestApp } from './helpers.ts';

/**
 * Redis holds no only copy (adapters/redis.ts): while it is away, the BFF answers as without it and keeps its limits,
 * and it uses Redis again once it is back. A Redis server of the test's own (Debian's redis-server, beside the
 * machine's service), so that stopping it touches no other test.
 */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const LIMIT = 30;

describe.skipIf(!hasRedisServer)('the BFF while its Redis is away', () => {
  let port: number;
  let server: ChildProcess | null = null;
  let redis: Redis;
  let errors: Error[];
  let t: Awaited<ReturnType<typeof createTestApp>>;

  function startServer() {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    server = spawn('redis-server', args, { stdio: 'ignore' });
  }
  async function stopServer() {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGKILL');
    await exited;
  }
  const attempt = (address: string) =>
    t.app.inject({ method: 'GET', url: '/v1/top/login?back_uri=%2F', remoteAddress: address });
  const countedInRedis = async (address: string) =>
    redis.status === 'ready' ? Number(await redis.get(`portal-rl:GET/v1/top/login:${address}`)) : null;

  beforeAll(async () => {
    port = await freePort();
    errors = [];
    // Away at start: the BFF starts all the same, without waiting.
    redis = await connectRedis(`redis://127.0.0.1:${port}`, (error) => errors.push(error));
    expect(redis.status).not.toBe('ready');
    expect(errors.length).toBeGreaterThan(0);
    t = await createTestApp({
      env: { SSO_ISSUER: 'http://127.0.0.1:9/sso', LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT) },
      redis,
    });
  });
  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
    await stopServer();
  });

  /** LIMIT + 1 attempts from `address`: the allowance answered, then 429 with the wait until the window's end. */
  async function expectAllowanceThen429(address: string) {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await attempt(address)).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(302));
    const refused = await attempt(address);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(LIMIT));
  }

  it('keeps the limits in the process while Redis is away: no 5xx, the allowance, then 429', async () => {
    await expectAllowanceThen429('203.0.113.50');
    expect((await attempt('203.0.113.51')).statusCode).toBe(302);
  });

  it('counts in Redis once it is there, and in the process again when it goes away', async () => {
    startServer();
    await waitFor('ioredis to connect to the new server', () => redis.status === 'ready');
    for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.60')).statusCode).toBe(302);
    expect(await countedInRedis('203.0.113.60')).toBe(3);

    await stopServer();
    await waitFor('ioredis to see the server gone', () => redis.status !== 'ready');
    await expectAllowanceThen429('203.0.113.61');
  });

  it('refuses at registration a window it would count otherwise than the plugin: not whole seconds, or sliding', () => {
    const store = new (rateLimitStore(redis, 'portal-rl:'))({});
    const route = { routeInfo: { method: 'GET', url: '/v1/example' } };
    expect(() => store.child({ ...route, timeWindow: 60_000 } as never)).not.toThrow();
    expect(() => store.child({ ...route, timeWindow: 1_500 } as never)).toThrow(/whole seconds/);
    expect(() => store.child({ ...route, timeWindow: 500 } as never)).toThrow(/whole seconds/);
    expect(() => store.child({ ...route, timeWindow: 60_000, continueExceeding: true } as never)).toThrow(/fixed/);
  });
});
