import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { TRAVEL_LARGE_CODE } from '@portal/contracts/search/constants';
import { createPortal } from 'react-dom';
import { moveMegaMenuCarousel, shouldCloseMegaMenuOnScroll, toggleMegaMenuGroup } from './mega-menu-rules.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useQuery } from '@tanstack/react-query';
import { specialPagesQueryOptions } from '../../content/api/get-special-pages.ts';
import { usePreview } from '../../content/preview-state.ts';
import { ChevronLeft, ChevronRight } from '../../content/components/carousel-icons.tsx';
import { usePublicConfig } from '../../config/public-config.ts';
import { useCategories, useLargeAreas } from '../../lib/catalog-codes.ts';
import {
  buildMegaMenuGroups,
  MEGA_MENU_SPECIAL_PAGE_GROUP,
  MEGA_MENU_SPECIAL_PAGE_LIMIT,
  type MegaMenuGroupView,
} from './mega-menu-model.ts';
import { MegaMenuPlaceholder } from './mega-menu-slot.tsx';
import { useNavigationTranslation } from '../../lib/search/navigation-i18n.ts';

/** Columns of 6 links shown side by side; the carousel moves through the rest. */
export const VISIBLE_COLUMNS = 4;

const control =
  'inline-flex size-10 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 disabled:opacity-40';

function MegaMenuPanel({
  group,
  headingId,
  panelId,
  onClose,
}: {
  group: MegaMenuGroupView;
  headingId: string;
  panelId: string;
  onClose: () => void;
}) {
  const { t } = useNavigationTranslation();
  const [position, setPosition] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Never beyond the last full view, and never beyond the spec's position 5.
  const lastPosition = Math.max(0, group.columns.length - VISIBLE_COLUMNS);
  const move = (step: 1 | -1) => setPosition((p) => Math.min(lastPosition, moveMegaMenuCarousel(p, step)));

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      id={panelId}
      aria-labelledby={headingId}
      data-position={position}
      className="absolute inset-x-0 top-full z-40 border-t border-neutral-200 bg-white shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        <div className="flex items-center justify-between gap-4">
          <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-bold outline-none">
            {group.name}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('megaMenu.closeMenu', { group: group.name })}
            className="inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm text-neutral-800 hover:bg-neutral-100"
          >
            <CloseIcon className="size-5" />
            {t('megaMenu.close')}
          </button>
        </div>
        <div className="overflow-hidden">
          <div
            className="flex transition-transform duration-300 motion-reduce:transition-none"
            style={{ transform: `translateX(-${(position * 100) / VISIBLE_COLUMNS}%)` }}
          >
            {group.columns.map((column, index) => {
              const hidden = index < position || index >= position + VISIBLE_COLUMNS;
              return (
                <div key={column.key} className="w-1/4 shrink-0 px-3" inert={hidden} aria-hidden={hidden || undefined}>
                  <h3 className="mb-2 text-sm font-bold text-neutral-700">{column.title}</h3>
                  <ul className="flex flex-col gap-1">
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <a
                          href={link.href}
                          className="inline-flex min-h-10 items-center text-sm text-brand-700 underline-offset-2 hover:underline"
                        >
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </div>
        {group.columns.length > VISIBLE_COLUMNS && (
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className={control}
              onClick={() => move(-1)}
              disabled={position === 0}
              aria-label={t('megaMenu.previous')}
            >
              <ChevronLeft />
            </button>
            <button
              type="button"
              className={control}
              onClick={() => move(1)}
              disabled={position >= Math.min(lastPosition, moveMegaMenuCarousel(position, 1))}
              aria-label={t('megaMenu.next')}
            >
              <ChevronRight />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The desktop mega-menu (spec search.md §2): a row of the visible groups; a group button opens its panel, the
 * same button, the close button, a click on the background, Escape and scrolling past the threshold close it.
 */
export function MegaMenu() {
  const { t } = useNavigationTranslation();
  const config = usePublicConfig();
  const categories = useCategories();
  const hasTravel = categories.data?.some((c) => c.level === 1 && c.catLrgClassCd === TRAVEL_LARGE_CODE) ?? false;
  const prefectures = useLargeAreas(hasTravel);
  // The special pages of the list page (publish_location Listing), asked for only when the group that lists them is
  // there; a failing CMS call leaves them out quietly.
  const listsSpecialPages =
    categories.data?.some((c) => c.level === 1 && c.megaMenuGroup === MEGA_MENU_SPECIAL_PAGE_GROUP) ?? false;
  const specialPages = useQuery({
    ...specialPagesQueryOptions({ view_area: 'Listing', page_limit: MEGA_MENU_SPECIAL_PAGE_LIMIT }, usePreview()),
    enabled: listsSpecialPages,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const baseId = useId();

  const groups = useMemo(() => {
    if (!categories.data || !config.data) return [];
    return buildMegaMenuGroups(
      categories.data,
      {
        lifeHost: config.data.lifeHostUrl,
        stayHost: config.data.stayHostUrl,
        shopHost: config.data.shopHostUrl,
        topHost: '',
      },
      {
        groupName: (id, fallback) => t(`megaMenu.groups.${id}`, { defaultValue: fallback }),
        prefectures: t('megaMenu.prefectures'),
        flightTour: t('megaMenu.flightTour'),
        specialPages: t('megaMenu.specialPages'),
        publicStay: t('megaMenu.publicStay'),
        booking: t('megaMenu.booking'),
        shop: t('megaMenu.shop'),
        gourmetGenres: t('megaMenu.gourmetGenres'),
        gourmetAll: t('megaMenu.gourmetAll'),
        guide: t('megaMenu.guide'),
      },
      prefectures.data,
      specialPages.data?.data,
    );
  }, [categories.data, config.data, prefectures.data, specialPages.data, t]);

  // Focus goes back to the group that opened the panel.
  const close = useCallback(() => {
    if (openId !== null) buttons.current.get(openId)?.focus({ preventScroll: true });
    setOpenId(null);
  }, [openId]);

  useEffect(() => {
    if (openId === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onScroll = () => {
      if (shouldCloseMegaMenuOnScroll(window.scrollY, window.innerWidth)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [openId, close]);

  if (groups.length === 0) return categories.isPending || config.isPending ? <MegaMenuPlaceholder /> : null;
  const open = groups.find((g) => g.id === openId);

  return (
    <div className="relative border-t border-neutral-100">
      <nav aria-label={t('megaMenu.label')} className="mx-auto max-w-6xl px-4">
        <ul className="flex flex-wrap items-center">
          {groups.map((group) => {
            const highlighted = hoveredId === group.id || openId === group.id;
            return (
              <li key={group.id}>
                <button
                  ref={(node) => {
                    if (node) buttons.current.set(group.id, node);
                    else buttons.current.delete(group.id);
                  }}
                  type="button"
                  aria-expanded={openId === group.id}
                  aria-controls={openId === group.id ? `${baseId}-panel` : undefined}
                  data-highlighted={highlighted || undefined}
                  onMouseEnter={() => setHoveredId(group.id)}
                  onMouseLeave={() => setHoveredId((h) => (h === group.id ? null : h))}
                  onClick={() => setOpenId((current) => toggleMegaMenuGroup(current, group.id))}
                  className={`inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-medium ${
                    highlighted
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-transparent text-neutral-900 hover:bg-neutral-100'
                  }`}
                >
                  {group.name}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {open && (
        <>
          {createPortal(
            <div
              data-testid="mega-menu-backdrop"
              aria-hidden="true"
              className="fixed inset-0 z-30 bg-neutral-900/30"
              onClick={close}
            />,
            document.body,
          )}
          <MegaMenuPanel
            key={open.id}
            group={open}
            headingId={`${baseId}-heading`}
            panelId={`${baseId}-panel`}
            onClose={close}
          />
        </>
      )}
    </div>
  );
}
