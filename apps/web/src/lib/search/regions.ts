import type { AreaRegionCode } from '@portal/contracts/catalog';
import type { PickedItem } from './category-filters.ts';

/** A region of the destination picker and the area selects, with its prefectures. */
export interface RegionChoice extends PickedItem {
  /** region-{n} */
  id: string;
  prefectures: readonly PickedItem[];
}

/**
 * Region labels of the destination picker. The large-area list carries prefectures only, so the 13 labels
 * are the catalogue's (docs/decisions/0010: 山陽・山陰 split into 山陰 region-9 and 山陽 region-10).
 */
export const REGION_LABELS: Record<AreaRegionCode, string> = {
  'region-1': '北海道',
  'region-2': '東北',
  'region-3': '北関東',
  'region-4': '首都圏',
  'region-5': '甲信越',
  'region-6': '北陸',
  'region-7': '東海',
  'region-8': '近畿',
  'region-9': '山陰',
  'region-10': '山陽',
  'region-11': '四国',
  'region-12': '九州',
  'region-13': '沖縄',
};
