import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@portal/contracts/catalog';
import { japanLongDate } from '@portal/contracts/japan-time';
import { favoritesPageFromUrl } from '@portal/contracts/member-lists';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { useBreadcrumbItems, useRouteHandle } from '../../../lib/route-handle.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { usePublicConfig } from '../../../config/public-config.ts';
import { favoritesQueryOptions, useFavorites, useRemoveFavorite } from './api/favorites.ts';
import { pageData } from '../../../lib/route-data.ts';
import { useFavoritesTranslation } from './i18n.ts';
import { menuLink } from '../menu-link.ts';

const PAGE_SIZE_ROWS = 10;

/** A card's texts, translated once for the whole list and handed to each card. */
interface CardTexts {
  ended: string;
  remove: string;
  open: (name: string) => string;
  removeLabel: (name: string) => string;
  added: (iso: string) => string;
}

function useCardTexts(): CardTexts {
  const { t, i18n } = useFavoritesTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      ended: t('ended'),
      remove: t('remove'),
      open: (name) => t('open', { name }),
      removeLabel: (name) => t('removeLabel', { name }),
      added: (iso) => t('added', { date: japanLongDate(new Date(iso), language) }),
    }),
    [t, language],
  );
}

function FavoriteCard({
  item,
  href,
  onRemove,
  removing,
  texts,
}: {
  item: MenuItem;
  href: string | null;
  onRemove: () => void;
  removing: boolean;
  texts: CardTexts;
}) {
  const detail = item.menuDetailResponse;
  const image = detail.menuImages[0]?.imageUrl;
  const area = [detail.areaInfomation.areaMidClassNm, detail.areaInfomation.areaSmlClassNm].filter(Boolean).join(' ');
  // A privilege no longer published keeps its place, marked 掲載終了, without a link to its page (gone, coupon and all).
  const ended = detail.publicationEnded === true;
  const name =
    href && !ended ? (
      <a
        href={href}
        className="text-brand-700 underline-offset-2 hover:underline"
        aria-label={texts.open(detail.menuNm)}
      >
        {detail.menuNm}
      </a>
    ) : (
      detail.menuNm
    );
  return (
    <article className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-3 sm:gap-4">
      {image ? (
        <img
          src={image}
          alt=""
          width={160}
          height={100}
          loading="lazy"
          className="h-[60px] w-24 shrink-0 rounded-md bg-neutral-100 object-cover sm:h-[100px] sm:w-40"
        />
      ) : (
        <div aria-hidden="true" className="h-[60px] w-24 shrink-0 rounded-md bg-neutral-100 sm:h-[100px] sm:w-40" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {ended && <EndedBadge label={texts.ended} />}
        <h3 className="line-clamp-2 font-bold text-neutral-900">{name}</h3>
        {area && <p className="text-sm text-neutral-700">{area}</p>}
        <p className="text-xs text-neutral-700">{texts.added(item.dateAdded)}</p>
      </div>
      <div className="flex shrink-0 items-start">
        <button
          type="button"
          className={buttonStyles.secondarySmall}
          onClick={onRemove}
          disabled={removing}
          aria-label={texts.removeLabel(detail.menuNm)}
        >
          {texts.remove}
        </button>
      </div>
    </article>
  );
}

/** 掲載終了: the privilege's publication has ended (withdrawn from the catalogue, or past its window). */
function EndedBadge({ label }: { label: string }) {
  return (
    <span className="w-fit rounded-sm border border-neutral-400 bg-neutral-100 px-1.5 py-0.5 text-xs font-bold text-neutral-800">
      {label}
    </span>
  );
}

function LoadingList() {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: PAGE_SIZE_ROWS }, (_, i) => (
        <li key={i} className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-3 sm:gap-4">
          <SkeletonBar className="h-[60px] w-24 shrink-0 rounded-md sm:h-[100px] sm:w-40" />
          <span className="flex flex-1 flex-col gap-2">
            <SkeletonBar className="h-5 w-3/4 rounded" />
            <SkeletonBar className="h-4 w-1/3 rounded" tone="light" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What the favourites page renders with (ADR 0032): the page of its URL. */
export const loader = pageData(({ url }) => [
  favoritesQueryOptions(favoritesPageFromUrl(url.searchParams.get('page')) - 1),
]);

/**
 * お気に入り (/favorite, level 1; spec portal.md §7 GET /v1/favorite/menu-item-info?itemType=favorite): 10 a page,
 * newest first, each with 削除. The page lives in the URL (`?page=`), so back, forward and reload keep it; a page
 * emptied by removals falls back to the last one there is.
 */
export function Component() {
  const { t } = useFavoritesTranslation();
  const cardTexts = useCardTexts();
  const { t: tc } = useTranslation();
  const handle = useRouteHandle();
  const breadcrumb = useBreadcrumbItems(handle);
  const [params, setParams] = useSearchParams();
  const page = favoritesPageFromUrl(params.get('page'));
  const favorites = useFavorites(page - 1);
  const config = usePublicConfig();
  const remove = useRemoveFavorite();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = favorites.data;

  // Past the last page (after removals, or an old link): the last page there is.
  useEffect(() => {
    if (data && data.totalPages > 0 && page > data.totalPages) {
      setParams(data.totalPages === 1 ? {} : { page: String(data.totalPages) }, { replace: true });
    }
  }, [data, page, setParams]);

  const onRemove = (item: MenuItem) => {
    remove.mutate(item.menuNo, {
      onSuccess: () => {
        showToast({ type: 'success', title: t('removed') });
        // The removed card's button is gone: keep the keyboard in the list.
        heading.current?.focus();
      },
      onError: () => showToast({ type: 'error', title: t('removeFailed') }),
    });
  };

  const title = handle ? tc(`titles.${handle.title}`) : tc('siteName');
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <p className="text-neutral-800">{t('lead')}</p>
      <section
        aria-labelledby="favorites-heading"
        aria-busy={favorites.isPending || undefined}
        className="flex flex-col gap-4"
      >
        <h2 id="favorites-heading" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          {title}
          {data && data.totalElements > 0 && (
            <span className="ml-2 text-sm font-normal text-neutral-700">
              {t('count', { count: data.totalElements })}
            </span>
          )}
        </h2>
        {favorites.isPending ? (
          <LoadingList />
        ) : favorites.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="text-red-900">{t('error')}</p>
            <button type="button" className={buttonStyles.secondarySmall} onClick={() => void favorites.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : favorites.data.totalElements === 0 ? (
          <div className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-6">
            <p className="font-bold text-neutral-900">{t('empty')}</p>
            <p className="text-sm text-neutral-700">{t('emptyHint')}</p>
            <p>
              <Link to="/" className="text-brand-700 underline underline-offset-2">
                {t('backToTop')}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {favorites.data.content.map((item) => (
                <li key={item.menuNo}>
                  <FavoriteCard
                    item={item}
                    href={config.data ? menuLink(config.data, item) : null}
                    onRemove={() => onRemove(item)}
                    removing={remove.isPending && remove.variables === item.menuNo}
                    texts={cardTexts}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={Math.min(page, favorites.data.totalPages)}
              totalPages={favorites.data.totalPages}
              to={(p) => (p === 1 ? '?' : `?page=${p}`)}
              labels={{
                navigation: t('pagination'),
                previous: t('previous'),
                next: t('next'),
                page: (p) => t('page', { page: p }),
              }}
            />
          </>
        )}
      </section>
    </PageFrame>
  );
}
