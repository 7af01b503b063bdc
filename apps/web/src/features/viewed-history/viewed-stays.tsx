import type { CSSProperties } from 'react';
import type { EmblaOptionsType } from 'embla-carousel';
import { CARD_CAROUSEL, showViewedArrows, viewedStayLink } from '../../lib/search/viewed.ts';
import type { MenuItem } from '@portal/contracts/catalog';
import { useAutoplayCarousel } from '../../content/components/carousel.tsx';
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from '../../content/components/carousel-icons.tsx';
import { ImageWithFallback } from '../../content/components/image-with-fallback.tsx';
import { usePublicConfig } from '../../config/public-config.ts';
import { useNavigationTranslation } from '../../lib/search/navigation-i18n.ts';
import { useViewedStays } from './api/get-viewed-stays.ts';

const control =
  'inline-flex size-10 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-900 shadow-sm hover:bg-neutral-100';

/** The card carousel of spec search.md §9 (CARD_CAROUSEL): looping, autoplay every 5000 ms. */
export const viewedCarouselOptions: EmblaOptionsType = { loop: CARD_CAROUSEL.loop, align: 'start' };

/**
 * The card carousel's layout from CARD_CAROUSEL: 1.3 cards in view 24 px apart, 3 from 1024 px (the `lg` breakpoint,
 * CARD_CAROUSEL.wideFromWidth). The widths are CSS variables, so the one set of constants drives both sizes.
 */
export const viewedCarouselStyle = {
  '--card-slide': `${100 / CARD_CAROUSEL.slidesPerView}%`,
  '--card-slide-wide': `${100 / CARD_CAROUSEL.wideSlidesPerView}%`,
  '--card-gap': `${CARD_CAROUSEL.spaceBetween}px`,
} as CSSProperties;
const slideClass =
  'min-w-0 shrink-0 grow-0 basis-[var(--card-slide)] pl-[var(--card-gap)] lg:basis-[var(--card-slide-wide)]';

function ViewedStayCard({ item, href, endedLabel }: { item: MenuItem; href: string | null; endedLabel: string }) {
  const detail = item.menuDetailResponse;
  // A stay no longer published keeps its card, marked 掲載終了, without a link to its page.
  const ended = detail.publicationEnded === true;
  const image = detail.menuImages[0]?.imageUrl;
  const area = [detail.areaInfomation.areaMidClassNm, detail.areaInfomation.areaSmlClassNm].filter(Boolean).join(' ');
  const body = (
    <>
      {image ? (
        // A picture that fails to load shows the fallback with 読み込みに失敗しました (spec search.md §8).
        <ImageWithFallback src={image} alt="" className="aspect-[4/3] w-full rounded-md bg-neutral-100 object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-[4/3] w-full rounded-md bg-neutral-100" />
      )}
      {ended && (
        <span className="w-fit rounded-sm border border-neutral-400 bg-neutral-100 px-1.5 py-0.5 text-xs font-bold text-neutral-800">
          {endedLabel}
        </span>
      )}
      <span className="line-clamp-2 text-sm font-bold text-neutral-900">{detail.menuNm}</span>
      <span className="text-xs text-neutral-700">{area}</span>
    </>
  );
  const card = 'flex h-full flex-col gap-1.5 rounded-lg border border-neutral-200 bg-white p-2';
  // viewed.ts decides: some stays have no detail page, and then the card is not a link.
  return href && !ended ? (
    <a href={href} className={`${card} hover:border-brand-600`}>
      {body}
    </a>
  ) : (
    <div className={card}>{body}</div>
  );
}

/**
 * 最近見た宿泊施設 (spec search.md §2 "Viewed-stay links", §9 card carousel): the member's viewed stays in an Embla
 * carousel that loops and moves on by itself every 5000 ms; hidden when empty or when the call fails (the top page
 * goes on without it). Arrows only with more than 5 items (§2). Autoplay (WCAG 2.2.2) pauses while the pointer is over
 * it or focus is in it, has a pause button, and does not start for a member who prefers reduced motion. By keyboard,
 * Tab goes through the cards (Embla brings a focused card into view) and the buttons.
 */
export function ViewedStays() {
  const { t } = useNavigationTranslation();
  const viewed = useViewedStays();
  const config = usePublicConfig();
  const { viewportRef, api, paused, userPaused, togglePause, pauseHandlers } = useAutoplayCarousel(
    viewedCarouselOptions,
    CARD_CAROUSEL.autoplayMs,
  );

  const items = viewed.data ?? [];
  if (!config.data || items.length === 0) return null;
  const stayHost = config.data.stayHostUrl;
  const arrows = showViewedArrows(items.length);

  return (
    <section aria-labelledby="viewed-stays-heading" className="flex flex-col gap-4" data-testid="viewed-stays">
      <h2 id="viewed-stays-heading" className="text-xl font-bold">
        {t('viewed.heading')}
      </h2>
      <div
        aria-roledescription="carousel"
        aria-label={t('viewed.region')}
        role="group"
        style={viewedCarouselStyle}
        data-autoplay-ms={CARD_CAROUSEL.autoplayMs}
        data-paused={paused}
        {...pauseHandlers}
      >
        <div className="overflow-hidden" ref={viewportRef}>
          <ul className="-ml-[var(--card-gap)] flex touch-pan-y">
            {items.map((item, index) => (
              <li
                key={item.menuNo}
                aria-roledescription="slide"
                aria-label={t('viewed.slide', { index: index + 1, count: items.length })}
                className={slideClass}
              >
                <ViewedStayCard item={item} href={viewedStayLink(stayHost, item)} endedLabel={t('viewed.ended')} />
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-3 flex justify-end gap-2">
          {arrows && (
            <button
              type="button"
              className={control}
              onClick={() => api?.scrollPrev()}
              aria-label={t('viewed.previous')}
            >
              <ChevronLeft />
            </button>
          )}
          <button
            type="button"
            className={control}
            onClick={togglePause}
            aria-label={userPaused ? t('viewed.play') : t('viewed.pause')}
          >
            {userPaused ? <PlayIcon /> : <PauseIcon />}
          </button>
          {arrows && (
            <button type="button" className={control} onClick={() => api?.scrollNext()} aria-label={t('viewed.next')}>
              <ChevronRight />
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
