import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { fixedClock } from '../../src/lib/clock.ts';
import { createSnapshotCache } from '../../src/modules/cms/cache.ts';
import { CmsUnavailableError } from '../../src/adapters/cms-source.ts';

/** A loader that counts its calls, answers `v<n>`, and can be made to fail or to wait. */
function loader() {
  let calls = 0;
  let failing = false;
  let gate: Promise<void> | null = null;
  const fn = async () => {
    calls += 1;
    const n = calls;
    if (gate) await gate;
    if (failing) throw new CmsUnavailableError('CMS down');
    return `v${n}`;
  };
  return {
    fn,
    get calls() {
      return calls;
    },
    fail(value: boolean) {
      failing = value;
    },
    hold() {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

const FRESH = 60;
const STALE = 86_400;

function setup(redis?: Redis, prefix?: string) {
  const clock = fixedClock('2026-11-21T03:00:00Z');
  const errors: string[] = [];
  const cache = createSnapshotCache({
    clock,
    freshSeconds: FRESH,
    staleSeconds: STALE,
    redis,
    ...(prefix ? { keyPrefix: prefix } : {}),
    onError: (message) => errors.push(message),
  });
  return { clock, cache, errors };
}

describe('snapshot cache (memory)', () => {
  it('loads once and answers from memory while fresh', async () => {
    const { clock, cache } = setup();
    const load = loader();
    expect(await cache.get('news:ja', load.fn)).toEqual({ value: 'v1', outcome: 'miss' });
    clock.advance((FRESH - 1) * 1000);
    expect(await cache.get('news:ja', load.fn)).toEqual({ value: 'v1', outcome: 'fresh' });
    expect(load.calls).toBe(1);
  });

  it('names its content by the snapshots’ content: the same content, the same name; another, another name', async () => {
    const { clock, cache } = setup();
    await cache.get('news:ja', async () => [{ id: '1' }]);
    await cache.get('news-types:ja', async () => [{ id: 't' }]);
    const version = cache.contentVersion();
    expect(version).toMatch(/^[\w-]{22}$/);
    // A refresh that brings the same content keeps the name (pages kept under it stay good).
    clock.advance(FRESH * 1000 * 3);
    await cache.get('news:ja', async () => [{ id: '1' }]);
    await cache.settle();
    expect(cache.contentVersion()).toBe(version);
    // New content, a new name; the same in another replica that holds the same (a cache of its own).
    clock.advance(FRESH * 1000 * 3);
    await cache.get('news:ja', async () => [{ id: '2' }]);
    await cache.settle();
    const changed = cache.contentVersion();
    expect(changed).not.toBe(version);
    const other = setup().cache;
    await other.get('news-types:ja', async () => [{ id: 't' }]);
    await other.get('news:ja', async () => [{ id: '2' }]);
    expect(other.contentVersion()).toBe(changed);
  });

  it('stale-while-revalidate: answers the old copy at once and refreshes once in the background', async () => {
    const { clock, cache } = setup();
    const load = loader();
    await cache.get('news:ja', load.fn);
    clock.advance(FRESH * 1000 + 1);
    const release = load.hold();
    const answers = await Promise.all([cache.get('news:ja', load.fn), cache.get('news:ja', load.fn)]);
    expect(answers.map((a) => [a.value, a.outcome])).toEqual([
      ['v1', 'stale'],
      ['v1', 'stale'],
    ]);
    expect(load.calls).toBe(2); // single-flight: one refresh for both
    release();
    await cache.settle();
    expect(await cache.get('news:ja', load.fn)).toEqual({ value: 'v2', outcome: 'fresh' });
  });

  it('single-flight on a cold key: concurrent misses share one load', async () => {
    const { cache } = setup();
    const load = loader();
    const release = load.hold();
    const pending = Promise.all([cache.get('k', load.fn), cache.get('k', load.fn), cache.get('k', load.fn)]);
    release();
    expect((await pending).map((a) => a.value)).toEqual(['v1', 'v1', 'v1']);
    expect(load.calls).toBe(1);
  });

  it('stale-if-error: with the CMS down, the last good copy is served up to fresh + stale seconds, then the error', async () => {
    const { clock, cache } = setup();
    const load = loader();
    await cache.get('k', load.fn);
    load.fail(true);
    clock.advance(2 * FRESH * 1000 + 1); // past the revalidate grace: the request asks the CMS itself
    expect(await cache.get('k', load.fn)).toEqual({ value: 'v1', outcome: 'stale-if-error' });
    const callsAfterFailure = load.calls;
    // While it keeps failing, further requests are answered at once; retries run in the background, spaced out.
    expect(await cache.get('k', load.fn)).toEqual({ value: 'v1', outcome: 'stale-if-error' });
    expect(load.calls).toBe(callsAfterFailure);
    clock.advance(5_001);
    await cache.get('k', load.fn);
    await cache.settle();
    expect(load.calls).toBe(callsAfterFailure + 1);
    clock.set(new Date(Date.parse('2026-11-21T03:00:00Z') + (FRESH + STALE) * 1000));
    await expect(cache.get('k', load.fn)).rejects.toThrow(CmsUnavailableError);
  });

  it('a cold cache with the CMS down passes the error on (→ 502)', async () => {
    const { cache } = setup();
    const load = loader();
    load.fail(true);
    await expect(cache.get('k', load.fn)).rejects.toThrow('CMS down');
  });

  it('recovers: a successful refresh after an outage serves the new content', async () => {
    const { clock, cache } = setup();
    const load = loader();
    await cache.get('k', load.fn);
    load.fail(true);
    clock.advance(2 * FRESH * 1000 + 1);
    await cache.get('k', load.fn);
    load.fail(false);
    clock.advance(5_001);
    await cache.get('k', load.fn);
    await cache.settle();
    expect((await cache.get('k', load.fn)).outcome).toBe('fresh');
  });

  it('with a fresh window of 0 every request loads (the uncached benchmark setting)', async () => {
    const clock = fixedClock('2026-11-21T03:00:00Z');
    const cache = createSnapshotCache({ clock, freshSeconds: 0, staleSeconds: 0 });
    const load = loader();
    await cache.get('k', load.fn);
    await cache.get('k', load.fn);
    expect(load.calls).toBe(2);
  });
});

// With TEST_REDIS_URL (CI), the second level is the real Redis: a new instance starts warm and survives an outage.
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('snapshot cache with Redis', () => {
  let redis: Redis;
  const prefix = `portal-cms-test-${process.pid}:`;
  beforeAll(() => {
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('a second instance answers from Redis without asking the CMS, and keeps it through an outage', async () => {
    const first = setup(redis, prefix);
    const load = loader();
    await first.cache.get('news:ja', load.fn);
    expect(await redis.pttl(`${prefix}news:ja`)).toBeGreaterThan((FRESH + STALE - 5) * 1000);

    const second = setup(redis, prefix);
    const down = loader();
    down.fail(true);
    expect(await second.cache.get('news:ja', down.fn)).toEqual({ value: 'v1', outcome: 'fresh' });
    second.clock.advance(2 * FRESH * 1000 + 1);
    expect(await second.cache.get('news:ja', down.fn)).toEqual({ value: 'v1', outcome: 'stale-if-error' });
    expect(down.calls).toBe(1);
  });
});
