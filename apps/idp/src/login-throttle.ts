import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Failed logins allowed before a lockout or a slow-down. A failure is a wrong password, or a one-time code given up
 * after too many wrong tries.
 *
 * A lock is per login id *and* client address (issue 33): five wrong passwords from anywhere used to lock a member out
 * for everyone, so anyone could lock anyone out. Guessing one member's password from many addresses meets the
 * slow-down instead: past a number of failures of that login id from all addresses together, its attempts are spaced
 * out, the gap doubling with each further failure. The member still gets in, only more slowly, and so does nobody
 * else faster. The pattern is the one a real provider should copy.
 */
export interface LoginLimits {
  /** Failures of one login id from one client address within the window that lock that pair. Default 5. */
  maxFailuresPerLoginId: number;
  /** Failures from one client address within the window that lock it (any login id). Default 30. */
  maxFailuresPerAddress: number;
  /** The window in which failures add up, and how long a lockout lasts. Default 15 minutes. */
  windowSeconds: number;
  /** Failures of one login id from every address within the window after which its attempts are spaced out. 10. */
  slowDownAfterFailures: number;
  /** The first gap between two attempts of a slowed login id; it doubles per further failure. Default 1 s. */
  slowDownBaseMs: number;
  /** The longest gap. Default 60 s. */
  slowDownMaxMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  maxFailuresPerLoginId: 5,
  maxFailuresPerAddress: 30,
  windowSeconds: 15 * 60,
  slowDownAfterFailures: 10,
  slowDownBaseMs: 1000,
  slowDownMaxMs: 60_000,
};

/** Why an attempt may not go on now, and for how long. */
export type LoginRefusal = { kind: 'locked' | 'slowed'; forMs: number };

export interface LoginThrottle {
  /**
   * Whether this login id may try now from this address: null when it may (a slowed login id's turn is taken by
   * this attempt), or the refusal. Asked before the password is looked at.
   */
  attempt(loginId: string, address: string): Promise<LoginRefusal | null>;
  /** Milliseconds this login id at this address (or the address) stays locked; 0 when it is not. */
  lockedFor(loginId: string, address: string): Promise<number>;
  /** Counts a failure; resolves with the lockout it started at this address (ms), or 0. */
  fail(loginId: string, address: string): Promise<number>;
  /** A completed login clears its login id's failures at that address (the slow-down and the address's count stay). */
  succeed(loginId: string, address: string): Promise<void>;
}

/** Login ids are short; a long typed value must not grow the keys. */
function loginIdKey(loginId: string): string {
  return loginId.trim().toLowerCase().slice(0, 128);
}

const pairKey = (loginId: string, address: string) => `${loginIdKey(loginId)}\n${address}`;

/**
 * Lockouts and slow-downs after repeated failures, in memory (dev IdP: state is lost on restart, like its sessions).
 * `now` is the slow-down's clock (tests move it); the lockouts run on real time.
 */
export function createLoginThrottle(
  limits: Partial<LoginLimits> = {},
  now: () => number = () => Date.now(),
): LoginThrottle {
  const settings = { ...DEFAULT_LOGIN_LIMITS, ...limits };
  const { windowSeconds } = settings;
  const byPair = new RateLimiterMemory({
    keyPrefix: 'login-id-at-address',
    points: settings.maxFailuresPerLoginId,
    duration: windowSeconds,
  });
  const byAddress = new RateLimiterMemory({
    keyPrefix: 'address',
    points: settings.maxFailuresPerAddress,
    duration: windowSeconds,
  });
  // Counts only (never blocks): how often a login id failed from every address within the window.
  const byLoginId = new RateLimiterMemory({
    keyPrefix: 'login-id',
    points: Number.MAX_SAFE_INTEGER,
    duration: windowSeconds,
  });
  /** When a slowed login id may try next (its turns), by login id. */
  const nextTurn = new Map<string, number>();

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

  /** The gap a slowed login id keeps between attempts after `failures`, or 0 while it is not slowed. */
  function gapAfter(failures: number): number {
    const over = failures - settings.slowDownAfterFailures;
    if (over < 0) return 0;
    return Math.min(settings.slowDownMaxMs, settings.slowDownBaseMs * 2 ** Math.min(over, 30));
  }

  function forget(at: number): void {
    if (nextTurn.size < 10_000) return;
    for (const [key, turn] of nextTurn) if (turn <= at) nextTurn.delete(key);
  }

  async function lockedFor(loginId: string, address: string): Promise<number> {
    const [pair, from] = await Promise.all([
      remaining(byPair, pairKey(loginId, address)),
      remaining(byAddress, address),
    ]);
    return Math.max(pair, from);
  }

  return {
    lockedFor,
    async attempt(loginId, address) {
      const locked = await lockedFor(loginId, address);
      if (locked > 0) return { kind: 'locked', forMs: locked };
      const id = loginIdKey(loginId);
      const gap = gapAfter((await byLoginId.get(id))?.consumedPoints ?? 0);
      if (gap === 0) return null;
      const at = now();
      const turn = nextTurn.get(id) ?? 0;
      if (at < turn) return { kind: 'slowed', forMs: turn - at };
      // This attempt takes the turn: attempts sent alongside it wait for the next one.
      forget(at);
      nextTurn.set(id, at + gap);
      return null;
    },
    async fail(loginId, address) {
      const id = loginIdKey(loginId);
      const [pair, from, failures] = await Promise.all([
        count(byPair, pairKey(loginId, address)),
        count(byAddress, address),
        byLoginId.penalty(id, 1),
      ]);
      const gap = gapAfter(failures.consumedPoints);
      if (gap > 0) nextTurn.set(id, Math.max(nextTurn.get(id) ?? 0, now() + gap));
      return Math.max(pair, from);
    },
    async succeed(loginId, address) {
      await byPair.delete(pairKey(loginId, address));
    },
  };
}
