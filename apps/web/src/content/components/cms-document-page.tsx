import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { acceptCmsPage, paragraphsOf, type CmsPageDocument } from '@portal/contracts/cms-values';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { useBreadcrumbItems, useRouteHandle } from '../../lib/route-handle.ts';
import { useCmsScript, type CmsScriptKind } from '../run-cms-script.ts';
import { useScopedCss } from '../scoped-css.ts';
import { useCmsTranslation } from '../i18n.ts';
import { Paragraphs } from './paragraphs.tsx';
import { CmsError, CmsSkeleton, CmsUnavailable, isCmsNotFound } from './cms-states.tsx';

/**
 * A full-HTML CMS page (special page detail, other pages and the fixed pages built on them): the page must
 * pass acceptCmsPage (exactly one entry with a full-HTML paragraph, spec portal.md §5), else
 * ご選択いただいたページは現在存在しないか、ご利用いただけません。; a failed call says
 * コンテンツの読み込みに失敗しました with a retry. The CMS title becomes the page and document title; the
 * page's css_code is scoped to it and its js_code runs after 10 ms.
 */
export function CmsDocumentPage({
  query,
  kind,
  invalid = false,
}: {
  query: UseQueryResult<CmsPageDocument>;
  kind: Extract<CmsScriptKind, 'special_page' | 'other_content'>;
  /** The id in the URL is malformed: no call is made, the page is missing. */
  invalid?: boolean;
}) {
  const { t } = useCmsTranslation();
  const { t: tc } = useTranslation();
  const handle = useRouteHandle();
  const routeTitle = handle ? tc(`titles.${handle.title}`) : tc('siteName');
  const page = query.data ? acceptCmsPage(query.data) : null;
  const title = page
    ? ('display_title' in page.attributes && page.attributes.display_title) || page.attributes.title
    : routeTitle;
  const breadcrumb = useBreadcrumbItems(handle).map((item, index, all) =>
    index === all.length - 1 && all.length > 1 ? { ...item, label: title } : item,
  );

  useScopedCss(page ? `${kind}-${page.id}` : '', page?.attributes.css_code);
  useCmsScript(kind, page?.id ?? null, page?.attributes.js_code);

  let body;
  if (invalid) body = <CmsUnavailable />;
  else if (query.isPending) body = <CmsSkeleton lines={6} />;
  else if (query.isError && !isCmsNotFound(query.error))
    body = <CmsError message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  else if (!page || !query.data) body = <CmsUnavailable />;
  else
    body = (
      <article data-cms-scope={`${kind}-${page.id}`} className="min-w-0">
        <Paragraphs paragraphs={paragraphsOf(page, query.data.included)} included={query.data.included} lead />
      </article>
    );

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {body}
    </PageFrame>
  );
}
