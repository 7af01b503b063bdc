import type { NewsListDocument } from '@portal/contracts/cms';
import { useCmsTranslation } from '../../../content/i18n.ts';
import { useClickedNews } from '../clicked-news.ts';
import { NewsDate } from './news-date.tsx';
import { NewsItemLink } from './news-item-link.tsx';
import { NewsTypeTag, newsTypeOf } from './news-type-tag.tsx';

/** News entries: date (YYYY年MM月DD日), type tag and title; read entries are marked 既読. */
export function NewsList({ document, detailBase }: { document: NewsListDocument; detailBase: string }) {
  const { t } = useCmsTranslation();
  const clicked = useClickedNews();
  if (document.data.length === 0)
    return <p className="rounded-lg border border-neutral-200 bg-white p-6">{t('news.empty')}</p>;
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
      {document.data.map((news) => {
        const read = clicked.has(news.id);
        return (
          <li key={news.id} data-read={read || undefined}>
            <NewsItemLink
              news={news}
              detailBase={detailBase}
              className={`flex flex-col gap-1 px-4 py-4 hover:bg-neutral-50 sm:flex-row sm:items-center sm:gap-4 ${
                read ? 'text-neutral-600' : 'text-neutral-900'
              }`}
            >
              <span className="flex items-center gap-3">
                <NewsDate value={news.attributes.pub_date} className="w-32 shrink-0 text-sm tabular-nums" />
                <NewsTypeTag type={newsTypeOf(news, document.included)} />
              </span>
              <span className={`min-w-0 flex-1 ${read ? '' : 'font-medium'} underline-offset-2 hover:underline`}>
                {news.attributes.display_title || news.attributes.title}
              </span>
              {read && (
                <span className="self-start rounded bg-neutral-200 px-2 py-0.5 text-xs text-neutral-800 sm:self-center">
                  {t('news.read')}
                </span>
              )}
            </NewsItemLink>
          </li>
        );
      })}
    </ul>
  );
}
