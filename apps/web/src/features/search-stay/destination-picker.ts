/**
 * The destination picker of the stay form: region → prefecture → municipality → area (spec search.md §2 Modals, §4).
 * The destination is "prefecture or municipality, multi-select" (§2 stay screen): several prefectures, each searched
 * whole or narrowed to some of its municipalities, and a municipality to some of its sub-areas (A–I). The region
 * only chooses which prefectures the picker lists. Picking an entry again deselects it; deselecting a prefecture or a
 * municipality drops what was picked under it.
 */
import type { PickedItem } from '../../lib/search/category-filters.ts';
import type { RegionChoice } from '../../lib/search/regions.ts';

/** A picked prefecture with what is picked under it. */
export interface PickedPrefecture extends PickedItem {
  /** Its region (the area call needs it); id '' until known, for a destination restored from the cookie. */
  region: PickedItem;
  /** None: the whole prefecture. */
  municipalities: readonly PickedItem[];
  /** Sub-areas of `areaParent`, the one municipality of this prefecture they belong to. */
  areas: readonly PickedItem[];
  areaParent: string | null;
}

export interface DestinationState {
  /** The region whose prefectures the picker lists (navigation: picks of other regions stay). */
  region: PickedItem | null;
  /** In the order picked. */
  prefectures: readonly PickedPrefecture[];
}

export const EMPTY_DESTINATION: DestinationState = { region: null, prefectures: [] };

/** Region 1 auto-selects Hokkaido and region 13 Okinawa: each is its region's only prefecture. */
export const AUTO_SELECT_REGIONS: readonly string[] = ['region-1', 'region-13'];

const isPicked = (state: DestinationState, prefectureId: string) =>
  state.prefectures.some((p) => p.id === prefectureId);

function newPick(region: PickedItem, prefecture: PickedItem): PickedPrefecture {
  return {
    id: prefecture.id,
    label: prefecture.label,
    region: { id: region.id, label: region.label },
    municipalities: [],
    areas: [],
    areaParent: null,
  };
}

/**
 * Lists a region's prefectures; pressing the listed region again closes the list (the picks stay). Regions 1 and 13
 * also pick their only prefecture.
 */
export function selectRegion(state: DestinationState, region: RegionChoice): DestinationState {
  if (state.region?.id === region.id) return { ...state, region: null };
  const next = { ...state, region: { id: region.id, label: region.label } };
  const auto = AUTO_SELECT_REGIONS.includes(region.id) ? region.prefectures[0] : undefined;
  if (!auto || isPicked(state, auto.id)) return next;
  return { ...next, prefectures: [...state.prefectures, newPick(region, auto)] };
}

/** Picks a prefecture (whole), or deselects it with its municipalities and sub-areas. */
export function togglePrefecture(
  state: DestinationState,
  region: PickedItem,
  prefecture: PickedItem,
): DestinationState {
  if (isPicked(state, prefecture.id)) {
    return { ...state, prefectures: state.prefectures.filter((p) => p.id !== prefecture.id) };
  }
  return { ...state, prefectures: [...state.prefectures, newPick(region, prefecture)] };
}

function toggle(list: readonly PickedItem[], item: PickedItem): PickedItem[] {
  return list.some((x) => x.id === item.id) ? list.filter((x) => x.id !== item.id) : [...list, item];
}

function updatePrefecture(
  state: DestinationState,
  prefectureId: string,
  change: (prefecture: PickedPrefecture) => PickedPrefecture,
): DestinationState {
  return { ...state, prefectures: state.prefectures.map((p) => (p.id === prefectureId ? change(p) : p)) };
}

/** Toggles a municipality of a picked prefecture; any change of its municipalities clears its sub-areas. */
export function toggleMunicipality(
  state: DestinationState,
  prefectureId: string,
  municipality: PickedItem,
): DestinationState {
  return updatePrefecture(state, prefectureId, (p) => ({
    ...p,
    municipalities: toggle(p.municipalities, municipality),
    areas: [],
    areaParent: null,
  }));
}

/**
 * Toggles a sub-area of a municipality. Areas of another municipality of the prefecture are dropped (the list shows
 * one municipality's areas at a time), and the municipality is picked if it was not.
 */
export function toggleArea(
  state: DestinationState,
  prefectureId: string,
  municipality: PickedItem,
  area: PickedItem,
): DestinationState {
  return updatePrefecture(state, prefectureId, (p) => {
    const municipalities = p.municipalities.some((m) => m.id === municipality.id)
      ? p.municipalities
      : [...p.municipalities, municipality];
    const areas = toggle(p.areaParent === municipality.id ? p.areas : [], area);
    return { ...p, municipalities, areas, areaParent: areas.length ? municipality.id : null };
  });
}

/**
 * A destination the stay search cannot carry. Its host narrows by prefecture, municipality and sub-area together
 * (a menu must match every level given: catalog.ts MenuSearchQuerySchema, ADR 0021), so one search cannot hold a
 * whole prefecture next to municipalities of another ('municipality'), nor a whole municipality next to sub-areas
 * of another ('area'): the whole one would find nothing. The picker asks the member to pick alike instead of
 * quietly searching less than they chose.
 */
export type DestinationMismatch = 'municipality' | 'area';

export function destinationMismatch(state: DestinationState): DestinationMismatch | null {
  const narrowed = state.prefectures.filter((p) => p.municipalities.length > 0);
  if (narrowed.length > 0 && narrowed.length < state.prefectures.length) return 'municipality';
  const municipalities = narrowed.flatMap((p) => p.municipalities.map((m) => ({ prefecture: p, municipality: m })));
  const withAreas = municipalities.filter(
    ({ prefecture, municipality }) => prefecture.areaParent === municipality.id && prefecture.areas.length > 0,
  );
  if (withAreas.length > 0 && withAreas.length < municipalities.length) return 'area';
  return null;
}

/** Destination selection result (spec search.md §3); several ids are joined with ',' as the stay URL takes them. */
export interface DestinationResult {
  region_id: string | null;
  region_label: string | null;
  prefecture_id: string | null;
  prefecture_label: string | null;
  municipal_id: string | null;
  municipal_label: string | null;
  area_id: string | null;
  area_label: string | null;
  destination_label: string;
}

const joinIds = (items: readonly PickedItem[]) => (items.length ? items.map((i) => i.id).join(',') : null);
const joinLabels = (items: readonly PickedItem[]) => (items.length ? items.map((i) => i.label).join('・') : null);

/**
 * The label of the destination field: per prefecture, the prefecture, its municipalities and its sub-areas joined
 * with ' / ' (items of a level with '・'), prefectures with '、'; '' when none is picked.
 * 東京都 / 東京23区 / 千代田・中央・港、神奈川県 / 箱根町
 */
export function destinationLabel(state: DestinationState): string {
  return state.prefectures
    .map((p) =>
      [p.label, joinLabels(p.municipalities), joinLabels(p.areas)].filter((part): part is string => !!part).join(' / '),
    )
    .join('、');
}

/** The region of every picked prefecture when they share one (the URL's areaLrgClassCd), else null. */
function commonRegion(state: DestinationState): PickedItem | null {
  const first = state.prefectures[0]?.region;
  if (!first?.id || state.prefectures.some((p) => p.region.id !== first.id)) return null;
  return first;
}

/**
 * 決定: the picker state → the result the form keeps. The region goes only when every prefecture is in it: the host
 * reads areaLrgClassCd as "the prefectures of this region", which would drop the others.
 */
export function destinationResult(state: DestinationState): DestinationResult {
  const region = commonRegion(state);
  const municipalities = state.prefectures.flatMap((p) => p.municipalities);
  const areas = state.prefectures.flatMap((p) => p.areas);
  return {
    region_id: region?.id ?? null,
    region_label: region?.label || null,
    prefecture_id: joinIds(state.prefectures),
    prefecture_label: joinLabels(state.prefectures),
    municipal_id: joinIds(municipalities),
    municipal_label: joinLabels(municipalities),
    area_id: joinIds(areas),
    area_label: joinLabels(areas),
    destination_label: destinationLabel(state),
  };
}

export interface DestinationAreaCodes {
  areaLrgClassCd: string | null;
  areaMidClassCd: string | null;
  areaSmlClassCd: string | null;
  areaDtlClassCd: string | null;
}

/** The stay URL's area codes from the result. */
export function destinationAreaCodes(result: DestinationResult): DestinationAreaCodes {
  return {
    areaLrgClassCd: result.region_id,
    areaMidClassCd: result.prefecture_id,
    areaSmlClassCd: result.municipal_id,
    areaDtlClassCd: result.area_id,
  };
}

const splitCodes = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/**
 * The saved conditions' area codes → the picker state, labels empty (the form looks them up). Codes carry their
 * parents (catalog.ts: a municipality is its prefecture's code and two digits, a sub-area its municipality's code and a
 * letter), so each municipality and sub-area finds its prefecture; a code whose parent is missing brings it in. The
 * region is known only when the search named one.
 */
export function destinationFromCodes(codes: Partial<DestinationAreaCodes>): DestinationState {
  const region = { id: codes.areaLrgClassCd ?? '', label: '' };
  let state: DestinationState = EMPTY_DESTINATION;
  const ensurePrefecture = (id: string) => {
    if (!isPicked(state, id)) state = togglePrefecture(state, region, { id, label: '' });
  };
  for (const id of splitCodes(codes.areaMidClassCd)) ensurePrefecture(id);
  for (const id of splitCodes(codes.areaSmlClassCd)) {
    const prefectureId = id.slice(0, 2);
    ensurePrefecture(prefectureId);
    state = updatePrefecture(state, prefectureId, (p) =>
      p.municipalities.some((m) => m.id === id)
        ? p
        : { ...p, municipalities: [...p.municipalities, { id, label: '' }] },
    );
  }
  for (const id of splitCodes(codes.areaDtlClassCd)) {
    const municipalityId = id.slice(0, 4);
    const prefectureId = id.slice(0, 2);
    ensurePrefecture(prefectureId);
    state = updatePrefecture(state, prefectureId, (p) => {
      // One municipality's sub-areas per prefecture, as the picker keeps them.
      if (p.areaParent !== null && p.areaParent !== municipalityId) return p;
      const municipalities = p.municipalities.some((m) => m.id === municipalityId)
        ? p.municipalities
        : [...p.municipalities, { id: municipalityId, label: '' }];
      return { ...p, municipalities, areas: [...p.areas, { id, label: '' }], areaParent: municipalityId };
    });
  }
  return state;
}
