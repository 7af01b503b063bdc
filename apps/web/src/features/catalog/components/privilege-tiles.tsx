import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { menuSearchQueryOptions } from '../api/menus.ts';
import { usePrivilegesTranslation } from '../privileges-i18n.ts';
import { PrivilegeTile } from './privilege-tile.tsx';
import { PrivilegeTilesSkeleton, TILES_GRID, TILES_ROOM } from './privilege-tiles-skeleton.tsx';
import { rankMark } from './rank-mark.ts';

/**
 * One search of the catalogue as a list of tiles: its placeholders while it loads, its error with a retry, its empty
 * state, all in the room of six tiles. `ranked`: the search is a ranking (an ordered list with its rank marks).
 */
export function PrivilegeTiles({
  apiPath,
  ranked = false,
  empty,
}: {
  apiPath: string;
  ranked?: boolean;
  empty: string;
}) {
  const { t } = usePrivilegesTranslation();
  const search = useQuery(menuSearchQueryOptions(apiPath));
  if (search.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('loading')}</span>
        <PrivilegeTilesSkeleton />
      </div>
    );
  }
  // A failed refetch keeps the tiles it had; only a list that never arrived says so.
  if (search.data === undefined) {
    return (
      <div className={TILES_ROOM}>
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-red-900">{t('error')}</p>
          <button type="button" className={buttonStyles.secondarySmall} onClick={() => void search.refetch()}>
            {t('retry')}
          </button>
        </div>
      </div>
    );
  }
  const items = search.data.content;
  if (items.length === 0) {
    return (
      <div className={TILES_ROOM}>
        <p className="rounded-lg border border-neutral-200 bg-white p-4 text-neutral-900">{empty}</p>
      </div>
    );
  }
  const List = ranked ? 'ol' : 'ul';
  return (
    <List className={TILES_GRID}>
      {items.map((item, index) => (
        <li key={item.menuNo}>
          <PrivilegeTile item={item} rank={ranked ? rankMark(index + 1) : null} />
        </li>
      ))}
    </List>
  );
}
