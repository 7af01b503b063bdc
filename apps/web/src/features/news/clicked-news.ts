import { useSyncExternalStore } from 'react';
import { persistence } from '../../lib/persistence.ts';

/**
 * Clicked news (spec portal.md §3: "clicked-news list with lastUpdateDate", a 3650-day cookie and
 * localStorage, behind lib/persistence.ts). Shown as 既読. The newest ids are kept first and the list is
 * capped so that the cookie stays well under the browsers' 4 KB limit.
 */
export const CLICKED_NEWS_LIMIT = 100;

export function readClickedNews(): string[] {
  const ids = persistence.clickedNews.read()?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The lists on screen, told of every click in this tab. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markNewsClicked(id: string, now: Date = new Date()): void {
  const ids = [id, ...readClickedNews().filter((known) => known !== id)].slice(0, CLICKED_NEWS_LIMIT);
  persistence.clickedNews.write({ ids, lastUpdateDate: now.toISOString() });
  for (const listener of listeners) listener();
}

const NONE: ReadonlySet<string> = new Set();

/** The stored ids as a set: the same set as long as the stored list is the same (React compares snapshots). */
let stored: { key: string; ids: ReadonlySet<string> } = { key: '[]', ids: NONE };

function storedIds(): ReadonlySet<string> {
  const ids = readClickedNews();
  const key = JSON.stringify(ids);
  if (key !== stored.key) stored = { key, ids: new Set(ids) };
  return stored.ids;
}

const noIds = () => NONE;

/**
 * The ids read so far, read again after every click in this tab. None in server-rendered HTML and while the browser
 * hydrates it (browser storage: React's server snapshot, as in lib/use-hydrated.ts).
 */
export function useClickedNews(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, storedIds, noIds);
}
