import { topPicksApiPath } from '@portal/contracts/catalog-lists';
import { PrivilegeTiles } from '../components/privilege-tiles.tsx';
import { usePrivilegesTranslation } from '../privileges-i18n.ts';

/** The top page's 今月のおすすめ優待: the catalogue's recommended privileges, as tiles (loaded by MonthlyPicksSlot). */
export function MonthlyPicks() {
  const { t } = usePrivilegesTranslation();
  return <PrivilegeTiles apiPath={topPicksApiPath()} empty={t('picks.empty')} />;
}
