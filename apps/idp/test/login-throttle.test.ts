import { describe, expect, it } from 'vitest';

import { createLoginThrottle } from '../src/login-throttle.ts';

const WINDOW_MS = 15 * 60 * 1000;

describe('login throttle', () => {
  it('locks a login id for the whole window at its 5th failure, whatever the address', async () => {
    const throttle = createLoginThrottle();
    for (let i = 1; i <= 4; i += 1) expect(await throttle.fail('principal', `10.0.0.${i}`)).toBe(0);
    expect(await throttle.lockedFor('principal', '10.0.0.9')).toBe(0);
    expect(await throttle.fail('principal', '10.0.0.5')).toBe(WINDOW_MS);
    const left = await throttle.lockedFor('principal', '10.0.0.9');
    expect(left).toBeGreaterThan(WINDOW_MS - 5000);
    expect(left).toBeLessThanOrEqual(WINDOW_MS);
    // Case and spaces do not make another login id; other members are not affected.
    expect(await throttle.lockedFor(' PRINCIPAL ', '10.0.0.9')).toBeGreaterThan(0);
    expect(await throttle.lockedFor('club', '10.0.0.9')).toBe(0);
  });

  it('locks a client address that fails for many login ids', async () => {
    const throttle = createLoginThrottle({ maxFailuresPerAddress: 3 });
    expect(await throttle.fail('a', '10.0.0.1')).toBe(0);
    expect(await throttle.fail('b', '10.0.0.1')).toBe(0);
    expect(await throttle.fail('c', '10.0.0.1')).toBe(WINDOW_MS);
    expect(await throttle.lockedFor('principal', '10.0.0.1')).toBeGreaterThan(0);
    expect(await throttle.lockedFor('principal', '10.0.0.2')).toBe(0);
  });

  it('clears the failures of a login id that completes a login', async () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 4; i += 1) await throttle.fail('principal', '10.0.0.1');
    await throttle.succeed('principal');
    expect(await throttle.fail('principal', '10.0.0.1')).toBe(0);
    expect(await throttle.lockedFor('principal', '10.0.0.1')).toBe(0);
  });
});
