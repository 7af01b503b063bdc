import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { useBreadcrumbItems, useRouteHandle } from '../../lib/route-handle.ts';
import { BlockContents } from '../cms/components/block-contents.tsx';

/**
 * One category listing page for the 11 category paths, chosen by the route's type value (spec portal.md §2).
 * Its content is the CMS block contents whose location code is the category route name.
 */
export function Component() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const breadcrumb = useBreadcrumbItems(handle);
  const category = handle?.category;
  return (
    <div data-category={category}>
      <PageFrame title={handle ? t(`titles.${handle.title}`) : t('siteName')} breadcrumb={breadcrumb}>
        {category && (
          <BlockContents
            locationCode={category}
            lead
            empty={<p className="rounded-lg border border-neutral-200 bg-white p-6">{t('preparing')}</p>}
          />
        )}
      </PageFrame>
    </div>
  );
}
