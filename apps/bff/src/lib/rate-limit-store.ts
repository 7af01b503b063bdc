import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

type Incr = FastifyRateLimitStore['incr'];
type Child = FastifyRateLimitStore['child'];
type Counted = Parameters<Parameters<Incr>[1]>[1];

/**
 * What @fastify/rate-limit passes to a route's store: its merged settings, with the route they belong to under
 * `routeInfo` (its types name the route's options themselves).
 */
interface RouteSettings {
  routeInfo?: { method?: string | string[]; url?: string };
  timeWindow?: unknown;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * What this store counts as the plugin's own stores do: a fixed window of whole seconds (rate-limiter-flexible's
 * duration is in seconds), without the plugin's `continueExceeding` and `exponentialBackoff`. Anything else is
 * refused when the route is registered, not answered as a 500 later.
 */
function checked(settings: RouteSettings): RouteSettings {
  const window = settings.timeWindow;
  if (typeof window !== 'number' || window < 1000 || window % 1000 !== 0) {
    throw new Error(`rate limits count in windows of whole seconds, not ${String(window)} ms`);
  }
  if (settings.continueExceeding || settings.exponentialBackoff) {
    throw new Error('rate limits here count in fixed windows: no continueExceeding or exponentialBackoff');
  }
  return settings;
}

const counted = (res: RateLimiterRes): Counted => ({ current: res.consumedPoints, ttl: res.msBeforeNext });

/**
 * The rate limits' counters (@fastify/rate-limit's store) in Redis, shared by the replicas (ARCHITECTURE.md §8), and
 * counted in the process while Redis is away: rate-limiter-flexible's limiter with its insurance limiter, as the CMS's
 * login lockout counts (ADR 0034). The plugin's own Redis store answers every limited call with a 500 while Redis is
 * away, and waits on the connection first; this one neither refuses every member nor lifts the limits meanwhile.
 * Each route counts under its own key (`<prefix><method><url>:<client>`), as the plugin's store does.
 */
export function rateLimitStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  class RouteCounters implements FastifyRateLimitStore {
    readonly #keyPrefix: string;
    /** One limiter per window and allowance (a route's are fixed; the plugin passes them on every call). */
    readonly #limiters = new Map<string, RateLimiterRedis>();

    constructor(keyPrefix: string) {
      this.#keyPrefix = keyPrefix;
    }

    #limiter(timeWindow: number, max: number): RateLimiterRedis {
      const name = `${timeWindow}:${max}`;
      let limiter = this.#limiters.get(name);
      if (!limiter) {
        const settings = { keyPrefix: this.#keyPrefix, points: max, duration: timeWindow / 1000 };
        limiter = new RateLimiterRedis({
          ...settings,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(settings),
        });
        this.#limiters.set(name, limiter);
      }
      return limiter;
    }

    incr(key: string, callback: Parameters<Incr>[1], timeWindow: number, max: number): void {
      // A refusal (over the allowance) rejects with the counts; only an error of both stores rejects with an Error.
      this.#limiter(timeWindow, max)
        .consume(key)
        .then(
          (res) => callback(null, counted(res)),
          (res: unknown) => (res instanceof RateLimiterRes ? callback(null, counted(res)) : callback(res as Error)),
        );
    }

    child(settings: Parameters<Child>[0]): FastifyRateLimitStore {
      const route = checked(settings as RouteSettings).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new RouteCounters(`${prefix}${method}${route?.url ?? ''}`);
    }
  }
  return class extends RouteCounters {
    constructor() {
      super(prefix);
    }
  };
}
