import type { User } from '@portal/contracts/users';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useBenepoBalance, useCafeBalance } from '../../../lib/point-balances.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { showsBenepoTile, showsCafeTile } from '../member-display.ts';

/** Cafe point and ベネポ tiles with thousands separators and "pt". */
export function PointTiles({
  user,
  layout = 'row',
  onNavigate,
}: {
  user: User;
  layout?: 'row' | 'grid';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  const cafeVisible = showsCafeTile(user);
  const benepoVisible = showsBenepoTile(user);
  const benepo = useBenepoBalance(benepoVisible, user.totalPoint);
  const cafe = useCafeBalance(cafeVisible, user.cafePoint);
  const benepoPoints = benepo.data ?? user.totalPoint;
  const cafePoints = cafe.data ?? user.cafePoint ?? 0;

  const tile =
    'flex min-h-10 flex-col justify-center rounded-lg border border-neutral-200 bg-white px-3 py-1 text-left leading-tight';
  return (
    <ul
      aria-label={t('points.label')}
      className={layout === 'grid' ? 'grid grid-cols-2 gap-2' : 'flex items-stretch gap-2'}
    >
      {cafeVisible && (
        <li className={tile}>
          <span className="text-xs text-neutral-700">{t('points.cafe')}</span>
          <span className="font-bold text-neutral-900">{tc('points', { value: formatNumber(cafePoints) })}</span>
        </li>
      )}
      {benepoVisible && (
        <li>
          <Link to={paths.mypage.benepo} className={`${tile} hover:border-brand-600`} onClick={onNavigate}>
            <span className="text-xs text-neutral-700">{t('points.benepo')}</span>
            <span className="font-bold text-neutral-900">{tc('points', { value: formatNumber(benepoPoints) })}</span>
          </Link>
        </li>
      )}
    </ul>
  );
}
