import { useMemo } from 'react';
import { createStore, useStore } from '../../lib/external-store.ts';
import { persistence } from '../../lib/persistence.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Clicked news (spec portal.md §3: "clicked-news list with lastUpdateDate", a 3650-day cookie and
 * localStorage, behind lib/persistence.ts). Shown as 既読. The newest ids are kept first and the list is
 * capped so that the cookie stays well under the browsers' 4 KB limit.
 */
export const CLICKED_NEWS_LIMIT = 100;

const version = createStore(0);

export function readClickedNews(): string[] {
  const ids = persistence.clickedNews.read()?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export function markNewsClicked(id: string, now: Date = new Date()): void {
  const ids = [id, ...readClickedNews().filter((known) => known !== id)].slice(0, CLICKED_NEWS_LIMIT);
  persistence.clickedNews.write({ ids, lastUpdateDate: now.toISOString() });
  version.set((value) => value + 1);
}

const NONE: ReadonlySet<string> = new Set();

/** The ids read so far; re-read after every click in this tab. None in server-rendered HTML (browser storage). */
export function useClickedNews(): ReadonlySet<string> {
  const current = useStore(version);
  const hydrated = useHydrated();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` marks a write to storage
  return useMemo(() => (hydrated ? new Set(readClickedNews()) : NONE), [current, hydrated]);
}
