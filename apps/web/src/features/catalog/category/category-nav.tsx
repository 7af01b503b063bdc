import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNavOrder } from '../../../lib/nav-order.ts';
import type { CategoryType } from '../../../lib/route-handle.ts';

/**
 * The eleven category pages in the member's nav order (spec portal.md §3; lib/nav-order.ts), this one first and
 * marked as the current page. One scrolling row on a phone, wrapped rows from 1024 px.
 */
export function CategoryNav({ current }: { current: CategoryType }) {
  const { t } = useTranslation();
  const order = useNavOrder(current);
  return (
    <nav aria-label={t('categoryNavLabel')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0">
        {order.map((category) => (
          <li key={category} className="shrink-0">
            <Link
              to={`/${category}`}
              aria-current={category === current ? 'page' : undefined}
              className="flex min-h-11 items-center rounded-full border border-neutral-300 bg-white px-4 text-sm font-medium whitespace-nowrap text-neutral-900 hover:border-brand-600 hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {t(`titles.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
