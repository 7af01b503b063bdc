import { useState } from 'react';
import { SEARCH_TEXTS } from '../../lib/search/constants.ts';
import type { SearchHistoryEntry } from './search-history.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';

/**
 * 検索履歴から探す (spec search.md §2 stay screen): latest first, × deletes, 他の検索履歴 shows the rest. An entry is
 * one search, named by its urlLink (the history holds no copies): its key and what × removes.
 */
export function SearchHistoryList({
  entries,
  onRemove,
}: {
  entries: readonly SearchHistoryEntry[];
  onRemove: (urlLink: string) => void;
}) {
  const { t } = useSearchTranslation();
  const [expanded, setExpanded] = useState(false);
  if (entries.length === 0) return null;
  const shown = expanded ? entries : entries.slice(0, 1);
  return (
    <section aria-labelledby="stay-history-heading" className="rounded-md bg-neutral-100 p-3">
      <h3 id="stay-history-heading" className="mb-2 text-sm font-bold text-neutral-800">
        {SEARCH_TEXTS.searchHistoryHeading}
      </h3>
      <ul className="flex flex-col gap-1">
        {shown.map((entry) => (
          <li key={entry.urlLink} className="flex items-center gap-2">
            <a href={entry.urlLink} className="min-w-0 flex-1 truncate text-sm text-brand-700 underline">
              {entry.urlDisp}
            </a>
            <button
              type="button"
              className="inline-flex size-8 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-200"
              aria-label={t('history.remove', { text: entry.urlDisp })}
              onClick={() => onRemove(entry.urlLink)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {!expanded && entries.length > 1 && (
        <button
          type="button"
          aria-expanded={false}
          className="mt-2 text-sm font-bold text-brand-700 underline"
          onClick={() => setExpanded(true)}
        >
          {SEARCH_TEXTS.searchHistoryMore}
        </button>
      )}
    </section>
  );
}
