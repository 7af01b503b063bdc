import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Failed logins allowed before a lockout, per login id and per client address. A failure is a wrong
 * password, or a one-time code given up after too many wrong tries.
 */
export interface LoginLimits {
  /** Failures of one login id within the window that lock it. Default 5. */
  maxFailuresPerLoginId: number;
  /** Failures from one client address within the window that lock it (any login id). Default 30. */
  maxFailuresPerAddress: number;
  /** The window in which failures add up, and how long a lockout lasts. Default 15 minutes. */
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  maxFailuresPerLoginId: 5,
  maxFailuresPerAddress: 30,
  windowSeconds: 15 * 60,
};

export interface LoginThrottle {
  /** Milliseconds until this login id from this address may try again; 0 when it may now. */
  lockedFor(loginId: string, address: string): Promise<number>;
  /** Counts a failure; resolves with the lockout it started (ms), or 0. */
  fail(loginId: string, address: string): Promise<number>;
  /** A completed login clears the login id's failures (the address keeps its count until the window ends). */
  succeed(loginId: string): Promise<void>;
}

/** Login ids are short; a long typed value must not grow the keys. */
function loginIdKey(loginId: string): string {
  return loginId.trim().toLowerCase().slice(0, 128);
}

/**
 * Lockouts after repeated failures, in memory (dev IdP: state is lost on restart, like its sessions).
 * The address limit is higher than the login id's, so one developer's typos lock one login id only,
 * while spraying many login ids from one address still stops.
 */
export function createLoginThrottle(limits: Partial<LoginLimits> = {}): LoginThrottle {
  const { maxFailuresPerLoginId, maxFailuresPerAddress, windowSeconds } = { ...DEFAULT_LOGIN_LIMITS, ...limits };
  const byLoginId = new RateLimiterMemory({
    keyPrefix: 'login-id',
    points: maxFailuresPerLoginId,
    duration: windowSeconds,
  });
  const byAddress = new RateLimiterMemory({
    keyPrefix: 'address',
    points: maxFailuresPerAddress,
    duration: windowSeconds,
  });

  /** Milliseconds left of a key's lockout: it is locked once its failures reach the limit. */
  async function remaining(limiter: RateLimiterMemory, key: string): Promise<number> {
    const res = await limiter.get(key);
    if (res === null || res.remainingPoints > 0) return 0;
    return Math.max(res.msBeforeNext, 1);
  }

  /** Counts one failure; the failure that reaches the limit starts a full lockout window. */
  async function count(limiter: RateLimiterMemory, key: string): Promise<number> {
    const res = await limiter.penalty(key, 1);
    if (res.remainingPoints > 0) return 0;
    await limiter.block(key, windowSeconds);
    return windowSeconds * 1000;
  }

  return {
    async lockedFor(loginId, address) {
      const [id, from] = await Promise.all([remaining(byLoginId, loginIdKey(loginId)), remaining(byAddress, address)]);
      return Math.max(id, from);
    },
    async fail(loginId, address) {
      const [id, from] = await Promise.all([count(byLoginId, loginIdKey(loginId)), count(byAddress, address)]);
      return Math.max(id, from);
    },
    async succeed(loginId) {
      await byLoginId.delete(loginIdKey(loginId));
    },
  };
}
