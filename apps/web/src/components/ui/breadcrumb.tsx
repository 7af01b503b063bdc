import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  to?: string;
}

/** Breadcrumb (spec portal.md §2 "Page chrome"): first item is the top; rendered only with more than one item. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation();
  if (items.length <= 1) return null;
  return (
    <nav aria-label={t('breadcrumbLabel')} className="text-sm text-neutral-700">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-1">
              {last || item.to === undefined ? (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-neutral-900' : ''}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className="underline-offset-2 hover:underline text-brand-700">
                  {item.label}
                </Link>
              )}
              {!last && (
                <span aria-hidden="true" className="text-neutral-500">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
