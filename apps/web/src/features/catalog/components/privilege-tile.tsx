import { Link } from 'react-router';
import type { MenuSummary } from '@portal/contracts/catalog';
import { menuDetailPath } from '@portal/contracts/catalog-lists';
import { usePrivilegesTranslation } from '../privileges-i18n.ts';
import { formatNumber } from '../../../lib/format-number.ts';

/**
 * A privilege in a list of tiles (a category page's lists, the top page's picks): picture, area, name (the link to its
 * page), price. Every part has a fixed height, so a tile is always 224 px tall (PrivilegeTilesSkeleton's room).
 * `rank`: its place in a ranking, shown as a mark over the picture (the list is an ordered one for screen readers).
 */
export function PrivilegeTile({ item, rank = null }: { item: MenuSummary; rank?: number | null }) {
  const { t } = usePrivilegesTranslation();
  const area = [item.areaMidClassNm, item.areaSmlClassNm].filter(Boolean).join(' ');
  const price = item.memberPrice ?? item.regularPrice;
  return (
    <article className="relative flex h-56 flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white hover:border-brand-600">
      <img
        src={item.imageUrl}
        alt=""
        width={320}
        height={224}
        loading="lazy"
        decoding="async"
        className="h-28 w-full shrink-0 bg-neutral-100 object-cover"
      />
      {rank !== null && (
        <span
          aria-hidden="true"
          className="absolute top-2 left-2 flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {rank}
        </span>
      )}
      <div className="flex min-h-0 flex-1 flex-col gap-1 p-2">
        <p className="h-4 truncate text-xs leading-4 text-neutral-700">{area}</p>
        <h3 className="line-clamp-2 h-10 text-sm leading-5 font-bold">
          {/* The whole tile is the link's target area; the name is its text. */}
          <Link to={menuDetailPath(item)} className="text-brand-700 after:absolute after:inset-0 hover:underline">
            {item.menuNm}
          </Link>
        </h3>
        <p className="mt-auto flex h-6 items-center gap-1.5 overflow-hidden text-sm whitespace-nowrap">
          {price !== null && (
            <span className="font-bold text-neutral-900">
              {item.memberPrice !== null && <span className="sr-only">{t('tile.memberPrice')}</span>}
              {item.serviceType === 'stay'
                ? t('tile.from', { price: formatNumber(price) })
                : t('tile.yen', { price: formatNumber(price) })}
            </span>
          )}
          {item.discountRate !== null && (
            <span className="rounded bg-red-700 px-1 text-xs font-bold text-white">
              {t('tile.off', { rate: item.discountRate })}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
