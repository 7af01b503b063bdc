import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The reads of one server-rendered page (modules/pages/renderer.ts): its calls carry one member's cookie, and several
 * of them read the same rows (the session, the member, a wallet's balance). Inside `run`, a read named by `once` is
 * made once and shared by the page's calls, as a request-scoped loader would; outside, every call reads afresh. A
 * write in the scope makes `forget` drop what it changed, so the next read sees it.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export const pageReads = {
  run<T>(work: () => Promise<T>): Promise<T> {
    return scope.run(new Map(), work);
  },

  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    const reads = scope.getStore();
    if (!reads) return read();
    let value = reads.get(key) as Promise<T> | undefined;
    if (!value) {
      value = read();
      reads.set(key, value);
      // A failed read is not kept: the next call asks again.
      value.catch(() => reads.delete(key));
    }
    return value;
  },

  /** Drops the reads whose keys start with `prefix` (a write changed them). */
  forget(prefix: string): void {
    const reads = scope.getStore();
    if (!reads) return;
    for (const key of reads.keys()) if (key.startsWith(prefix)) reads.delete(key);
  },
};
