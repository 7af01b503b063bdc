import { describe, expect, it } from 'vitest';
import { keyHistoryEntry } from './history-entry-key.ts';

/** A history whose entry starts with `state`, recording what replaceState writes. */
function historyWith(state: unknown): History {
  let current = state;
  return {
    get state() {
      return current;
    },
    replaceState(next: unknown) {
      current = next;
    },
  } as unknown as History;
}

describe('keyHistoryEntry', () => {
  it('gives an entry loaded as a new document (no state) a key of its own, unlike the router’s shared `default`', () => {
    const first = historyWith(null);
    const second = historyWith(null);
    keyHistoryEntry(first);
    keyHistoryEntry(second);
    const a = first.state as { key: string; usr: unknown };
    const b = second.state as { key: string };
    expect(a.key).toMatch(/^[0-9a-z]{8,}$/);
    expect(a.key).not.toBe('default');
    expect(a.key).not.toBe(b.key);
    expect(a.usr).toBeNull();
    // The router's index of a first entry: with it, the router writes no state of its own.
    expect((first.state as { idx: number }).idx).toBe(0);
  });

  it('keeps the key of an entry that has one (a reload, back or forward keeps its saved position)', () => {
    const history = historyWith({ usr: { from: 'menu' }, key: 'abc123', idx: 3 });
    keyHistoryEntry(history);
    expect(history.state).toEqual({ usr: { from: 'menu' }, key: 'abc123', idx: 3 });
  });

  it('keeps what else the entry holds when it adds the key', () => {
    const history = historyWith({ usr: { from: 'menu' }, idx: 0 });
    keyHistoryEntry(history);
    expect(history.state).toMatchObject({ usr: { from: 'menu' }, idx: 0, key: expect.any(String) });
  });
});
