import { Redis } from 'ioredis';

/** How long a call waits on a connection that no longer answers (a network path dropped without a reset). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** How long a connection attempt may take before it counts as failed (and ioredis tries again, with its backoff). */
export const REDIS_CONNECT_TIMEOUT_MS = 1_000;

/**
 * The BFF's Redis (REDIS_URL; options may come in its query, as `keyPrefix`): the CMS snapshots, the kept pages and the
 * rate limits' counters, shared by the replicas (ARCHITECTURE.md §8). Nothing there is the only copy, so Redis is
 * never waited for: while it is away a call fails at once (no offline queue) and its caller does without (the caches
 * load again, the limits count in the process: lib/rate-limit-store.ts), while ioredis reconnects in the background.
 * Resolves once the first connection is ready or has failed, so that the first requests find Redis when it is there;
 * every error of the connection goes to `onError` (ioredis would otherwise print it on the console).
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  redis.on('error', onError);
  // A failed first attempt was told to onError; ioredis goes on trying, and the BFF starts without Redis meanwhile.
  await redis.connect().catch(() => undefined);
  return redis;
}
