import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/ui.ts';
import { ChunkLoadError, isChunkLoadError, lazyPage, withChunkTimeout } from './lazy-page.ts';

/** Spec portal.md §8 "error after a 120 s timeout", §9 "chunk timeout 120000 ms": written out, not imported. */
const SPEC_CHUNK_TIMEOUT_MS = 120_000;

/** The promise's state, readable synchronously after the fake clock has moved. */
function track(promise: Promise<unknown>) {
  const state: { settled: 'pending' | 'resolved' | 'rejected'; value?: unknown } = { settled: 'pending' };
  promise.then(
    (value) => Object.assign(state, { settled: 'resolved', value }),
    (error: unknown) => Object.assign(state, { settled: 'rejected', value: error }),
  );
  return state;
}

describe('chunk loading (spec portal.md §8: error after a 120 s timeout)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 120000 ms, the spec’s chunk timeout', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(SPEC_CHUNK_TIMEOUT_MS);
  });

  it('still waits for a chunk at 119.999 s and fails it with a ChunkLoadError at 120 s', async () => {
    vi.useFakeTimers();
    const outcome = track(withChunkTimeout(new Promise<never>(() => {})));
    await vi.advanceTimersByTimeAsync(SPEC_CHUNK_TIMEOUT_MS - 1);
    expect(outcome.settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.settled).toBe('rejected');
    expect(outcome.value).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(outcome.value)).toBe(true);
  });

  it('a route page whose chunk never arrives fails at 120 s, not before', async () => {
    vi.useFakeTimers();
    const outcome = track(lazyPage(() => new Promise<never>(() => {}))());
    await vi.advanceTimersByTimeAsync(SPEC_CHUNK_TIMEOUT_MS - 1);
    expect(outcome.settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.settled).toBe('rejected');
    expect(isChunkLoadError(outcome.value)).toBe(true);
  });

  it('loads a chunk that arrives at 119.999 s, and no timeout fires after it', async () => {
    vi.useFakeTimers();
    const chunk = new Promise<string>((resolve) => setTimeout(() => resolve('chunk'), SPEC_CHUNK_TIMEOUT_MS - 1));
    const outcome = track(withChunkTimeout(chunk));
    await vi.advanceTimersByTimeAsync(SPEC_CHUNK_TIMEOUT_MS - 1);
    expect(outcome).toEqual({ settled: 'resolved', value: 'chunk' });
    expect(vi.getTimerCount()).toBe(0);
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
