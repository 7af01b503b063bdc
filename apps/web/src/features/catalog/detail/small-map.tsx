import { Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import type { MenuDetailView } from '@portal/contracts/catalog';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport.tsx';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { usePublicConfig } from '../../../config/public-config.ts';
import { useCatalogTranslation } from '../i18n.ts';

/** The small map's height, held by its placeholder too. */
const HEIGHT = 'h-[240px] sm:h-[300px]';
const PrivilegeMap = lazyWidget(() => import('../map/privilege-map.tsx').then((m) => m.PrivilegeMap));
const noop = () => undefined;
const selection = { menuNo: null, reveal: false };

/**
 * Where a privilege is, on the map of /map (Leaflet, the same base layer): one marker, fetched as the member nears it
 * so that the page's first load stays light; 地図で探す opens /map around it.
 */
export function SmallMap({ menu }: { menu: MenuDetailView }) {
  const { t } = useCatalogTranslation();
  const config = usePublicConfig();
  const position = menu.position;
  const view = useMemo(
    () => ({
      markers: position
        ? [
            {
              menuNo: menu.menuNo,
              menuNm: menu.menuNm,
              catchCopy: menu.catchCopy,
              latitude: position.latitude,
              longitude: position.longitude,
              serviceType: menu.serviceType,
              catLrgClassCd: menu.catLrgClassCd,
              srvicDiv: menu.srvicDiv,
              shopAreaDiv: menu.shopAreaDiv,
              areaMidClassCd: menu.areaMidClassCd,
              areaMidClassNm: menu.areaMidClassNm,
              areaSmlClassNm: menu.areaSmlClassNm,
            },
          ]
        : [],
      box: null,
      prefecture: menu.areaMidClassCd,
      pickable: null,
    }),
    [menu, position],
  );
  if (!position) return null;
  const placeholder = <SkeletonBar className={`rounded-lg ${HEIGHT}`} tone="light" />;
  const tiles = config.data
    ? config.data.mapTileUrl
      ? { url: config.data.mapTileUrl, attribution: config.data.mapTileAttribution }
      : null
    : undefined;
  const mapSearch = `/map?${new URLSearchParams({ areaMidClassCd: menu.areaMidClassCd, menuNo: menu.menuNo }).toString()}`;
  return (
    <section aria-labelledby="map-heading" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="map-heading" className="text-lg font-bold">
          {t('detail.mapHeading')}
        </h2>
        <Link to={mapSearch} className="text-sm text-brand-700 underline underline-offset-2">
          {t('detail.mapSearch')}
        </Link>
      </div>
      <WidgetBoundary>
        <WhenNearViewport placeholder={placeholder} margin="200px">
          <Suspense fallback={placeholder}>
            <PrivilegeMap
              heightClass={HEIGHT}
              tiles={tiles}
              view={view}
              selection={selection}
              handle={null}
              linkFor={() => null}
              onSelect={noop}
              onPickPrefecture={noop}
            />
          </Suspense>
        </WhenNearViewport>
      </WidgetBoundary>
    </section>
  );
}
