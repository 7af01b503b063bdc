import { describe, expect, it } from 'vitest';

import { createLoginThrottle } from '../src/login-throttle.ts';

const WINDOW_MS = 15 * 60 * 1000;

/** A clock the slow-down reads, moved by the test. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('login throttle', () => {
  it('locks a login id at one address at its 5th failure there, for the whole window (issue 33)', async () => {
    const throttle = createLoginThrottle();
    for (let i = 1; i <= 4; i += 1) expect(await throttle.fail('principal', '203.0.113.7')).toBe(0);
    expect(await throttle.attempt('principal', '203.0.113.7')).toBeNull();
    expect(await throttle.fail('principal', '203.0.113.7')).toBe(WINDOW_MS);
    const refusal = await throttle.attempt('principal', '203.0.113.7');
    expect(refusal?.kind).toBe('locked');
    expect(refusal!.forMs).toBeGreaterThan(WINDOW_MS - 5000);
    expect(refusal!.forMs).toBeLessThanOrEqual(WINDOW_MS);
    // Case and spaces do not make another login id.
    expect((await throttle.attempt(' PRINCIPAL ', '203.0.113.7'))?.kind).toBe('locked');
    // The member from their own address, and other members at the attacker's, are not affected.
    expect(await throttle.attempt('principal', '198.51.100.20')).toBeNull();
    expect(await throttle.attempt('club', '203.0.113.7')).toBeNull();
  });

  it('locks a client address that fails for many login ids', async () => {
    const throttle = createLoginThrottle({ maxFailuresPerAddress: 3 });
    expect(await throttle.fail('a', '10.0.0.1')).toBe(0);
    expect(await throttle.fail('b', '10.0.0.1')).toBe(0);
    expect(await throttle.fail('c', '10.0.0.1')).toBe(WINDOW_MS);
    expect((await throttle.attempt('principal', '10.0.0.1'))?.kind).toBe('locked');
    expect(await throttle.attempt('principal', '10.0.0.2')).toBeNull();
  });

  it('clears the failures of a login id at the address where it completes a login', async () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 4; i += 1) await throttle.fail('principal', '10.0.0.1');
    await throttle.succeed('principal', '10.0.0.1');
    expect(await throttle.fail('principal', '10.0.0.1')).toBe(0);
    expect(await throttle.lockedFor('principal', '10.0.0.1')).toBe(0);
  });

  it('slows a login id failing from many addresses: one attempt per turn, the gap doubling (issue 33)', async () => {
    const time = clock();
    const throttle = createLoginThrottle({ slowDownAfterFailures: 10 }, time.now);
    // Ten addresses, one wrong password each: nobody is locked, and the login id is now slowed.
    for (let i = 1; i <= 10; i += 1) {
      expect(await throttle.attempt('principal', `198.51.100.${i}`)).toBeNull();
      expect(await throttle.fail('principal', `198.51.100.${i}`)).toBe(0);
    }
    // The next try must wait a second, wherever it comes from, the member's own too.
    expect(await throttle.attempt('principal', '192.0.2.1')).toEqual({ kind: 'slowed', forMs: 1000 });
    time.advance(1000);
    // Its turn: this attempt takes it, and one sent alongside waits for the next.
    expect(await throttle.attempt('principal', '198.51.100.11')).toBeNull();
    expect((await throttle.attempt('principal', '198.51.100.12'))?.kind).toBe('slowed');
    await throttle.fail('principal', '198.51.100.11');
    expect(await throttle.attempt('principal', '192.0.2.1')).toEqual({ kind: 'slowed', forMs: 2000 });
    // Other login ids are not slowed.
    expect(await throttle.attempt('club', '198.51.100.12')).toBeNull();
  });

  it('caps the gap at a minute', async () => {
    const time = clock();
    const throttle = createLoginThrottle({ slowDownAfterFailures: 1 }, time.now);
    for (let i = 0; i < 12; i += 1) await throttle.fail('principal', `198.51.100.${i}`);
    expect(await throttle.attempt('principal', '192.0.2.1')).toEqual({ kind: 'slowed', forMs: 60_000 });
  });
});
