import type { AreaRegionCode } from '@portal/contracts/catalog';
import type { DestinationState, PickedPrefecture } from './destination-picker.ts';
import { useLargeAreas } from '../../lib/catalog-codes.ts';
import { useManyPrefectureAreas } from '../../lib/search/api/get-areas.ts';
import { REGION_LABELS } from '../../lib/search/regions.ts';

const needsLookup = (p: PickedPrefecture) =>
  p.label === '' || p.region.id === '' || [...p.municipalities, ...p.areas].some((item) => item.label === '');

/**
 * The saved conditions cookie keeps codes only: the names of a restored destination, and the region of each
 * prefecture (the area call and the URL need it), are looked up in the area calls. Entries that already carry them
 * are left as they are; a code the calls do not know shows as itself.
 */
export function useDestinationLabels(state: DestinationState): DestinationState {
  const large = useLargeAreas();
  const lookups = state.prefectures.map((p) => {
    const known = large.data?.find((l) => l.areaMidClassCd === p.id);
    return { prefecture: p, known, regionId: p.region.id || known?.areaLrgClassCd || '' };
  });
  const areas = useManyPrefectureAreas(
    lookups.map(({ prefecture, regionId }) => ({
      region: regionId,
      prefecture: prefecture.id,
      ask: regionId !== '' && prefecture.municipalities.length > 0 && needsLookup(prefecture),
    })),
  );
  if (!state.prefectures.some(needsLookup)) return state;
  return {
    ...state,
    prefectures: lookups.map(({ prefecture: p, known, regionId }, index): PickedPrefecture => {
      const municipalities = areas[index]?.areaSmlClasses ?? [];
      const subAreas = municipalities.flatMap((m) => m.areaDtlClasses);
      return {
        ...p,
        label: p.label || known?.areaMidClassNm || p.id,
        region: {
          id: regionId,
          label: p.region.label || (regionId ? (REGION_LABELS[regionId as AreaRegionCode] ?? '') : ''),
        },
        municipalities: p.municipalities.map((m) => ({
          ...m,
          label: m.label || municipalities.find((x) => x.areaSmlClassCd === m.id)?.areaSmlClassNm || m.id,
        })),
        areas: p.areas.map((a) => ({
          ...a,
          label: a.label || subAreas.find((x) => x.areaDtlClassCd === a.id)?.areaDtlClassNm || a.id,
        })),
      };
    }),
  };
}
