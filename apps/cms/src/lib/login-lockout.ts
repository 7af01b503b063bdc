/**
 * The admin's login lockout (docs/decisions/0008-payload-cms.md, amendment 2026-11-25), in place of Payload's own,
 * which locks an account for everyone — so anyone could lock an editor out — and answers a locked account
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
 *
 * Kept in the CMS process's memory, at most `maxEntries` counters (expired ones go first, locks last).
 */

export interface LockoutRule {
  maxAttempts: number;
  windowMs: number;
  lockMs: number;
}

export const ACCOUNT_AT_ADDRESS: LockoutRule = { maxAttempts: 5, windowMs: 10 * 60_000, lockMs: 10 * 60_000 };
export const ADDRESS: LockoutRule = { maxAttempts: 30, windowMs: 10 * 60_000, lockMs: 10 * 60_000 };

interface Counter {
  attempts: number;
  since: number;
  lockedUntil: number | null;
}

export interface LoginAttempt {
  /** Whether the attempt may go on to the password check. */
  allowed: boolean;
  /** Gives the attempt back: the password was right. */
  succeeded(): void;
}

export interface LoginLockout {
  /** Counts an attempt of `email` from `address` at `now` (epoch ms). */
  attempt(email: string, address: string, now: number): LoginAttempt;
}

export function createLoginLockout(
  options: { pair?: LockoutRule; address?: LockoutRule; maxEntries?: number } = {},
): LoginLockout {
  const pairRule = options.pair ?? ACCOUNT_AT_ADDRESS;
  const addressRule = options.address ?? ADDRESS;
  const maxEntries = options.maxEntries ?? 10_000;
  const counters = new Map<string, Counter>();

  const locked = (counter: Counter | undefined, now: number) =>
    counter?.lockedUntil != null && now < counter.lockedUntil;

  function makeRoom(now: number): void {
    if (counters.size < maxEntries) return;
    const stale = (c: Counter) =>
      (c.lockedUntil ?? 0) <= now && now - c.since >= Math.max(pairRule.windowMs, addressRule.windowMs);
    for (const [key, counter] of counters) if (stale(counter)) counters.delete(key);
    // Still full: the oldest counters that hold no lock, then the oldest locks.
    for (const [key, counter] of counters) {
      if (counters.size < maxEntries) return;
      if (!locked(counter, now)) counters.delete(key);
    }
    for (const key of counters.keys()) {
      if (counters.size < maxEntries) return;
      counters.delete(key);
    }
  }

  function count(key: string, rule: LockoutRule, now: number): Counter {
    let counter = counters.get(key);
    const over = (c: Counter) => (c.lockedUntil !== null ? now >= c.lockedUntil : now - c.since >= rule.windowMs);
    if (!counter || over(counter)) {
      if (!counter) makeRoom(now);
      counter = { attempts: 0, since: now, lockedUntil: null };
      counters.set(key, counter);
    }
    counter.attempts += 1;
    if (counter.attempts >= rule.maxAttempts && counter.lockedUntil === null) counter.lockedUntil = now + rule.lockMs;
    return counter;
  }

  return {
    attempt(email, address, now) {
      const pairKey = `account:${email.trim().toLowerCase()}\naddress:${address}`;
      const addressKey = `address:${address}`;
      if (locked(counters.get(pairKey), now) || locked(counters.get(addressKey), now)) {
        return { allowed: false, succeeded: () => {} };
      }
      count(pairKey, pairRule, now);
      const byAddress = count(addressKey, addressRule, now);
      return {
        allowed: true,
        succeeded() {
          counters.delete(pairKey);
          byAddress.attempts = Math.max(0, byAddress.attempts - 1);
          if (byAddress.attempts < addressRule.maxAttempts) byAddress.lockedUntil = null;
        },
      };
    },
  };
}

/**
 * The client's address from `X-Forwarded-For`: `next start` writes the socket's address there when a request
 * comes without one, and each proxy in front of the CMS appends the address it was reached from. `proxyHops` is
 * how many entries from the right to take (CMS_PROXY_HOPS): 1 (default) with no proxy or one, 2 behind two
 * (say a CDN, then a load balancer). Entries further left are what the client claims and are never used — but
 * a CMS reached directly, without a proxy that sets the header, cannot tell a claimed address from its own
 * (it listens on 127.0.0.1 unless deployed behind one). IPv6 addresses count by their /64 network, which one
 * client usually has whole.
 */
export function clientAddress(forwardedFor: string | null, proxyHops = 1): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  const hops = Number.isInteger(proxyHops) && proxyHops > 0 ? proxyHops : 1;
  const address = entries[Math.max(0, entries.length - hops)]!.toLowerCase();
  return address.includes(':') && !address.startsWith('::ffff:') ? ipv6Network(address) : address;
}

/** The first four groups (/64) of an IPv6 address, `::` expanded. */
function ipv6Network(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '').split('%')[0]!;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
