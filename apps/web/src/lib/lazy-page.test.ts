import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contracts/constants';
import { ChunkLoadError, isChunkLoadError, lazyPage, withChunkTimeout } from './lazy-page.ts';

describe('chunk loading (spec portal.md §8: error after a 120 s timeout)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects a lazy import that has not settled after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise<never>(() => {}));
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it('rejects at once when the dynamic import fails', async () => {
    const failing = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    const error = await failing().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes the route module through when it loads', async () => {
    const Component = () => null;
    await expect(lazyPage(() => Promise.resolve({ Component }))()).resolves.toEqual({ Component });
  });
});
