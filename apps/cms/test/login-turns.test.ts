import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoginTurns } from '../src/lib/login-turns.ts';

/** One login of an account at a time (lib/login-turns.ts); three logins of the started CMS: admin-security.test.ts. */
afterEach(() => {
  vi.useRealTimers();
});

/** Whether a promise has settled by the time the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('login turns', () => {
  it('lets one login of an account go on at a time, in the order they came, and other accounts alongside', async () => {
    vi.useFakeTimers();
    const turns = createLoginTurns();
    const first = turns.take('editor@example.jp');
    const second = turns.take('editor@example.jp');
    const third = turns.take('editor@example.jp');
    const fourth = turns.take('editor@example.jp');
    const other = turns.take('other@example.jp');
    expect(await settled(first)).toBe(true);
    expect(await settled(other)).toBe(true);
    expect(await settled(second)).toBe(false);

    (await first).end();
    expect(await settled(second)).toBe(true);
    expect(await settled(third)).toBe(false);
    (await second).end();
    (await second).end(); // Ending twice (the error hook after the operation's own) ends no other turn.
    expect(await settled(third)).toBe(true);
    expect(await settled(fourth)).toBe(false);
    (await third).end();
    expect(await settled(fourth)).toBe(true);
  });

  it('ends a turn nobody ends after its hold, so that a lost end holds the account back no longer', async () => {
    vi.useFakeTimers();
    const turns = createLoginTurns({ holdMs: 5_000 });
    await turns.take('editor@example.jp');
    const next = turns.take('editor@example.jp');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await settled(next)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(next)).toBe(true);
  });
});
