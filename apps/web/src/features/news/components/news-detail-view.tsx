import { memo, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IncludedResource, NewsResource } from '@portal/contracts/cms';
import { paragraphsOf } from '@portal/contracts/cms-values';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { hydrateOnInteraction } from '../../../lib/hydrate-on-interaction.ts';
import { useBreadcrumbItems, useRouteHandle } from '../../../lib/route-handle.ts';
import { useNewsDetail } from '../../../content/api/get-news-detail.ts';
import { CmsLink } from '../../../content/components/cms-link.tsx';
import { CmsError, CmsSkeleton, CmsUnavailable, isCmsNotFound } from '../../../content/components/cms-states.tsx';
import { useCmsTranslation } from '../../../content/i18n.ts';
import { useCmsScript } from '../../../content/run-cms-script.ts';
import { markNewsClicked } from '../clicked-news.ts';
import { NewsDate } from './news-date.tsx';
import { NewsTypeTag, newsTypeOf } from './news-type-tag.tsx';

/**
 * The news body: the server renders it, and its code (the CMS paragraphs and the sanitiser) comes at the member's first
 * act on the page, out of the first load (ADR 0018), as the top page's blocks do. After a client-side navigation it
 * loads at once, the skeleton holding its place.
 */
const Paragraphs = hydrateOnInteraction(() =>
  import('../../../content/components/paragraphs.tsx').then((m) => m.Paragraphs),
);

/** Memoised on the query's own objects: nothing above re-renders the boundary while it keeps the server's HTML. */
const NewsBody = memo(function NewsBody({ news, included }: { news: NewsResource; included: IncludedResource[] }) {
  return (
    <Suspense fallback={<CmsSkeleton lines={6} />}>
      <Paragraphs paragraphs={paragraphsOf(news, included)} included={included} lead />
    </Suspense>
  );
});

/**
 * News detail (/information/:id, /newsDetail/:id): date, type tag, releasing company, title, HTML body and
 * the related link. Missing (404, no entry or several) → ご選択いただいたページは現在存在しないか、ご利用いただけません。;
 * a failed call → コンテンツの読み込みに失敗しました with a retry.
 */
export function NewsDetailView({ listPath }: { listPath: string }) {
  const { t } = useCmsTranslation();
  const { t: tc } = useTranslation();
  const id = useParams().id ?? '';
  const handle = useRouteHandle();
  const query = useNewsDetail(id);
  const news = query.data?.data.length === 1 ? query.data.data[0] : undefined;
  const title = news
    ? news.attributes.display_title || news.attributes.title
    : handle
      ? tc(`titles.${handle.title}`)
      : '';
  const breadcrumb = useBreadcrumbItems(handle).map((item, index, all) =>
    index === all.length - 1 ? { ...item, label: title } : item,
  );

  // Opening a news item counts as reading it, whichever way the visitor came.
  useEffect(() => {
    if (news) markNewsClicked(news.id);
  }, [news]);
  // The contract's news attributes carry no js_code yet; when they do, the detail runs it (spec §2).
  useCmsScript('news', news?.id ?? null, (news?.attributes as { js_code?: string | null } | undefined)?.js_code);

  let body;
  if (query.isPending) body = <CmsSkeleton lines={6} />;
  else if (query.isError && !isCmsNotFound(query.error))
    body = <CmsError message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  else if (!news || !query.data) body = <CmsUnavailable />;
  else {
    const { included } = query.data;
    const related = news.attributes.related_link;
    body = (
      <article className="flex flex-col gap-6" data-cms-scope={`news-${news.id}`}>
        <div className="flex flex-wrap items-center gap-3 text-sm text-neutral-800">
          <NewsDate value={news.attributes.pub_date} className="tabular-nums" />
          <NewsTypeTag type={newsTypeOf(news, included)} />
          {news.attributes.release_company && (
            <span>
              {t('news.releaseCompany')}：{news.attributes.release_company}
            </span>
          )}
        </div>
        <div className="rounded-lg border border-neutral-200 bg-white p-5 sm:p-8">
          <NewsBody news={news} included={included} />
        </div>
        {related && (
          <section aria-labelledby="news-related" className="flex flex-col gap-2">
            <h2 id="news-related" className="font-bold">
              {t('news.relatedLink')}
            </h2>
            <p>
              <CmsLink href={related.uri} className="text-brand-700 underline underline-offset-2">
                {related.title || related.uri}
              </CmsLink>
            </p>
          </section>
        )}
      </article>
    );
  }

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {body}
      {/* After the news, once it is there: under the loading skeleton it would be pushed down when it arrives. */}
      {!query.isPending && (
        <p>
          <Link to={listPath} className="text-brand-700 underline underline-offset-2">
            {t('news.backToList')}
          </Link>
        </p>
      )}
    </PageFrame>
  );
}
