import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The admin's login lockout (docs/decisions/0008-payload-cms.md, amendment 2026-11-25; 0034), in place of Payload's
 * own, which locks an account for everyone — so anyone could lock an editor out — and answers a locked account
 * differently from an unknown one — so anyone could learn which accounts exist.
 *
 * - An attempt counts against the account *and* the client's address together: five in ten minutes lock that
 *   pair for ten minutes. The same editor from another address is not affected.
 * - Thirty attempts in ten minutes from one address, whatever the accounts, lock that address: one address cannot
 *   try many accounts, nor flood the counters.
 * - Any email counts, whether an account has it or not, and a locked attempt answers exactly as a wrong password
 *   does (Payload's AuthenticationError: 401, the same message): neither the answers nor the lock tell whether an
 *   account exists.
 * - An attempt is counted when it starts (so parallel attempts cannot slip past the limit) and given back when it
 *   succeeds.
 * - The client's address is the one the CMS's server worked out under TRUST_PROXY (server.ts, lib/client-address.ts),
 *   never what a client writes in X-Forwarded-For when nothing trusted stands in front (issue 33).
 *
 * The counters live in Redis when the CMS has one (REDIS_URL), so that every CMS process counts the same attempts;
 * in the process otherwise. Should Redis fail, each process counts in its own memory meanwhile.
 */

export interface LockoutRule {
  maxAttempts: number;
  windowMs: number;
  lockMs: number;
}

export const ACCOUNT_AT_ADDRESS: LockoutRule = { maxAttempts: 5, windowMs: 10 * 60_000, lockMs: 10 * 60_000 };
export const ADDRESS: LockoutRule = { maxAttempts: 30, windowMs: 10 * 60_000, lockMs: 10 * 60_000 };

export interface LoginAttempt {
  /** Whether the attempt may go on to the password check. */
  allowed: boolean;
  /** Gives the attempt back: the password was right. */
  succeeded(): Promise<void>;
}

export interface LoginLockout {
  /** Counts an attempt of `email` from `address`. */
  attempt(email: string, address: string): Promise<LoginAttempt>;
}

const REFUSED: LoginAttempt = { allowed: false, succeeded: async () => {} };

/**
 * How long an attempt waits for the CMS's first connection to Redis. Until then the counters are in the process (the
 * insurance), and what was counted there is not in Redis afterwards: an attacker's first attempts after a start would
 * count for nothing, and the same account at the same address would be locked only after five more.
 */
const FIRST_CONNECTION_WAIT_MS = 2_000;

/**
 * Resolves once `redis` has first been ready, has closed a connection that failed, or after the wait, whichever comes
 * first (its status events: listening for `error` would keep ioredis from logging the failure).
 */
function firstConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECTION_WAIT_MS);
    timer.unref();
    redis.once('ready', done);
    redis.once('close', done);
  });
}

/** The counters' keys: an account at an address, hashed (no addresses in Redis keys, and a bounded length). */
function pairKey(email: string, address: string): string {
  return createHash('sha256').update(`${email.trim().toLowerCase()}\n${address}`).digest('base64url');
}

export function createLoginLockout(
  options: { pair?: LockoutRule; address?: LockoutRule; redis?: Redis; keyPrefix?: string } = {},
): LoginLockout {
  const prefix = options.keyPrefix ?? 'cms-login';
  const limiter = (rule: LockoutRule, name: string): RateLimiterAbstract => {
    const settings = {
      keyPrefix: `${prefix}:${name}`,
      points: rule.maxAttempts,
      duration: Math.ceil(rule.windowMs / 1000),
      blockDuration: Math.ceil(rule.lockMs / 1000),
    };
    if (!options.redis) return new RateLimiterMemory(settings);
    return new RateLimiterRedis({
      ...settings,
      storeClient: options.redis,
      // Redis down: count in this process rather than let every attempt through or refuse every editor.
      insuranceLimiter: new RateLimiterMemory(settings),
    });
  };
  const pairRule = options.pair ?? ACCOUNT_AT_ADDRESS;
  const addressRule = options.address ?? ADDRESS;
  const pairs = limiter(pairRule, 'account-at-address');
  const addresses = limiter(addressRule, 'address');
  const connected = options.redis ? firstConnection(options.redis) : Promise.resolve();

  /** A counter past its limit is locked (rate-limiter-flexible blocks it for `blockDuration`). */
  const locked = (res: RateLimiterRes | null, rule: LockoutRule) =>
    res !== null && res.consumedPoints > rule.maxAttempts;

  return {
    async attempt(email, address) {
      await connected;
      const pair = pairKey(email, address);
      const [byPair, byAddress] = await Promise.all([pairs.get(pair), addresses.get(address)]);
      // A locked attempt is not counted: it changes nothing, whoever sends it.
      if (locked(byPair, pairRule) || locked(byAddress, addressRule)) return REFUSED;
      const counted = await Promise.allSettled([pairs.consume(pair), addresses.consume(address)]);
      for (const result of counted) {
        if (result.status === 'rejected' && !(result.reason instanceof RateLimiterRes)) throw result.reason;
      }
      if (counted.some((result) => result.status === 'rejected')) return REFUSED;
      return {
        allowed: true,
        async succeeded() {
          await Promise.all([pairs.delete(pair), addresses.reward(address, 1)]);
        },
      };
    },
  };
}
