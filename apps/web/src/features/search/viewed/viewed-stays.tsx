import useEmblaCarousel from 'embla-carousel-react';
import { showViewedArrows, viewedStayLink } from '@portal/contracts/search/viewed';
import type { MenuItem } from '@portal/contracts/catalog';
import { ChevronLeft, ChevronRight } from '../../cms/components/carousel-icons.tsx';
import { usePublicConfig } from '../../site-config/api/get-public-config.ts';
import { useNavigationTranslation } from '../mega-menu/navigation-i18n.ts';
import { useViewedStays } from './api/get-viewed-stays.ts';

const control =
  'inline-flex size-10 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-900 shadow-sm hover:bg-neutral-100';

function ViewedStayCard({ item, href }: { item: MenuItem; href: string | null }) {
  const detail = item.menuDetailResponse;
  const image = detail.menuImages[0]?.imageUrl;
  const area = [detail.areaInfomation.areaMidClassNm, detail.areaInfomation.areaSmlClassNm].filter(Boolean).join(' ');
  const body = (
    <>
      {image ? (
        <img src={image} alt="" loading="lazy" className="aspect-[4/3] w-full rounded-md bg-neutral-100 object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-[4/3] w-full rounded-md bg-neutral-100" />
      )}
      <span className="line-clamp-2 text-sm font-bold text-neutral-900">{detail.menuNm}</span>
      <span className="text-xs text-neutral-700">{area}</span>
    </>
  );
  const card = 'flex h-full flex-col gap-1.5 rounded-lg border border-neutral-200 bg-white p-2';
  // viewed.ts decides: some stays have no detail page, and then the card is not a link.
  return href ? (
    <a href={href} className={`${card} hover:border-brand-600`}>
      {body}
    </a>
  ) : (
    <div className={card}>{body}</div>
  );
}

/**
 * 最近見た宿泊施設 (spec search.md §2 "Viewed-stay links"): the member's viewed stays; hidden when empty or when
 * the call fails (the top page goes on without it), arrows only with more than 5 items.
 */
export function ViewedStays() {
  const { t } = useNavigationTranslation();
  const viewed = useViewedStays();
  const config = usePublicConfig();
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const items = viewed.data ?? [];
  if (!config.data || items.length === 0) return null;
  const stayHost = config.data.stayHostUrl;
  const arrows = showViewedArrows(items.length);

  return (
    <section aria-labelledby="viewed-stays-heading" className="flex flex-col gap-4" data-testid="viewed-stays">
      <h2 id="viewed-stays-heading" className="text-xl font-bold">
        {t('viewed.heading')}
      </h2>
      <div aria-roledescription="carousel" aria-label={t('viewed.region')} role="group">
        <div className="overflow-hidden" ref={viewportRef}>
          <ul className="-ml-3 flex touch-pan-y">
            {items.map((item, index) => (
              <li
                key={item.menuNo}
                aria-roledescription="slide"
                aria-label={t('viewed.slide', { index: index + 1, count: items.length })}
                className="min-w-0 shrink-0 grow-0 basis-1/2 pl-3 sm:basis-1/3 lg:basis-1/5"
              >
                <ViewedStayCard item={item} href={viewedStayLink(stayHost, item)} />
              </li>
            ))}
          </ul>
        </div>
        {arrows && (
          <div className="mt-3 flex justify-end gap-2">
            <button
              type="button"
              className={control}
              onClick={() => api?.scrollPrev()}
              aria-label={t('viewed.previous')}
            >
              <ChevronLeft />
            </button>
            <button type="button" className={control} onClick={() => api?.scrollNext()} aria-label={t('viewed.next')}>
              <ChevronRight />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
