import type { NewsListDocument } from '@portal/contracts/cms';
import { paths } from '../../../config/paths.ts';
import { useNewsList } from '../../../content/api/get-news-list.ts';
import { CmsError } from '../../../content/components/cms-states.tsx';
import { useCmsTranslation } from '../../../content/i18n.ts';
import { useClickedNews } from '../clicked-news.ts';
import { NewsDate } from './news-date.tsx';
import { NewsItemLink } from './news-item-link.tsx';
import { NewsListSkeleton } from './news-list-skeleton.tsx';
import { NewsTypeTag, newsTypeOf } from './news-type-tag.tsx';

export const TOP_IMPORTANT_LIMIT = 3;
export const TOP_NEWS_LIMIT = 5;

/** Important variant: the type name and the title. */
function ImportantNews({ document }: { document: NewsListDocument }) {
  const { t } = useCmsTranslation();
  if (document.data.length === 0) return null;
  return (
    <ul aria-label={t('news.important')} className="flex flex-col gap-2" data-variant="important">
      {document.data.map((news) => (
        <li key={news.id}>
          <NewsItemLink
            news={news}
            detailBase={paths.information}
            className="flex flex-col gap-1 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-950 hover:bg-red-100 sm:flex-row sm:items-center sm:gap-3"
          >
            <span className="shrink-0 text-sm font-bold">{newsTypeOf(news, document.included)?.attributes.name}</span>
            <span className="font-medium underline-offset-2 hover:underline">
              {news.attributes.display_title || news.attributes.title}
            </span>
          </NewsItemLink>
        </li>
      ))}
    </ul>
  );
}

/** Normal variant: date, label and title. */
function NormalNews({ document }: { document: NewsListDocument }) {
  const clicked = useClickedNews();
  const { t } = useCmsTranslation();
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white" data-variant="normal">
      {document.data.map((news) => {
        const read = clicked.has(news.id);
        return (
          <li key={news.id} data-read={read || undefined}>
            <NewsItemLink
              news={news}
              detailBase={paths.information}
              className={`flex flex-col gap-1 px-4 py-3 hover:bg-neutral-50 sm:flex-row sm:items-center sm:gap-4 ${
                read ? 'text-neutral-600' : ''
              }`}
            >
              <span className="flex items-center gap-3">
                <NewsDate value={news.attributes.pub_date} className="w-32 shrink-0 text-sm tabular-nums" />
                <NewsTypeTag type={newsTypeOf(news, document.included)} />
              </span>
              <span className="min-w-0 flex-1 underline-offset-2 hover:underline">
                {news.attributes.display_title || news.attributes.title}
              </span>
              {read && <span className="rounded bg-neutral-200 px-2 py-0.5 text-xs">{t('news.read')}</span>}
            </NewsItemLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The top page's news (spec portal.md §2 "Top news"): important news first, then the latest others. */
export function TopNews() {
  const { t } = useCmsTranslation();
  const important = useNewsList({ important: '1', limit: TOP_IMPORTANT_LIMIT });
  const normal = useNewsList({ important: '0', limit: TOP_NEWS_LIMIT });
  if (important.isPending || normal.isPending) return <NewsListSkeleton rows={TOP_NEWS_LIMIT} compact />;
  if (important.isError || normal.isError)
    return (
      <CmsError
        message={t('news.loadFailed')}
        onRetry={() => {
          if (important.isError) void important.refetch();
          if (normal.isError) void normal.refetch();
        }}
      />
    );
  if (important.data.data.length === 0 && normal.data.data.length === 0)
    return <p className="rounded-lg border border-neutral-200 bg-white p-6">{t('news.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ImportantNews document={important.data} />
      {normal.data.data.length > 0 && <NormalNews document={normal.data} />}
    </div>
  );
}
