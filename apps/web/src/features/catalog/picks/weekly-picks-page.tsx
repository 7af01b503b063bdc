import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WEEKLY_PICKS_RESULTS_PATH, weeklyPicksApiPath } from '@portal/contracts/catalog-lists';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { useBreadcrumbItems, useRouteHandle } from '../../../lib/route-handle.ts';
import { PrivilegeTiles } from '../components/privilege-tiles.tsx';
import { menuSearchQueryOptions } from '../api/menus.ts';
import { pageData } from '../../../lib/route-data.ts';
import { usePrivilegesTranslation } from '../privileges-i18n.ts';

/** What the weekly picks render with (ADR 0032): the newest privileges. */
export const loader = pageData(() => [menuSearchQueryOptions(weeklyPicksApiPath())]);

/**
 * 今週のおすすめ優待 (/weeklyPicks, spec portal.md §2 "weekly picks"; docs/catalog-category-pages.md): the privileges
 * the catalogue published last, as tiles, with a もっと見る to the results page of the same order. The server renders
 * the page with its answer (its loader); loading, failed and empty lists keep the room of six tiles.
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tp } = usePrivilegesTranslation();
  const handle = useRouteHandle();
  const breadcrumb = useBreadcrumbItems(handle);
  const title = t('titles.weeklyPicks');
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-4">
          <p className="text-neutral-800">{tp('weekly.lead')}</p>
          <Link
            to={WEEKLY_PICKS_RESULTS_PATH}
            aria-label={tp('weekly.moreLabel')}
            className="shrink-0 text-sm text-brand-700 underline underline-offset-2"
          >
            {tp('weekly.more')}
          </Link>
        </div>
        {/* The tiles' titles are h3: the list gets its h2, so headings descend in order. */}
        <h2 className="sr-only">{tp('weekly.listHeading')}</h2>
        <WidgetBoundary>
          <PrivilegeTiles apiPath={weeklyPicksApiPath()} empty={tp('weekly.empty')} />
        </WidgetBoundary>
      </div>
    </PageFrame>
  );
}
