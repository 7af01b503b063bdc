import { useMemo } from 'react';
import { AREA_REGION_CODES } from '@portal/contracts/catalog';
import { useLargeAreas } from '../catalog-codes.ts';
import { REGION_LABELS, type RegionChoice } from './regions.ts';

/** The regions with their prefectures, from the large-area list (getLargeCodesArea). */
export function useRegionChoices(): { regions: RegionChoice[]; isLoading: boolean } {
  const large = useLargeAreas();
  const regions = useMemo(
    () =>
      AREA_REGION_CODES.map((code) => ({
        id: code,
        label: REGION_LABELS[code],
        prefectures: (large.data ?? [])
          .filter((p) => p.areaLrgClassCd === code)
          .map((p) => ({ id: p.areaMidClassCd, label: p.areaMidClassNm })),
      })),
    [large.data],
  );
  return { regions, isLoading: large.isPending };
}
