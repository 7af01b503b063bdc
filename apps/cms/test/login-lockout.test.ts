import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { lockoutAddress } from '../src/lib/client-address.ts';
import { createLoginLockout, type LoginLockout } from '../src/lib/login-lockout.ts';
import { lockoutRedis } from '../src/lib/redis.ts';

/** The admin's login lockout by account and address (lib/login-lockout.ts); the started CMS: admin-security.test.ts. */
const MINUTE = 60_000;
const EDITOR = 'editor@example.jp';
const ATTACKER = '203.0.113.7';
const EDITOR_OFFICE = '198.51.100.20';

/** `n` attempts one after another (never given back): whether each was allowed. */
async function fail(lockout: LoginLockout, email: string, address: string, n: number) {
  const allowed: boolean[] = [];
  for (let i = 0; i < n; i++) allowed.push((await lockout.attempt(email, address)).allowed);
  return allowed;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login lockout by account and address', () => {
  it('locks an account at one address after five attempts, for ten minutes', async () => {
    vi.useFakeTimers({ now: 0 });
    const lockout = createLoginLockout();
    expect(await fail(lockout, EDITOR, ATTACKER, 6)).toEqual([true, true, true, true, true, false]);
    vi.advanceTimersByTime(10 * MINUTE - 1000);
    expect((await lockout.attempt(EDITOR, ATTACKER)).allowed).toBe(false);
    vi.advanceTimersByTime(2000);
    expect((await lockout.attempt(EDITOR, ATTACKER)).allowed).toBe(true);
  });

  it('never locks the same account at another address: an attacker cannot lock the editor out', async () => {
    const lockout = createLoginLockout();
    await fail(lockout, EDITOR, ATTACKER, 20);
    expect((await lockout.attempt(EDITOR, EDITOR_OFFICE)).allowed).toBe(true);
  });

  it('treats every email alike, whether an account has it or not, and ignores case and spaces', async () => {
    const lockout = createLoginLockout();
    expect(await fail(lockout, 'nobody@example.jp', ATTACKER, 6)).toEqual(await fail(lockout, EDITOR, '192.0.2.1', 6));
    await fail(lockout, ' Editor@Example.JP ', '192.0.2.2', 5);
    expect((await lockout.attempt(EDITOR, '192.0.2.2')).allowed).toBe(false);
  });

  it('counts attempts within ten minutes only', async () => {
    vi.useFakeTimers({ now: 0 });
    const lockout = createLoginLockout();
    await fail(lockout, EDITOR, ATTACKER, 4);
    vi.advanceTimersByTime(10 * MINUTE + 1000);
    expect(await fail(lockout, EDITOR, ATTACKER, 5)).toEqual([true, true, true, true, true]);
  });

  it('gives a successful attempt back: an editor who mistypes four times and then logs in starts afresh', async () => {
    const lockout = createLoginLockout();
    await fail(lockout, EDITOR, EDITOR_OFFICE, 4);
    await (await lockout.attempt(EDITOR, EDITOR_OFFICE)).succeeded();
    expect(await fail(lockout, EDITOR, EDITOR_OFFICE, 5)).toEqual([true, true, true, true, true]);
  });

  it('counts an attempt when it starts: parallel attempts cannot slip past the limit', async () => {
    const lockout = createLoginLockout();
    // Ten attempts at once, none finished yet.
    const started = await Promise.all(Array.from({ length: 10 }, () => lockout.attempt(EDITOR, ATTACKER)));
    expect(started.filter((a) => a.allowed)).toHaveLength(5);
  });

  it('locks an address that tries thirty accounts, whichever they are', async () => {
    const lockout = createLoginLockout();
    for (let i = 0; i < 30; i++) expect((await lockout.attempt(`guess${i}@example.jp`, ATTACKER)).allowed).toBe(true);
    expect((await lockout.attempt(EDITOR, ATTACKER)).allowed).toBe(false);
    expect((await lockout.attempt(EDITOR, EDITOR_OFFICE)).allowed).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the counters in Redis (REDIS_URL, issue 33)', () => {
  const clients: Redis[] = [];
  const keyPrefix = `cms-lockout-test-${randomBytes(4).toString('hex')}`;
  const processOfTheCms = () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    return createLoginLockout({ redis, keyPrefix });
  };
  afterAll(async () => {
    const [first] = clients;
    if (first) {
      const keys = await first.keys(`${keyPrefix}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    for (const client of clients) client.disconnect();
  });

  it('count from the first attempt after a start, while the first connection to Redis is still being made', async () => {
    // The CMS's own client (no offline queue): an attempt before the connection would count in the process only.
    const redis = lockoutRedis({ REDIS_URL: process.env.TEST_REDIS_URL })!;
    clients.push(redis);
    expect(redis.status).toBe('connecting');
    const lockout = createLoginLockout({ redis, keyPrefix });
    const started = fail(lockout, EDITOR, '203.0.113.70', 3);
    await once(redis, 'ready');
    expect([...(await started), ...(await fail(lockout, EDITOR, '203.0.113.70', 3))]).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('are shared by every CMS process: five attempts across two lock the account at that address in both', async () => {
    const [a, b] = [processOfTheCms(), processOfTheCms()];
    expect(await fail(a, EDITOR, ATTACKER, 3)).toEqual([true, true, true]);
    expect(await fail(b, EDITOR, ATTACKER, 3)).toEqual([true, true, false]);
    expect((await a.attempt(EDITOR, ATTACKER)).allowed).toBe(false);
    expect((await b.attempt(EDITOR, EDITOR_OFFICE)).allowed).toBe(true);
    // Kept under the prefix, the account hashed with the address (no e-mail addresses in Redis).
    const keys = await clients[0]!.keys(`${keyPrefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain(EDITOR);
  });
});

describe('the address the lockout counts by', () => {
  it.each([
    ['none written (a CMS not started by its server)', null, 'unknown'],
    ['an IPv4 address', '192.0.2.10', '192.0.2.10'],
    ['an IPv4-mapped IPv6 address as its IPv4 address', '::ffff:192.0.2.10', '192.0.2.10'],
    ['an IPv6 client by its /64 network', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['an IPv6 address with ::', '2001:db8::1', '2001:db8:0:0::/64'],
  ])('%s', (_label, header, address) => {
    expect(lockoutAddress(header)).toBe(address);
  });

  it('two addresses of one IPv6 network are one client', () => {
    expect(lockoutAddress('2001:db8:1:2::a')).toBe(lockoutAddress('2001:db8:1:2:ffff::b'));
  });
});
