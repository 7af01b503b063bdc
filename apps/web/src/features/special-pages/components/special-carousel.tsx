import { Link } from 'react-router';
import { SPECIAL_PAGE_SLIDER_FROM, type SpecialPageResource } from '@portal/contracts/cms-values';
import { paths } from '../../../config/paths.ts';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useSpecialPages } from '../../../content/api/get-special-pages.ts';
import { CarouselFrame, type CarouselLayout } from '../../../content/components/carousel-frame.tsx';
import { CarouselWhenNeeded } from '../../../content/components/carousel-when-needed.tsx';
import { CmsError } from '../../../content/components/cms-states.tsx';
import { useCmsTranslation } from '../../../content/i18n.ts';
import { SpecialPageCard } from './special-page-card.tsx';

const SpecialSlider = lazyWidget(() => import('./special-slider.tsx').then((m) => m.SpecialSlider));

/** How many special pages the top page asks for. */
export const HOME_SPECIAL_PAGE_LIMIT = 12;

/** Card carousel autoplay (search.md §9). */
export const SPECIAL_SLIDER_AUTOPLAY_MS = 5000;

/** The slider's cards (special-slider.tsx): 1.3 on small screens, 3 from 1024 px, 24 px apart. */
export const specialSliderLayout: CarouselLayout = {
  slideClass: 'basis-[76.9%] pl-6 lg:basis-1/3',
  trackClass: '-ml-6',
};

function FlatList({ pages }: { pages: SpecialPageResource[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-layout="flat">
      {pages.map((page) => (
        <li key={page.id}>
          <SpecialPageCard page={page} />
        </li>
      ))}
    </ul>
  );
}

/**
 * While the special pages load: the slider's first view (4 or more pages, the usual case) with grey cards of the
 * real cards' size, and the もっと見る row. Announced once as 読み込み中です.
 */
function SpecialPagesSkeleton() {
  const { t } = useCmsTranslation();
  return (
    <div role="status" className="flex flex-col gap-3" data-testid="special-pages-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true">
        <CarouselFrame layout={specialSliderLayout}>
          {[0, 1, 2].map((index) => (
            <span key={index} className="flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white">
              <SkeletonBar tone="light" className="aspect-[3/1] w-full" />
              <span className="block p-3">
                <SkeletonBar tone="light" className="h-[1.375rem] w-3/4 rounded" />
              </span>
            </span>
          ))}
        </CarouselFrame>
      </div>
      <span aria-hidden="true" className="block h-10" />
    </div>
  );
}

/**
 * The top page's special pages (spec portal.md §2): fewer than 4 as a flat list; 4 or more as a slider with
 * a もっと見る link to /specialPage.
 */
export function SpecialCarousel() {
  const { t } = useCmsTranslation();
  const query = useSpecialPages({ view_area: 'Home', page_limit: HOME_SPECIAL_PAGE_LIMIT });
  if (query.isSuccess && query.data.data.length === 0) return null;
  return (
    <section aria-labelledby="home-special" className="flex flex-col gap-4">
      <h2 id="home-special" className="text-xl font-bold">
        {t('special.heading')}
      </h2>
      {query.isPending ? (
        <SpecialPagesSkeleton />
      ) : query.isError ? (
        <CmsError message={t('loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <SpecialPages pages={query.data.data} />
      )}
    </section>
  );
}

function SpecialPages({ pages }: { pages: SpecialPageResource[] }) {
  const { t } = useCmsTranslation();
  if (pages.length < SPECIAL_PAGE_SLIDER_FROM) return <FlatList pages={pages} />;
  return (
    <div className="flex flex-col gap-3" data-layout="slider">
      {/* Until the slider is needed and its chunk arrives, its first view holds the place; if it fails, every card shows. */}
      <WidgetBoundary fallback={<FlatList pages={pages} />}>
        <CarouselWhenNeeded
          layout={specialSliderLayout}
          firstMoveAfterMs={SPECIAL_SLIDER_AUTOPLAY_MS}
          slides={pages.map((page) => (
            <SpecialPageCard key={page.id} page={page} />
          ))}
        >
          <SpecialSlider pages={pages} />
        </CarouselWhenNeeded>
      </WidgetBoundary>
      <p className="text-right">
        <Link
          to={paths.specialPages}
          className="inline-flex min-h-10 items-center font-medium text-brand-700 underline underline-offset-2"
        >
          {t('special.more')}
        </Link>
      </p>
    </div>
  );
}
