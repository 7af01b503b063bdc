import { Link } from 'react-router';

export interface PaginationLabels {
  navigation: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

/**
 * The page numbers to show: the first, the last, and two either side of the current one; a gap between is null
 * (shown as …). Every page stays one or two steps away, whatever the count.
 */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const shown = new Set([1, totalPages]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= totalPages) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const withGaps: (number | null)[] = [];
  for (const [i, p] of pages.entries()) {
    const before = pages[i - 1];
    if (before !== undefined && p - before > 1) withGaps.push(p - before === 2 ? p - 1 : null);
    withGaps.push(p);
  }
  return withGaps;
}

const LINK = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm';

/**
 * Page links that live in the URL (`to(page)`), so back, forward and reload keep the page: previous, numbers with
 * gaps, next. Nothing when there is one page.
 */
export function Pagination({
  page,
  totalPages,
  to,
  labels,
}: {
  page: number;
  totalPages: number;
  to: (page: number) => string;
  labels: PaginationLabels;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={labels.navigation} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={to(page - 1)} className={`${LINK} border-neutral-300 bg-white`} rel="prev">
          {labels.previous}
        </Link>
      )}
      <ul className="flex flex-wrap gap-1">
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="inline-flex min-h-10 items-center px-1 text-neutral-700">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={to(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={labels.page(p)}
                className={`${LINK} ${p === page ? 'border-brand-700 bg-brand-700 font-bold text-white' : 'border-neutral-300 bg-white'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages && (
        <Link to={to(page + 1)} className={`${LINK} border-neutral-300 bg-white`} rel="next">
          {labels.next}
        </Link>
      )}
    </nav>
  );
}
