import { describe, expect, it, vi } from 'vitest';
import { createLazyStore } from './external-store.ts';

describe('createLazyStore', () => {
  it('reads its first value when first asked for, once, not when it is made', () => {
    const read = vi.fn(() => 'stored');
    const store = createLazyStore(read);
    expect(read).not.toHaveBeenCalled();
    expect(store.get()).toBe('stored');
    expect(store.get()).toBe('stored');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('notifies its listeners as a store does, whatever was asked first', () => {
    const read = vi.fn(() => 1);
    const store = createLazyStore(read);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set((previous) => previous + 1);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
