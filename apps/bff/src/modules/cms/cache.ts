import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock.ts';

export interface CacheEntry<T> {
  value: T;
  /** When the value was read from the CMS, epoch ms. */
  storedAt: number;
  /** SHA-256 of the value's JSON: the same content has the same hash in every replica. */
  hash?: string;
}

export interface SnapshotCacheOptions {
  clock: Clock;
  /** Served as is for this long. */
  freshSeconds: number;
  /** Then served while a refresh runs, and while the CMS fails, for at most this much longer. */
  staleSeconds: number;
  /** Shared second level (production with REDIS_URL); the memory level always exists. */
  redis?: Redis | undefined;
  keyPrefix?: string;
  /** After a failed refresh, wait this long before asking the CMS again for that key. */
  retryAfterMs?: number;
  onError?: (message: string, error: unknown) => void;
}

export type CacheOutcome = 'fresh' | 'stale' | 'miss' | 'stale-if-error';

/**
 * Snapshots of CMS collections, per key (collection + locale; published content only):
 * - fresh for `freshSeconds`;
 * - then, for as long again, stale-while-revalidate: the old snapshot is answered at once and one refresh runs in
 *   the background (single-flight per key, also for concurrent misses);
 * - after that a request waits for the CMS; when loading fails (down, timeout), stale-if-error answers the last
 *   good snapshot up to `freshSeconds + staleSeconds` old — and while the CMS keeps failing, further requests get
 *   that copy at once while one retry at a time (every `retryAfterMs`) runs in the background;
 * - older than that, or none: the load's error goes to the caller (→ 502).
 * Memory first, Redis behind it (so a restarted or second instance starts warm, and survives a CMS outage).
 */
export function createSnapshotCache(options: SnapshotCacheOptions) {
  const { clock, redis } = options;
  const prefix = options.keyPrefix ?? 'portal-cms:';
  const freshMs = options.freshSeconds * 1000;
  // Stale-while-revalidate grace: as long as the fresh window (RFC 5861's two windows, one setting).
  const revalidateMs = freshMs;
  const usableMs = freshMs + Math.max(options.staleSeconds * 1000, revalidateMs);
  const retryAfterMs = options.retryAfterMs ?? 5000;
  const memory = new Map<string, CacheEntry<unknown>>();
  const inflight = new Map<string, Promise<CacheEntry<unknown>>>();
  const retryNotBefore = new Map<string, number>();
  const report = options.onError ?? (() => {});

  async function readRedis(key: string): Promise<CacheEntry<unknown> | null> {
    if (!redis) return null;
    try {
      const raw = await redis.get(prefix + key);
      if (!raw) return null;
      const entry = JSON.parse(raw) as CacheEntry<unknown>;
      return typeof entry.storedAt === 'number' ? entry : null;
    } catch (error) {
      report(`cache read ${key} failed`, error);
      return null;
    }
  }

  async function writeRedis(key: string, entry: CacheEntry<unknown>): Promise<void> {
    if (!redis || usableMs <= 0) return;
    try {
      await redis.set(prefix + key, JSON.stringify(entry), 'PX', usableMs);
    } catch (error) {
      report(`cache write ${key} failed`, error);
    }
  }

  /** The content version of the snapshots in memory (contentVersion), worked out again after a change. */
  let version: string | null = null;

  function remember(key: string, entry: CacheEntry<unknown>): void {
    entry.hash ??= createHash('sha256').update(JSON.stringify(entry.value)).digest('base64url');
    if (memory.get(key)?.hash !== entry.hash) version = null;
    memory.set(key, entry);
  }

  /** The newest entry of both levels. */
  async function lookup(key: string): Promise<CacheEntry<unknown> | null> {
    const local = memory.get(key) ?? null;
    if (local && clock.now().getTime() - local.storedAt < freshMs) return local;
    const shared = await readRedis(key);
    if (shared && (!local || shared.storedAt > local.storedAt)) {
      remember(key, shared);
      return shared;
    }
    return local;
  }

  function load<T>(key: string, loader: () => Promise<T>): Promise<CacheEntry<T>> {
    const running = inflight.get(key);
    if (running) return running as Promise<CacheEntry<T>>;
    const started = (async () => {
      try {
        const value = await loader();
        const entry: CacheEntry<T> = { value, storedAt: clock.now().getTime() };
        remember(key, entry);
        retryNotBefore.delete(key);
        await writeRedis(key, entry);
        return entry;
      } catch (error) {
        retryNotBefore.set(key, clock.now().getTime() + retryAfterMs);
        throw error;
      } finally {
        inflight.delete(key);
      }
    })();
    inflight.set(key, started);
    return started;
  }

  function refreshInBackground<T>(key: string, loader: () => Promise<T>): void {
    if (clock.now().getTime() < (retryNotBefore.get(key) ?? 0)) return;
    load(key, loader).catch((error: unknown) => report(`refresh ${key} failed; serving the stale copy`, error));
  }

  return {
    async get<T>(key: string, loader: () => Promise<T>): Promise<{ value: T; outcome: CacheOutcome }> {
      // The common case first, without a round through lookup(): a fresh copy in memory.
      const local = memory.get(key) as CacheEntry<T> | undefined;
      const now = clock.now().getTime();
      if (local && now - local.storedAt < freshMs) return { value: local.value, outcome: 'fresh' };
      const entry = (await lookup(key)) as CacheEntry<T> | null;
      const age = entry ? now - entry.storedAt : Infinity;
      if (entry && age < freshMs) return { value: entry.value, outcome: 'fresh' };
      if (entry && age < freshMs + revalidateMs) {
        refreshInBackground(key, loader);
        return { value: entry.value, outcome: 'stale' };
      }
      if (entry && age < usableMs && retryNotBefore.has(key)) {
        // The CMS failed a moment ago: answer at once instead of making every member wait for its timeout.
        refreshInBackground(key, loader);
        return { value: entry.value, outcome: 'stale-if-error' };
      }
      try {
        return { value: (await load(key, loader)).value, outcome: 'miss' };
      } catch (error) {
        const last = ((await lookup(key)) as CacheEntry<T> | null) ?? entry;
        if (last && clock.now().getTime() - last.storedAt < usableMs) {
          report(`load ${key} failed; serving the last good copy`, error);
          return { value: last.value, outcome: 'stale-if-error' };
        }
        throw error;
      }
    },
    /**
     * A name for the content of every snapshot in memory, the same in every replica holding the same content: what
     * a page rendered from these snapshots depends on (the page cache keys pages by it, ADR 0032).
     */
    contentVersion(): string {
      if (version === null) {
        const hash = createHash('sha256');
        for (const key of [...memory.keys()].sort()) hash.update(`${key}=${memory.get(key)!.hash}\n`);
        version = hash.digest('base64url').slice(0, 22);
      }
      return version;
    },
    /** The snapshots in memory (the page cache finds the next start or end of a document's window in them). */
    values(): unknown[] {
      return [...memory.values()].map((entry) => entry.value);
    },
    /** Waits for the background refreshes under way (tests, shutdown). */
    async settle(): Promise<void> {
      await Promise.allSettled([...inflight.values()]);
    },
    clearMemory(): void {
      memory.clear();
      version = null;
      retryNotBefore.clear();
    },
  };
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>;
