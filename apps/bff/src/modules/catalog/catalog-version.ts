import type { Clock } from '../../lib/clock.ts';

/**
 * The catalogue's version as the visitor page cache keys on it (modules/pages): read synchronously on every page.
 * The version read last is kept `freshMs` (5 s); past that the next reader gets it once more while it is read again.
 * An import through this replica refreshes it at once (`refresh()`), so its pages never show the catalogue before
 * the import; other replicas follow within `freshMs` (docs/catalog-feed.md "After an import").
 */
export interface CatalogVersionCache {
  /** The version read last (refreshed in the background when older than freshMs). */
  current(): string;
  /** Reads the version now (at start, and after an import). */
  refresh(): Promise<string>;
}

export const CATALOG_VERSION_FRESH_MS = 5_000;

export function createCatalogVersionCache(options: {
  read: () => Promise<string>;
  clock: Clock;
  freshMs?: number;
  onError?: (error: unknown) => void;
}): CatalogVersionCache {
  const { read, clock, freshMs = CATALOG_VERSION_FRESH_MS, onError } = options;
  let version = 'unknown';
  let readAt = -Infinity;
  let reading: Promise<string> | null = null;

  const refresh = (): Promise<string> => {
    const started = clock.now().getTime();
    const running = read().then((value) => {
      // A read that began earlier never overwrites one that began later.
      if (started >= readAt) {
        version = value;
        readAt = started;
      }
      return version;
    });
    reading = running;
    running
      .finally(() => {
        if (reading === running) reading = null;
      })
      .catch(() => {});
    return running;
  };

  return {
    current() {
      if (clock.now().getTime() - readAt >= freshMs && !reading) refresh().catch((error: unknown) => onError?.(error));
      return version;
    },
    refresh,
  };
}
