import { Link, useSearchParams } from 'react-router';
import { SPECIAL_CATEGORIES } from '@portal/contracts/cms-values';
import { RoutePageFrame } from '../../../components/ui/route-page-frame.tsx';
import { useSpecialPages } from '../../../content/api/get-special-pages.ts';
import { CmsError, CmsSkeleton } from '../../../content/components/cms-states.tsx';
import { useCmsTranslation } from '../../../content/i18n.ts';
import { SpecialPageCard } from './special-page-card.tsx';

/**
 * How many special pages a list asks for: the contract's maximum page_limit. The spec gives the list no pages
 * (portal.md §2, §8), so it shows every Listing special page at once.
 */
export const SPECIAL_LIST_LIMIT = 100;

type SpecialCategory = (typeof SPECIAL_CATEGORIES)[number];
const isSpecialCategory = (value: string | null): value is SpecialCategory =>
  (SPECIAL_CATEGORIES as readonly (string | null)[]).includes(value);

const tab = (current: boolean) =>
  `inline-flex min-h-10 items-center rounded-full border px-4 text-sm ${
    current
      ? 'border-brand-600 bg-brand-600 font-bold text-white'
      : 'border-neutral-300 bg-white hover:border-brand-600'
  }`;

/**
 * The special-feature list of /special and /specialPage (spec portal.md §2): the Listing special pages, filtered by
 * category (point, relax_and_beauty) through ?category= on the page's own path, so that back/forward keep the
 * choice; a skeleton while they load, コンテンツの読み込みに失敗しました with a retry when the call fails, and
 * 表示するデータがありません when there is none (§8).
 */
export function SpecialPageList({ path }: { path: string }) {
  const { t } = useCmsTranslation();
  const [search] = useSearchParams();
  const raw = search.get('category');
  const category = isSpecialCategory(raw) ? raw : undefined;
  const query = useSpecialPages({ view_area: 'Listing', page_limit: SPECIAL_LIST_LIMIT, category });

  return (
    <RoutePageFrame>
      <nav aria-label={t('special.categoryFilter')}>
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...SPECIAL_CATEGORIES].map((code) => (
            <li key={code ?? 'all'}>
              <Link
                to={code ? `${path}?category=${code}` : path}
                className={tab(code === category)}
                aria-current={code === category ? 'true' : undefined}
              >
                {code ? t(`special.${code}`) : t('special.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending ? (
        <CmsSkeleton lines={4} />
      ) : query.isError ? (
        <CmsError message={t('loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <p className="rounded-lg border border-neutral-200 bg-white p-6">{t('special.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={query.isFetching}>
          {query.data.data.map((page) => (
            <li key={page.id}>
              <SpecialPageCard page={page} />
            </li>
          ))}
        </ul>
      )}
    </RoutePageFrame>
  );
}
