import { Redis } from 'ioredis';

/**
 * The CMS's Redis, when the deployment has one (REDIS_URL, as the BFF's): the login lockout's counters live there,
 * shared by every CMS process (docs/decisions/0034). Undefined without it: the counters stay in the process. Options
 * may come in the URL's query, which ioredis reads (`…?keyPrefix=cms:`). No offline queue: while Redis is away a
 * command fails at once, and the lockout counts in the process meanwhile (rate-limiter-flexible's advice).
 */
export function lockoutRedis(env: Record<string, string | undefined> = process.env): Redis | undefined {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
}
