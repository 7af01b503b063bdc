import type { ReactNode } from 'react';
import { SEARCH_TEXTS } from '../../lib/search/constants.ts';

/** The mobile caption of the life forms with its 必須 badge (spec search.md §2 leisure form). */
export function RequiredCaption({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <p className={`flex items-center gap-2 text-sm font-bold text-neutral-800 ${className}`}>
      <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs text-white">{SEARCH_TEXTS.requiredBadge}</span>
      {children}
    </p>
  );
}
