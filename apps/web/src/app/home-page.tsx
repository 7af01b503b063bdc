import { memo, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title.tsx';
import { WidgetBoundary } from '../components/ui/widget-boundary.tsx';
import { paths } from '../config/paths.ts';
import { hydrateOnInteraction } from '../lib/hydrate-on-interaction.ts';
import { useNavOrder } from '../lib/nav-order.ts';
import { MonthlyPicksSlot } from '../features/catalog/picks/monthly-picks-slot.tsx';
import { FreePeriodCountdownSlot } from '../features/membership/components/free-period-countdown-slot.tsx';
import { PointExpiryNoticeSlot } from '../features/membership/components/point-expiry-notice-slot.tsx';
import { ViewedStaysSlot } from '../features/viewed-history/viewed-stays-slot.tsx';
// The CMS sections come with the content chunk, which the page preloads with itself (ADR 0018).
import { HOME_SPECIAL_PAGE_LIMIT, SpecialCarousel } from '../features/special-pages/components/special-carousel.tsx';
import { BlockContentsCss } from '../content/components/block-contents-css.tsx';
import { CmsSkeleton } from '../content/components/cms-states.tsx';
import { TutorialInviteSlot } from '../features/tutorial/tutorial-invite-slot.tsx';
import { TOP_IMPORTANT_LIMIT, TOP_NEWS_LIMIT, TopNews } from '../features/news/components/top-news.tsx';
import { topPicksApiPath } from '@portal/contracts/catalog-lists';
import { blockContentsQueryOptions } from '../content/api/get-block-contents.ts';
import { newsListQueryOptions } from '../content/api/get-news-list.ts';
import { specialPagesQueryOptions } from '../content/api/get-special-pages.ts';
import { previewStore } from '../content/preview-state.ts';
import { menuSearchQueryOptions } from '../features/catalog/api/menus.ts';
import { pageData } from '../lib/route-data.ts';

/**
 * The top block contents, far below the fold: the server renders them, and their code (the CMS paragraphs and the
 * sanitiser) comes at the member's first act on the page, out of the first load (ADR 0018). After a client-side
 * navigation they load at once, the loading skeleton holding their place. Their css_code applies at once
 * (BlockContentsCss).
 */
const BlockContents = hydrateOnInteraction(() =>
  import('../content/components/block-contents.tsx').then((m) => m.BlockContents),
);

/** Memoised: nothing above re-renders the boundary while it keeps the server's HTML. */
const TopBlockContents = memo(function TopBlockContents() {
  return (
    <WidgetBoundary>
      <BlockContentsCss locationCode="top" />
      <Suspense fallback={<CmsSkeleton lines={3} />}>
        <BlockContents locationCode="top" />
      </Suspense>
    </WidgetBoundary>
  );
});

/**
 * What the top page renders with (ADR 0032): its CMS sections, and 今月のおすすめ優待, whose tiles load as the member
 * nears them and then find their answer in the page.
 */
export const loader = pageData(() => {
  const preview = previewStore.get();
  return [
    specialPagesQueryOptions({ view_area: 'Home', page_limit: HOME_SPECIAL_PAGE_LIMIT }, preview),
    blockContentsQueryOptions('top', preview),
    newsListQueryOptions({ important: '1', limit: TOP_IMPORTANT_LIMIT }, preview),
    newsListQueryOptions({ important: '0', limit: TOP_NEWS_LIMIT }, preview),
    menuSearchQueryOptions(topPicksApiPath()),
  ];
});

/**
 * The top page: introduction, category entry points (in the member's category-nav order, spec portal.md §3), special
 * pages, 今月のおすすめ優待, top block contents and the news section. It gathers the widgets of seven features, so it
 * is the app's: a route module that composes them.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const categories = useNavOrder();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 lg:py-12">
      <DocumentTitle title={tc('titles.top')} />
      <FreePeriodCountdownSlot />
      <PointExpiryNoticeSlot />
      <TutorialInviteSlot />
      <section className="rounded-2xl bg-linear-to-br from-brand-600 to-brand-800 px-6 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('home.heading')}</h1>
        <p className="mt-3 max-w-2xl text-base sm:text-lg">{t('home.lead')}</p>
      </section>

      <section aria-labelledby="home-categories" className="flex flex-col gap-4">
        <h2 id="home-categories" className="text-xl font-bold">
          {t('home.categoriesHeading')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category}>
              <Link
                to={`/${category}`}
                className="flex min-h-12 items-center rounded-lg border border-neutral-200 bg-white px-4 py-3 font-medium hover:border-brand-600 hover:text-brand-700"
              >
                {tc(`titles.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <WidgetBoundary>
        <SpecialCarousel />
      </WidgetBoundary>

      <ViewedStaysSlot />

      <MonthlyPicksSlot />

      <TopBlockContents />

      {/* The header's news bell scrolls here and focuses it. */}
      <section
        id="news"
        tabIndex={-1}
        aria-labelledby="home-news"
        className="flex scroll-mt-20 flex-col gap-4 outline-none"
      >
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="home-news" className="text-xl font-bold">
            {t('home.newsHeading')}
          </h2>
          <Link to={paths.information} className="text-sm text-brand-700 underline underline-offset-2">
            {t('home.newsAll')}
          </Link>
        </div>
        <WidgetBoundary>
          <TopNews />
        </WidgetBoundary>
      </section>
    </div>
  );
}
