import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { BoundingBox } from '@portal/contracts/map-area';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { withChunkTimeout } from '../../../lib/lazy-page.ts';
import { whenMemberActs } from '../../../lib/member-acts.ts';
import { useMapTranslation } from './i18n.ts';
import type { MapView, PrivilegeMapController, PrivilegeMapOptions } from './leaflet-map.ts';

export interface PrivilegeMapHandle {
  /** The area in view; null while the map is not there. */
  bounds(): BoundingBox | null;
}

export interface Selection {
  menuNo: string | null;
  /** A choice in the list: the map zooms and pans to the marker too. */
  reveal: boolean;
}

interface PrivilegeMapProps extends Omit<PrivilegeMapOptions, 'texts' | 'tiles'> {
  /** Undefined until the configuration says whether there is a tile server: the map waits for it. */
  tiles: PrivilegeMapOptions['tiles'] | undefined;
  view: MapView;
  selection: Selection;
  handle: Ref<PrivilegeMapHandle>;
  /** The id of the text that explains the map's keys. */
  describedBy?: string;
  /** The box's height classes; default the /map page's (a privilege page's small map gives its own). */
  heightClass?: string;
  /**
   * Fetch Leaflet at the member's first act on the page (a pointer, a key, a touch, a scroll), not with the page:
   * /map's first load stays within 150 KB (ADR 0022). The box says the map is loading meanwhile.
   */
  loadOnMemberAct?: boolean;
}

/**
 * The map's box on the page: its space is kept from the first paint (no shift when Leaflet arrives), Leaflet and
 * its styles are fetched when the map mounts (or at the member's first act: `loadOnMemberAct`), and a failed fetch
 * offers a retry (the list works without it).
 */
export function PrivilegeMap({
  view,
  selection,
  handle,
  describedBy,
  heightClass = 'h-[360px] sm:h-[480px] lg:h-[600px]',
  loadOnMemberAct = false,
  ...options
}: PrivilegeMapProps) {
  const { t } = useMapTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<PrivilegeMapController | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [awake, setAwake] = useState(!loadOnMemberAct);
  useEffect(() => {
    if (awake) return;
    let live = true;
    void whenMemberActs().then(() => {
      if (live) setAwake(true);
    });
    return () => {
      live = false;
    };
  }, [awake]);
  // The latest callbacks, read by the map's events: a new render never rebuilds the map.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { tiles } = options;
  const known = tiles !== undefined;
  const tileUrl = tiles?.url ?? null;
  const tileAttribution = tiles?.attribution ?? null;
  useEffect(() => {
    if (!known || !awake) return;
    let cancelled = false;
    let created: PrivilegeMapController | null = null;
    withChunkTimeout(import('./leaflet-map.ts')).then(
      ({ createPrivilegeMap }) => {
        if (cancelled || !container.current) return;
        created = createPrivilegeMap(container.current, {
          tiles: tileUrl ? { url: tileUrl, attribution: tileAttribution } : null,
          texts: {
            map: t('map'),
            zoomIn: t('zoomIn'),
            zoomOut: t('zoomOut'),
            closePopup: t('closePopup'),
            detail: t('detail'),
            detailLabel: (name) => t('detailLabel', { name }),
            cluster: (count) => t('cluster', { count }),
            outlineCredit: t('outlineCredit'),
          },
          linkFor: (marker) => latest.current.linkFor(marker),
          onSelect: (menuNo) => latest.current.onSelect(menuNo),
          onPickPrefecture: (code) => latest.current.onPickPrefecture(code),
        });
        setController(created);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      created?.destroy();
      setController(null);
    };
  }, [known, awake, tileUrl, tileAttribution, t, attempt]);

  useImperativeHandle(handle, () => ({ bounds: () => controller?.bounds() ?? null }), [controller]);

  useEffect(() => {
    controller?.show(view);
  }, [controller, view]);

  useEffect(() => {
    controller?.select(selection.menuNo, selection.reveal);
  }, [controller, selection]);

  return (
    // `isolate`: Leaflet's panes and controls stack among themselves (z-index 400–1000), never over the page's header.
    <div
      className={`relative isolate overflow-hidden rounded-lg border border-neutral-200 bg-[#cfe1ee] ${heightClass}`}
    >
      <div
        ref={container}
        role="region"
        aria-label={t('map')}
        aria-describedby={describedBy}
        className="privilege-map absolute inset-0"
      />
      {!controller && !failed && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-neutral-100">
          <SkeletonBar className="absolute inset-0" tone="light" />
          <p className="relative text-sm text-neutral-800">{t('loadingMap')}</p>
        </div>
      )}
      {failed && (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-neutral-100 p-6 text-center"
        >
          <p className="text-neutral-900">{t('mapFailed')}</p>
          <button
            type="button"
            className={buttonStyles.secondarySmall}
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('retryMap')}
          </button>
        </div>
      )}
    </div>
  );
}
