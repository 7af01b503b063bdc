import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport.tsx';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';

const MonthlyPicks = lazyWidget(() => import('./monthly-picks.tsx').then((m) => m.MonthlyPicks));

/** The results page of the same order: everything the catalogue has, most recommended first. */
const PICKS_RESULTS_PATH = '/menus?sort=recommended';

/**
 * 今週のおすすめ優待 (WEEKLY_PICKS_PATH of contracts/catalog-lists.ts, which the top page does not load with itself: it
 * would bring the privileges' chunk into the first load; a test keeps the two equal).
 */
export const WEEKLY_PICKS_LINK = '/weeklyPicks';

/**
 * The room of six tiles (TILES_ROOM of the tiles' chunk, which the top page does not load with itself; a test keeps
 * the two equal).
 */
export const PICKS_ROOM = 'min-h-[696px] sm:min-h-[460px] lg:min-h-56';
const placeholder = <SkeletonBar className={`rounded-lg ${PICKS_ROOM}`} tone="light" />;

/**
 * 今月のおすすめ優待 on the top page (issue 12, docs/catalog-category-pages.md). The heading and its もっと見る come
 * with the page; the tiles' code loads when the member nears them (the top page's 150 KB budget, ADR 0007), their
 * answer is already inside the page (first load), and until then a placeholder holds their room.
 */
export function MonthlyPicksSlot() {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="home-picks" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="home-picks" className="text-xl font-bold">
          {t('home.picksHeading')}
        </h2>
        <Link
          to={PICKS_RESULTS_PATH}
          aria-label={t('home.picksAllLabel')}
          className="text-sm text-brand-700 underline underline-offset-2"
        >
          {t('home.picksAll')}
        </Link>
      </div>
      {/* The week's picks (/weeklyPicks): the members who look for this month's look here for this week's too. */}
      <p>
        <Link to={WEEKLY_PICKS_LINK} className="text-sm text-brand-700 underline underline-offset-2">
          {t('home.weeklyPicks')}
        </Link>
      </p>
      <WidgetBoundary>
        {/* 200 px ahead: on a phone the section starts about 1.4 screens down, past the first view's budget. */}
        <WhenNearViewport placeholder={placeholder} margin="200px">
          <Suspense fallback={placeholder}>
            <MonthlyPicks />
          </Suspense>
        </WhenNearViewport>
      </WidgetBoundary>
    </section>
  );
}
