import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { STAY_SUB_TAB_LABELS } from '../../lib/search/constants.ts';
import type { StaySubTab } from '../../lib/search/tabs.ts';
import { ChevronLeft, ChevronRight } from '../../content/components/carousel-icons.tsx';
import { useSearchTranslation } from '../../lib/search/i18n.ts';

const item =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-md border border-neutral-300 bg-white px-4 text-left text-sm font-bold text-neutral-900 hover:bg-neutral-50';

/**
 * The travel tab on mobile (spec search.md §2 gourmet form: "Travel tab on mobile: a separate stay-search menu"):
 * instead of the sub-tab row, a menu of the enabled stay searches; choosing one shows its form alone, with a way back
 * to the menu. A form leaves when the member goes back, so a keyword error goes with it and the domestic form reads
 * the saved conditions again when chosen again (§4), as switching sub-tabs does on desktop.
 */
export function StaySearchMenu({ tabs, forms }: { tabs: readonly StaySubTab[]; forms: Record<StaySubTab, ReactNode> }) {
  const { t } = useSearchTranslation();
  const id = useId();
  const [open, setOpen] = useState<StaySubTab | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = useRef(new Map<StaySubTab, HTMLButtonElement>());
  /** The search the member came back from: its menu item gets focus again. */
  const [returnTo, setReturnTo] = useState<StaySubTab | null>(null);

  useEffect(() => {
    if (open) heading.current?.focus();
    else if (returnTo) items.current.get(returnTo)?.focus();
  }, [open, returnTo]);

  if (open) {
    return (
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
        <button
          type="button"
          className="inline-flex min-h-10 items-center gap-1 self-start rounded-md px-2 text-sm text-brand-700 hover:bg-neutral-100"
          onClick={() => {
            setReturnTo(open);
            setOpen(null);
          }}
        >
          <ChevronLeft />
          {t('panel.stayMenuBack')}
        </button>
        <h3 ref={heading} id={`${id}-heading`} tabIndex={-1} className="text-base font-bold outline-none">
          {STAY_SUB_TAB_LABELS[open]}
        </h3>
        {forms[open]}
      </section>
    );
  }
  return (
    <nav aria-label={t('panel.stayMenu')}>
      <ul className="flex flex-col gap-2">
        {tabs.map((tab) => (
          <li key={tab}>
            <button
              ref={(node) => {
                if (node) items.current.set(tab, node);
                else items.current.delete(tab);
              }}
              type="button"
              className={item}
              onClick={() => setOpen(tab)}
            >
              {STAY_SUB_TAB_LABELS[tab]}
              <ChevronRight />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
