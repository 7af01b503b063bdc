import { describe, expect, it } from 'vitest';
import { clientAddress, createLoginLockout } from '../src/lib/login-lockout.ts';

/** The admin's login lockout by account and address (lib/login-lockout.ts); the started CMS: admin-security.test.ts. */
const MINUTE = 60_000;
const EDITOR = 'editor@example.jp';
const ATTACKER = '203.0.113.7';
const EDITOR_OFFICE = '198.51.100.20';

/** `n` failed attempts (never given back). */
function fail(lockout: ReturnType<typeof createLoginLockout>, email: string, address: string, n: number, now = 0) {
  return Array.from({ length: n }, () => lockout.attempt(email, address, now).allowed);
}

describe('login lockout by account and address', () => {
  it('locks an account at one address after five attempts, for ten minutes', () => {
    const lockout = createLoginLockout();
    expect(fail(lockout, EDITOR, ATTACKER, 6)).toEqual([true, true, true, true, true, false]);
    expect(lockout.attempt(EDITOR, ATTACKER, 10 * MINUTE - 1).allowed).toBe(false);
    expect(lockout.attempt(EDITOR, ATTACKER, 10 * MINUTE).allowed).toBe(true);
  });

  it('never locks the same account at another address: an attacker cannot lock the editor out', () => {
    const lockout = createLoginLockout();
    fail(lockout, EDITOR, ATTACKER, 50);
    expect(lockout.attempt(EDITOR, EDITOR_OFFICE, 0).allowed).toBe(true);
  });

  it('treats every email alike, whether an account has it or not, and ignores case and spaces', () => {
    const lockout = createLoginLockout();
    expect(fail(lockout, 'nobody@example.jp', ATTACKER, 6)).toEqual(fail(lockout, EDITOR, '192.0.2.1', 6));
    fail(lockout, ' Editor@Example.JP ', '192.0.2.2', 5);
    expect(lockout.attempt(EDITOR, '192.0.2.2', 0).allowed).toBe(false);
  });

  it('counts attempts within ten minutes only', () => {
    const lockout = createLoginLockout();
    fail(lockout, EDITOR, ATTACKER, 4, 0);
    expect(fail(lockout, EDITOR, ATTACKER, 4, 10 * MINUTE)).toEqual([true, true, true, true]);
  });

  it('gives a successful attempt back: an editor who mistypes four times and then logs in starts afresh', () => {
    const lockout = createLoginLockout();
    fail(lockout, EDITOR, EDITOR_OFFICE, 4);
    lockout.attempt(EDITOR, EDITOR_OFFICE, 0).succeeded();
    expect(fail(lockout, EDITOR, EDITOR_OFFICE, 5)).toEqual([true, true, true, true, true]);
  });

  it('counts an attempt when it starts: parallel attempts cannot slip past the limit', () => {
    const lockout = createLoginLockout();
    // Ten attempts at once, none finished yet.
    const started = Array.from({ length: 10 }, () => lockout.attempt(EDITOR, ATTACKER, 0));
    expect(started.filter((a) => a.allowed)).toHaveLength(5);
  });

  it('locks an address that tries thirty accounts, whichever they are', () => {
    const lockout = createLoginLockout();
    for (let i = 0; i < 30; i++) expect(lockout.attempt(`guess${i}@example.jp`, ATTACKER, 0).allowed).toBe(true);
    expect(lockout.attempt(EDITOR, ATTACKER, 0).allowed).toBe(false);
    expect(lockout.attempt(EDITOR, EDITOR_OFFICE, 0).allowed).toBe(true);
  });

  it('keeps locks when the counters are full: flooding them with new accounts does not lift a lock', () => {
    const lockout = createLoginLockout({ maxEntries: 50, address: { maxAttempts: 1000, windowMs: MINUTE, lockMs: 0 } });
    fail(lockout, EDITOR, ATTACKER, 5);
    for (let i = 0; i < 200; i++) lockout.attempt(`flood${i}@example.jp`, ATTACKER, 1);
    expect(lockout.attempt(EDITOR, ATTACKER, 2).allowed).toBe(false);
  });
});

describe('the client address', () => {
  it.each([
    ['no header', null, 1, 'unknown'],
    ['the socket address that next start writes', '192.0.2.10', 1, '192.0.2.10'],
    ['what one proxy appended, not what the client claimed', '10.0.0.1, 192.0.2.10', 1, '192.0.2.10'],
    ['behind two proxies, the second entry from the right', '10.0.0.1, 192.0.2.10, 172.16.0.5', 2, '192.0.2.10'],
    ['fewer entries than proxies: the leftmost', '192.0.2.10', 2, '192.0.2.10'],
    ['an IPv6 client by its /64 network', '2001:db8:1:2:3:4:5:6', 1, '2001:db8:1:2::/64'],
    ['an IPv6 address with ::', '2001:db8::1', 1, '2001:db8:0:0::/64'],
    ['an IPv4-mapped IPv6 address as it is', '::ffff:192.0.2.10', 1, '::ffff:192.0.2.10'],
  ])('%s', (_label, header, hops, address) => {
    expect(clientAddress(header, hops)).toBe(address);
  });

  it('two addresses of one IPv6 network are one client', () => {
    expect(clientAddress('2001:db8:1:2::a')).toBe(clientAddress('2001:db8:1:2:ffff::b'));
  });
});
