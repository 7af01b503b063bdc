import { useTranslation } from 'react-i18next';
import { RoutePageFrame } from '../../../components/ui/route-page-frame.tsx';
import { type CategoryType, useRouteHandle } from '../../../lib/route-handle.ts';
import { BlockContentsCss } from '../../../content/components/block-contents-css.tsx';
import { CmsSkeleton } from '../../../content/components/cms-states.tsx';
import { memo, Suspense } from 'react';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { hydrateOnInteraction } from '../../../lib/hydrate-on-interaction.ts';
import { categoryListApiPath, isCategoryPageName } from '@portal/contracts/catalog-lists';
import { blockContentsQueryOptions } from '../../../content/api/get-block-contents.ts';
import { previewStore } from '../../../content/preview-state.ts';
import { categoriesQueryOptions } from '../../../lib/catalog-codes.ts';
import { pageData } from '../../../lib/route-data.ts';
import { menuSearchQueryOptions } from '../api/menus.ts';
import { CategoryNav } from './category-nav.tsx';
import { useCategoryVisit } from './category-visit.ts';

/**
 * One category listing page for the 11 category paths, chosen by the route's type value (spec portal.md §2): the
 * category nav in the member's order, the CMS block contents whose location code is the category route name, then
 * the category's privileges from the catalogue (docs/catalog-category-pages.md).
 */
/**
 * The category's privileges (middle categories, newest, ranking): the server renders them, and their code (the
 * catalogue's calls, code lists and tiles) comes at the member's first act on the page, out of the first load
 * (ADR 0018). After a client-side navigation they load at once, a placeholder holding their room.
 */
const CategoryPrivileges = hydrateOnInteraction(() =>
  import('./category-privileges.tsx').then((m) => m.CategoryPrivileges),
);

/**
 * The CMS block contents of the category (its location code is the category route name): the server renders them,
 * lead images included, and their code (the CMS paragraphs and the sanitiser) comes at the member's first act on the
 * page, out of the first load, as on the top page (ADR 0018). Their css_code applies at once (BlockContentsCss).
 */
const BlockContents = hydrateOnInteraction(() =>
  import('../../../content/components/block-contents.tsx').then((m) => m.BlockContents),
);

/** Memoised: nothing above re-renders the boundary while it keeps the server's HTML. */
const CategoryBlocks = memo(function CategoryBlocks({ category }: { category: CategoryType }) {
  return (
    <WidgetBoundary>
      <BlockContentsCss locationCode={category} />
      <Suspense fallback={<CmsSkeleton lines={3} />}>
        <BlockContents locationCode={category} lead />
      </Suspense>
    </WidgetBoundary>
  );
});

/** Memoised: nothing above re-renders the boundary while it keeps the server's HTML. */
const CategoryPrivilegesSection = memo(function CategoryPrivilegesSection({
  category,
  categoryName,
}: {
  category: CategoryType;
  categoryName: string;
}) {
  return (
    <WidgetBoundary>
      <Suspense fallback={<SkeletonBar className="h-[760px] rounded-lg" tone="light" />}>
        <CategoryPrivileges category={category} categoryName={categoryName} />
      </Suspense>
    </WidgetBoundary>
  );
});

/** What a category page renders with (ADR 0032): its CMS blocks, its middle categories, its newest and ranking. */
export const loader = pageData(({ url }) => {
  const category = url.pathname.slice(1);
  if (!isCategoryPageName(category)) return [];
  return [
    blockContentsQueryOptions(category, previewStore.get()),
    categoriesQueryOptions(),
    menuSearchQueryOptions(categoryListApiPath(category, 'newest')),
    menuSearchQueryOptions(categoryListApiPath(category, 'ranking')),
  ];
});

export function Component() {
  const category = useRouteHandle()?.category;
  return (
    <div data-category={category}>
      <RoutePageFrame>{category && <CategoryContent category={category} />}</RoutePageFrame>
    </div>
  );
}

function CategoryContent({ category }: { category: CategoryType }) {
  const { t } = useTranslation();
  useCategoryVisit(category);
  return (
    <>
      <CategoryNav current={category} />
      {/* Without blocks the page is its privileges: nothing says 準備中 above them. */}
      <CategoryBlocks category={category} />
      <CategoryPrivilegesSection category={category} categoryName={t(`titles.${category}`)} />
    </>
  );
}
