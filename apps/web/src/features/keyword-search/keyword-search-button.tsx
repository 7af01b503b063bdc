import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { WidgetBoundary } from '../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../lib/lazy-page.ts';

/** The overlay, React Aria and the `navigation` texts load on the first press (ADR 0007). */
const loadKeywordOverlay = () => import('./keyword-overlay.tsx').then((m) => m.KeywordOverlay);
const KeywordOverlay = lazyWidget(loadKeywordOverlay);

/** The header's search button: opens the site-wide keyword overlay (spec search.md §2). */
export function KeywordSearchButton({ className }: { className: string }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadKeywordOverlay().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span className="sr-only">{t('header.keywordSearch')}</span>
      </button>
      {open && (
        <WidgetBoundary>
          <Suspense fallback={null}>
            <KeywordOverlay onClose={() => setOpen(false)} />
          </Suspense>
        </WidgetBoundary>
      )}
    </>
  );
}
