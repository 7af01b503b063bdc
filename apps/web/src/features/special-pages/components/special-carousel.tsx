import { Suspense } from 'react';
import { Link } from 'react-router';
import { SPECIAL_PAGE_SLIDER_FROM, type SpecialPageResource } from '@portal/contracts/cms-values';
import { paths } from '../../../config/paths.ts';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useSpecialPages } from '../../cms/api/get-special-pages.ts';
import { CmsError, CmsSkeleton } from '../../cms/components/cms-states.tsx';
import { useCmsTranslation } from '../../cms/i18n.ts';
import { SpecialPageCard } from './special-page-card.tsx';

const SpecialSlider = lazyWidget(() => import('./special-slider.tsx').then((m) => m.SpecialSlider));

/** How many special pages the top page asks for. */
export const HOME_SPECIAL_PAGE_LIMIT = 12;

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
        <CmsSkeleton lines={2} />
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
      <WidgetBoundary fallback={<FlatList pages={pages} />}>
        <Suspense fallback={<FlatList pages={pages} />}>
          <SpecialSlider pages={pages} />
        </Suspense>
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
