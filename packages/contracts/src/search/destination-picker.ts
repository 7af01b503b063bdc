/**
 * The destination picker of the stay form: region → prefecture → municipality → area (spec search.md §2 Modals, §4).
 * Region and prefecture are single choices; municipalities and the sub-areas (A–I) of one municipality are
 * multi-select. Picking an entry again deselects it; a choice at a higher level clears the lower levels.
 */
import type { PickedItem } from './category-filters.ts';

export interface RegionChoice extends PickedItem {
  /** region-{n} */
  id: string;
  prefectures: readonly PickedItem[];
}

export interface DestinationState {
  region: PickedItem | null;
  prefecture: PickedItem | null;
  municipalities: readonly PickedItem[];
  /** Sub-areas of `areaParent`, the one municipality they belong to. */
  areas: readonly PickedItem[];
  areaParent: string | null;
}

export const EMPTY_DESTINATION: DestinationState = {
  region: null,
  prefecture: null,
  municipalities: [],
  areas: [],
  areaParent: null,
};

/** Region 1 auto-selects Hokkaido and region 13 Okinawa: each is its region's only prefecture. */
export const AUTO_SELECT_REGIONS: readonly string[] = ['region-1', 'region-13'];

export function selectRegion(state: DestinationState, region: RegionChoice): DestinationState {
  if (state.region?.id === region.id) return EMPTY_DESTINATION;
  const auto = AUTO_SELECT_REGIONS.includes(region.id) ? (region.prefectures[0] ?? null) : null;
  return { ...EMPTY_DESTINATION, region: { id: region.id, label: region.label }, prefecture: auto };
}

export function selectPrefecture(state: DestinationState, prefecture: PickedItem): DestinationState {
  const same = state.prefecture?.id === prefecture.id;
  return { ...EMPTY_DESTINATION, region: state.region, prefecture: same ? null : prefecture };
}

function toggle(list: readonly PickedItem[], item: PickedItem): PickedItem[] {
  return list.some((x) => x.id === item.id) ? list.filter((x) => x.id !== item.id) : [...list, item];
}

/** Toggles a municipality; any change of municipalities clears the sub-areas. */
export function toggleMunicipality(state: DestinationState, municipality: PickedItem): DestinationState {
  return { ...state, municipalities: toggle(state.municipalities, municipality), areas: [], areaParent: null };
}

/**
 * Toggles a sub-area of a municipality. Areas of another municipality are dropped (the list shows one
 * municipality's areas at a time), and the municipality is picked if it was not.
 */
export function toggleArea(state: DestinationState, municipality: PickedItem, area: PickedItem): DestinationState {
  const sameParent = state.areaParent === municipality.id;
  const municipalities = state.municipalities.some((m) => m.id === municipality.id)
    ? state.municipalities
    : [...state.municipalities, municipality];
  const areas = toggle(sameParent ? state.areas : [], area);
  return { ...state, municipalities, areas, areaParent: areas.length ? municipality.id : null };
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
 * The label of the destination field: prefecture, municipalities and areas that are picked, joined with ' / '
 * (municipalities and areas among themselves with '・'); '' when no prefecture is picked.
 */
export function destinationLabel(state: DestinationState): string {
  if (!state.prefecture) return '';
  return [state.prefecture.label, joinLabels(state.municipalities), joinLabels(state.areas)]
    .filter((part): part is string => !!part)
    .join(' / ');
}

/** 決定: the picker state → the result the form keeps. */
export function destinationResult(state: DestinationState): DestinationResult {
  return {
    region_id: state.region?.id ?? null,
    region_label: state.region?.label ?? null,
    prefecture_id: state.prefecture?.id ?? null,
    prefecture_label: state.prefecture?.label ?? null,
    municipal_id: joinIds(state.municipalities),
    municipal_label: joinLabels(state.municipalities),
    area_id: joinIds(state.areas),
    area_label: joinLabels(state.areas),
    destination_label: destinationLabel(state),
  };
}

/** The stay URL's area codes from the result. */
export function destinationAreaCodes(result: DestinationResult): {
  areaLrgClassCd: string | null;
  areaMidClassCd: string | null;
  areaSmlClassCd: string | null;
  areaDtlClassCd: string | null;
} {
  return {
    areaLrgClassCd: result.region_id,
    areaMidClassCd: result.prefecture_id,
    areaSmlClassCd: result.municipal_id,
    areaDtlClassCd: result.area_id,
  };
}
