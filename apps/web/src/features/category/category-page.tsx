import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { type CategoryType, useBreadcrumbItems, useRouteHandle } from '../../lib/route-handle.ts';
import { BlockContents } from '../cms/components/block-contents.tsx';
import { CategoryPrivileges } from '../catalog/category/category-privileges.tsx';
import { CategoryNav } from './category-nav.tsx';
import { useCategoryVisit } from './category-visit.ts';

/**
 * One category listing page for the 11 category paths, chosen by the route's type value (spec portal.md §2): the
 * category nav in the member's order, the CMS block contents whose location code is the category route name, then
 * the category's privileges from the catalogue (docs/catalog-category-pages.md).
 */
export function Component() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const breadcrumb = useBreadcrumbItems(handle);
  const category = handle?.category;
  return (
    <div data-category={category}>
      <PageFrame title={handle ? t(`titles.${handle.title}`) : t('siteName')} breadcrumb={breadcrumb}>
        {category && <CategoryContent category={category} />}
      </PageFrame>
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
      <BlockContents locationCode={category} lead />
      <CategoryPrivileges category={category} categoryName={t(`titles.${category}`)} />
    </>
  );
}
