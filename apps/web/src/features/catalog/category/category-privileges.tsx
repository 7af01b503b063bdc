import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router';
import {
  CATEGORY_LIST_SORTS,
  CATEGORY_PAGE_LARGE_CODES,
  categoryListApiPath,
  categoryListResultsPath,
  type CategoryListName,
  type CategoryPageName,
} from '@portal/contracts/catalog-lists';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport.tsx';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { PrivilegeTiles } from '../components/privilege-tiles.tsx';
import { useCategories } from '../../../lib/catalog-codes.ts';
import { usePrivilegesTranslation } from '../privileges-i18n.ts';
import { middleCategoryLinks } from './middle-category-links.ts';

/** The room of six tiles (TILES_ROOM of the tiles' chunk, which this page does not load with itself; a test keeps the
 * two equal). */
export const LIST_ROOM = 'min-h-[696px] sm:min-h-[460px] lg:min-h-56';
const tilesPlaceholder = <SkeletonBar className={`rounded-lg ${LIST_ROOM}`} tone="light" />;

const LISTS = Object.keys(CATEGORY_LIST_SORTS) as CategoryListName[];
const chip =
  'flex min-h-11 items-center rounded-full border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-900 hover:border-brand-600 hover:text-brand-700';

/** The large category's middle categories, each a link to its results. */
function MiddleCategories({ category, categoryName }: { category: CategoryPageName; categoryName: string }) {
  const { t } = usePrivilegesTranslation();
  const categories = useCategories();
  const headingId = `category-middle-${category}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t('category.middleHeading', { category: categoryName })}
      </h2>
      {categories.isPending ? (
        <div role="status" className="flex min-h-11 flex-wrap gap-2">
          <span className="sr-only">{t('loading')}</span>
          {['w-28', 'w-24', 'w-32'].map((width) => (
            <SkeletonBar key={width} className={`h-11 rounded-full ${width}`} tone="light" />
          ))}
        </div>
      ) : categories.data === undefined ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-red-900">{t('middleError')}</p>
          <button type="button" className={buttonStyles.secondarySmall} onClick={() => void categories.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {middleCategoryLinks(categories.data, CATEGORY_PAGE_LARGE_CODES[category]).map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={chip}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A list's tiles: as the server rendered them (this whole section is hydrated at the member's first act, see
 * category-page.tsx), or, mounted after a client-side navigation, once the member nears them.
 */
function ListTiles(props: ComponentProps<typeof PrivilegeTiles>) {
  // Whether this list was rendered on the server or is being hydrated, decided at mount.
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  const tiles = <PrivilegeTiles {...props} />;
  return fromServer ? (
    tiles
  ) : (
    <WhenNearViewport placeholder={tilesPlaceholder} margin="200px">
      {tiles}
    </WhenNearViewport>
  );
}

/** One of the page's lists, with its もっと見る: the results page of the same search. */
function CategoryList({ category, list }: { category: CategoryPageName; list: CategoryListName }) {
  const { t } = usePrivilegesTranslation();
  const headingId = `category-list-${list}`;
  const title = t(`category.lists.${list}`);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <Link
          to={categoryListResultsPath(category, list)}
          aria-label={t('category.moreLabel', { list: title })}
          className="text-sm text-brand-700 underline underline-offset-2"
        >
          {t('category.more')}
        </Link>
      </div>
      <WidgetBoundary>
        <ListTiles
          apiPath={categoryListApiPath(category, list)}
          ranked={list === 'ranking'}
          empty={t('category.empty')}
        />
      </WidgetBoundary>
    </section>
  );
}

/**
 * A category page's privileges from the catalogue (issue 12, docs/catalog-category-pages.md): its middle categories,
 * its newest privileges and its ranking, each list with a link to the results page that continues it.
 */
export function CategoryPrivileges({ category, categoryName }: { category: CategoryPageName; categoryName: string }) {
  return (
    <>
      <MiddleCategories category={category} categoryName={categoryName} />
      {LISTS.map((list) => (
        <CategoryList key={list} category={category} list={list} />
      ))}
    </>
  );
}
