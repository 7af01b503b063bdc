import { memo, Suspense, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { acceptCmsPage, paragraphsOf, type CmsPageDocument } from '@portal/contracts/cms-values';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { useBreadcrumbItems, useRouteHandle } from '../../lib/route-handle.ts';
import { useCmsScript, type CmsScriptKind } from '../run-cms-script.ts';
import { useScopedCss } from '../scoped-css.ts';
import { useCmsTranslation } from '../i18n.ts';
import { hydrateOnInteraction } from '../../lib/hydrate-on-interaction.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CmsError, CmsSkeleton, CmsUnavailable, isCmsNotFound } from './cms-states.tsx';

/**
 * The document's paragraphs: the server renders them, lead images included, and their code (the paragraphs and the
 * sanitiser) comes at the member's first act on the page, out of the first load, as the top and category pages'
 * blocks do (ADR 0018). The page's own css_code and js_code apply at once (below). After a client-side navigation
 * they load at once, the skeleton holding their place, and the js_code runs once they are there (`CmsScript`).
 */
const Paragraphs = hydrateOnInteraction(() => import('./paragraphs.tsx').then((m) => m.Paragraphs));

type CmsPage = NonNullable<ReturnType<typeof acceptCmsPage<CmsPageDocument>>>;

/** Memoised on the query's own objects: nothing above re-renders the boundary while it keeps the server's HTML. */
const CmsDocumentBody = memo(function CmsDocumentBody({
  scope,
  page,
  included,
  script,
}: {
  scope: string;
  page: CmsPage;
  included: CmsPageDocument['included'];
  /** The js_code to run once the paragraphs are mounted (a page the browser renders itself). */
  script?: CmsScriptProps | undefined;
}) {
  return (
    <article data-cms-scope={scope} className="min-w-0">
      <Suspense fallback={<CmsSkeleton lines={6} />}>
        <Paragraphs paragraphs={paragraphsOf(page, included)} included={included} lead />
        {/* Committed with the paragraphs (React commits a boundary's children together): the editors' script finds
            the elements it works on. */}
        {script && <CmsScript {...script} />}
      </Suspense>
    </article>
  );
});

interface CmsScriptProps {
  kind: CmsScriptKind;
  id: string;
  jsCode: string | null | undefined;
}

function CmsScript({ kind, id, jsCode }: CmsScriptProps) {
  useCmsScript(kind, id, jsCode);
  return null;
}

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
  // A page the server rendered has its paragraphs in the document from the start: its js_code runs at once, before
  // they are hydrated. A page the browser renders itself runs it once its paragraphs have come (CmsDocumentBody).
  const [fromServer] = useState(!useHydrated());
  useCmsScript(kind, fromServer ? (page?.id ?? null) : null, page?.attributes.js_code);

  let body;
  if (invalid) body = <CmsUnavailable />;
  else if (query.isPending) body = <CmsSkeleton lines={6} />;
  else if (query.isError && !isCmsNotFound(query.error))
    body = <CmsError message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  else if (!page || !query.data) body = <CmsUnavailable />;
  else
    body = (
      <CmsDocumentBody
        scope={`${kind}-${page.id}`}
        page={page}
        included={query.data.included}
        script={fromServer ? undefined : { kind, id: page.id, jsCode: page.attributes.js_code }}
      />
    );

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {body}
    </PageFrame>
  );
}
