import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MapMarker } from '@portal/contracts/catalog-map';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBreadcrumbItems, useRouteHandle } from '../../../lib/route-handle.ts';
import { usePublicConfig } from '../../../config/public-config.ts';
import { menuLink } from '../menu-link.ts';
import {
  categoriesQueryOptions,
  largeAreasQueryOptions,
  useCategories,
  useLargeAreas,
} from '../../../lib/catalog-codes.ts';
import { mapMarkersQueryOptions, useMapMarkers } from './api/get-map-markers.ts';
import { pageData } from '../../../lib/route-data.ts';
import { useMapTranslation } from './i18n.ts';
import {
  mapStateFromUrl,
  withBox,
  withCategory,
  withKeyword,
  withPrefecture,
  withSelection,
  type MapUrlState,
} from './map-url-state.ts';
import { PrivilegeMap, type PrivilegeMapHandle, type Selection } from './privilege-map.tsx';

/** The list shows this many at first, and this many more with さらに表示: 500 links at once are a long tab path. */
const LIST_STEP = 50;
const LISTED_AFTER_CHOICE = 10;
const NO_MARKERS: readonly MapMarker[] = [];
/** Beside the map from this width (Tailwind's lg); below it, the list follows the map. */
const SIDE_BY_SIDE = '(min-width: 1024px)';

function MapFilters({ state, onSubmit }: { state: MapUrlState; onSubmit: (form: FormData) => void }) {
  const { t } = useMapTranslation();
  const areas = useLargeAreas();
  const categories = useCategories();
  const large = useMemo(() => (categories.data ?? []).filter((entry) => entry.level === 1), [categories.data]);
  const ids = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };
  const field = 'flex min-w-0 flex-col gap-1 text-sm font-bold text-neutral-900';
  const control = 'min-h-10 rounded-md border border-neutral-400 bg-white px-3 text-base font-normal';
  return (
    <form
      role="search"
      aria-label={t('filters')}
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-lg border border-neutral-200 bg-white p-4 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end"
    >
      <label className={field} htmlFor={`${ids}-prefecture`}>
        {t('prefecture')}
        {/* Keyed by the options: the default value is applied once they have arrived. */}
        <select
          key={`${areas.data?.length ?? 0}-${state.prefecture ?? ''}`}
          id={`${ids}-prefecture`}
          name="prefecture"
          defaultValue={state.prefecture ?? ''}
          className={control}
        >
          <option value="">{t('choosePrefecture')}</option>
          {(areas.data ?? []).map((area) => (
            <option key={area.areaMidClassCd} value={area.areaMidClassCd}>
              {area.areaMidClassNm}
            </option>
          ))}
        </select>
      </label>
      <label className={field} htmlFor={`${ids}-category`}>
        {t('category')}
        <select
          key={`${large.length}-${state.category ?? ''}`}
          id={`${ids}-category`}
          name="category"
          defaultValue={state.category ?? ''}
          className={control}
        >
          <option value="">{t('allCategories')}</option>
          {large.map((entry) => (
            <option key={entry.catClassCd} value={entry.catLrgClassCd}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <label className={`${field} col-span-2 lg:col-span-1`} htmlFor={`${ids}-keyword`}>
        {t('keyword')}
        <input
          key={state.keyword}
          id={`${ids}-keyword`}
          name="keyword"
          type="search"
          maxLength={100}
          defaultValue={state.keyword}
          placeholder={t('keywordPlaceholder')}
          className={control}
        />
      </label>
      <button type="submit" className={`${buttonStyles.primarySmall} col-span-2 lg:col-span-1`}>
        {t('search')}
      </button>
    </form>
  );
}

function MarkerItem({
  marker,
  href,
  selected,
  onSelect,
}: {
  marker: MapMarker;
  href: string | null;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useMapTranslation();
  const area = [marker.areaMidClassNm, marker.areaSmlClassNm].filter(Boolean).join(' ');
  return (
    <article
      className={`flex flex-col gap-1 rounded-md border p-3 ${
        selected ? 'border-brand-600 bg-brand-50' : 'border-neutral-200 bg-white'
      }`}
    >
      <h3 className="font-bold">
        <button
          type="button"
          onClick={onSelect}
          aria-current={selected ? 'true' : undefined}
          className="text-left text-neutral-900 underline-offset-2 hover:underline"
        >
          {marker.menuNm}
        </button>
      </h3>
      {area && <p className="text-sm text-neutral-700">{area}</p>}
      {href && (
        <p>
          <a
            href={href}
            aria-label={t('detailLabel', { name: marker.menuNm })}
            className="text-sm text-brand-700 underline underline-offset-2"
          >
            {t('detail')}
          </a>
        </p>
      )}
    </article>
  );
}

function LoadingList() {
  return (
    <ul className="flex flex-col gap-2" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="flex flex-col gap-2 rounded-md border border-neutral-200 bg-white p-3">
          <SkeletonBar className="h-5 w-3/4 rounded" />
          <SkeletonBar className="h-4 w-1/3 rounded" tone="light" />
        </li>
      ))}
    </ul>
  );
}

/** What the map page renders with (ADR 0032): its filters' code lists and the markers of its URL's conditions. */
export const loader = pageData(({ url }) => {
  const { markersQuery } = mapStateFromUrl(url.searchParams);
  return [
    categoriesQueryOptions(),
    largeAreasQueryOptions(),
    ...(markersQuery === null ? [] : [mapMarkersQueryOptions(markersQuery)]),
  ];
});

/**
 * 地図から探す (/map, issue 12): the privileges of an area on a map and in a list kept in step. Everything is in the
 * URL: the search's parameters (the gourmet form's 地図検索 brings them), the area searched (`bbox`) and the
 * privilege chosen (`menuNo`), so back, forward and reload show the same. Without any condition the page shows the
 * whole of Japan and asks for a prefecture: a sample of the whole country would say nothing.
 */
export function Component() {
  const { t } = useMapTranslation();
  const { t: tc } = useTranslation();
  const handle = useRouteHandle();
  const breadcrumb = useBreadcrumbItems(handle);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => mapStateFromUrl(params), [params]);
  const config = usePublicConfig();
  const areas = useLargeAreas();
  const markers = useMapMarkers(state.markersQuery);
  const map = useRef<PrivilegeMapHandle>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const helpId = useId();
  /** The last choice made on this page, and where: a choice in the list also moves the map to it. */
  const [choice, setChoice] = useState<{ menuNo: string | null; from: 'map' | 'list' } | null>(null);
  const [listed, setListed] = useState({ query: state.markersQuery, count: LIST_STEP });

  const data = state.markersQuery === null ? null : markers.data;
  const items = data?.markers ?? NO_MARKERS;
  const selectedIndex = state.selected ? items.findIndex((item) => item.menuNo === state.selected) : -1;
  // A new search lists from the top again; the chosen one is always listed, with a few after it, so that the list
  // can bring it to its top.
  const step = listed.query === state.markersQuery ? listed.count : LIST_STEP;
  const shown = Math.max(step, selectedIndex < 0 ? 0 : selectedIndex + 1 + LISTED_AFTER_CHOICE);

  const navigate = (next: URLSearchParams, replace = false) => setParams(next, { replace, preventScrollReset: true });

  const select = (menuNo: string, from: 'map' | 'list') => {
    setChoice({ menuNo, from });
    navigate(withSelection(params, menuNo), true);
  };

  const onSubmit = (form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? '');
    let next = params;
    if (text('prefecture') !== (state.prefecture ?? '')) next = withPrefecture(next, text('prefecture') || null);
    if (text('category') !== (state.category ?? '')) next = withCategory(next, text('category') || null);
    if (text('keyword').trim() !== state.keyword.trim()) next = withKeyword(next, text('keyword'));
    if (next !== params) navigate(next);
  };

  const prefectureNames = useMemo(
    () => new Map((areas.data ?? []).map((area) => [area.areaMidClassCd, area.areaMidClassNm])),
    [areas.data],
  );
  const view = useMemo(
    () => ({
      markers: items,
      box: state.box,
      prefecture: state.prefecture,
      pickable: state.markersQuery === null && prefectureNames.size > 0 ? prefectureNames : null,
    }),
    [items, state.box, state.prefecture, state.markersQuery, prefectureNames],
  );
  const selection = useMemo<Selection>(
    () => ({
      menuNo: selectedIndex >= 0 ? state.selected : null,
      reveal: !(choice?.from === 'map' && choice.menuNo === state.selected),
    }),
    [choice, state.selected, selectedIndex],
  );

  // A marker chosen on the map, or a selection restored by reload or history: its line of the list comes into view
  // inside the list (the page itself does not jump). A choice in the list brings the map into view on a phone.
  useEffect(() => {
    if (selection.menuNo === null) return;
    if (choice?.from === 'list' && choice.menuNo === selection.menuNo) {
      if (!window.matchMedia?.(SIDE_BY_SIDE).matches) mapBox.current?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    const item = list.current?.querySelector<HTMLElement>(`[data-menu-no="${CSS.escape(selection.menuNo)}"]`);
    if (item && list.current) list.current.scrollTop = item.offsetTop - 8;
  }, [selection.menuNo, choice]);

  const tiles =
    config.isPending || !config.data
      ? config.isError
        ? null
        : undefined
      : config.data.mapTileUrl
        ? { url: config.data.mapTileUrl, attribution: config.data.mapTileAttribution }
        : null;
  const linkFor = (marker: MapMarker) =>
    config.data
      ? menuLink(config.data, {
          menuNo: marker.menuNo,
          menuDetailResponse: { srvicDiv: marker.srvicDiv, shopAreaDiv: marker.shopAreaDiv },
        })
      : null;

  const invalid = markers.error instanceof ApiError && markers.error.status === 400;
  const status =
    state.markersQuery === null
      ? t('pickPrefecture')
      : markers.isPending
        ? t('loading')
        : !data
          ? ''
          : data.totalElements > data.markers.length
            ? t('countLimited', { total: data.totalElements, shown: data.markers.length })
            : t('count', { total: data.totalElements });

  const title = handle ? tc(`titles.${handle.title}`) : tc('siteName');
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <p className="text-neutral-800">{t('lead')}</p>
      <MapFilters key={state.markersQuery ?? ''} state={state} onSubmit={onSubmit} />
      <p role="status" className="min-h-6 text-sm text-neutral-800">
        {status}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* Scroll margins: the sticky header above and the phone's bottom navigation below never cover the map. */}
        <div ref={mapBox} className="flex min-w-0 scroll-mt-28 scroll-mb-20 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonStyles.secondarySmall}
              onClick={() => {
                const box = map.current?.bounds();
                if (box) navigate(withBox(params, box));
              }}
            >
              {t('searchArea')}
            </button>
            {state.box && (
              <button type="button" className={buttonStyles.ghost} onClick={() => navigate(withBox(params, null))}>
                {t('clearArea')}
              </button>
            )}
          </div>
          <p id={helpId} className="sr-only">
            {t('mapHelp')}
          </p>
          <PrivilegeMap
            handle={map}
            view={view}
            selection={selection}
            tiles={tiles}
            describedBy={helpId}
            loadOnMemberAct
            linkFor={linkFor}
            onSelect={(menuNo) => select(menuNo, 'map')}
            onPickPrefecture={(code) => navigate(withPrefecture(params, code))}
          />
        </div>
        <section
          aria-labelledby="map-list-heading"
          aria-busy={(state.markersQuery !== null && markers.isPending) || undefined}
          className="flex min-w-0 flex-col gap-2"
        >
          <h2 id="map-list-heading" className="text-lg font-bold">
            {t('list')}
          </h2>
          {state.markersQuery === null ? (
            <p className="rounded-md border border-neutral-200 bg-white p-4 text-neutral-800">{t('pickPrefecture')}</p>
          ) : markers.isPending ? (
            <LoadingList />
          ) : markers.isError ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
            >
              <p className="text-red-900">{invalid ? t('invalid') : t('error')}</p>
              {invalid ? (
                <Link to="/map" className="text-brand-700 underline underline-offset-2">
                  {t('clearConditions')}
                </Link>
              ) : (
                <button type="button" className={buttonStyles.secondarySmall} onClick={() => void markers.refetch()}>
                  {t('retry')}
                </button>
              )}
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col gap-1 rounded-md border border-neutral-200 bg-white p-4">
              <p className="font-bold text-neutral-900">{t('empty')}</p>
              <p className="text-sm text-neutral-700">{t('emptyHint')}</p>
            </div>
          ) : (
            <>
              <ul
                ref={list}
                className="relative flex max-h-[28rem] flex-col gap-2 overflow-y-auto lg:h-[600px] lg:max-h-none"
              >
                {items.slice(0, shown).map((marker) => (
                  <li key={marker.menuNo} data-menu-no={marker.menuNo}>
                    <MarkerItem
                      marker={marker}
                      href={linkFor(marker)}
                      selected={marker.menuNo === selection.menuNo}
                      onSelect={() => select(marker.menuNo, 'list')}
                    />
                  </li>
                ))}
              </ul>
              {shown < items.length && (
                <button
                  type="button"
                  className={buttonStyles.secondarySmall}
                  onClick={() => setListed({ query: state.markersQuery, count: shown + LIST_STEP })}
                >
                  {t('more')}
                </button>
              )}
            </>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
