import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { CATALOG_VERSION_FRESH_MS, createCatalogVersionCache } from '../../src/modules/catalog/catalog-version.ts';

// issue 31: the visitor pages are kept under the catalogue's version; an import elsewhere reaches them within 5 s.

describe('the catalogue version the pages are kept under', () => {
  it('is read at once after an import here, and within 5 s when another replica imported', async () => {
    const clock = fixedClock('2026-11-21T03:00:00Z');
    let stored = '1.a';
    let reads = 0;
    const version = createCatalogVersionCache({
      read: async () => {
        reads++;
        return stored;
      },
      clock,
    });
    expect(await version.refresh()).toBe('1.a');
    // An import through this replica: refreshed as it is applied.
    stored = '2.b';
    await version.refresh();
    expect(version.current()).toBe('2.b');
    // Another replica's import: this one keeps its version while it is fresh (no read per page)…
    stored = '3.c';
    clock.advance(CATALOG_VERSION_FRESH_MS - 1);
    const before = reads;
    expect(version.current()).toBe('2.b');
    expect(reads).toBe(before);
    // …and reads it again once it is 5 s old: the next pages are kept under the new one.
    clock.advance(1);
    expect(version.current()).toBe('2.b');
    await new Promise((resolve) => setImmediate(resolve));
    expect(version.current()).toBe('3.c');
    expect(reads).toBe(before + 1);
  });

  it('keeps the version it has when a read fails, and says so', async () => {
    const clock = fixedClock('2026-11-21T03:00:00Z');
    const errors: unknown[] = [];
    let fail = false;
    const version = createCatalogVersionCache({
      read: async () => {
        if (fail) throw new Error('database away');
        return '1.a';
      },
      clock,
      onError: (error) => errors.push(error),
    });
    await version.refresh();
    fail = true;
    clock.advance(CATALOG_VERSION_FRESH_MS);
    expect(version.current()).toBe('1.a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(version.current()).toBe('1.a');
    expect(errors).toHaveLength(1);
  });
});
