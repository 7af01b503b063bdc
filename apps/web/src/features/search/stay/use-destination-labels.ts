import { useMemo } from 'react';
import type { DestinationState } from '@portal/contracts/search/destination-picker';
import { useLargeAreas, usePrefectureAreas } from '../api/get-areas.ts';
import { REGION_LABELS } from './regions.ts';

/**
 * The saved conditions cookie keeps codes only: names of a restored destination are looked up in the area
 * calls. Entries that already carry a label are left as they are.
 */
export function useDestinationLabels(state: DestinationState): DestinationState {
  const needsLabels = !!state.prefecture && state.prefecture.label === '';
  const large = useLargeAreas();
  const areas = usePrefectureAreas(needsLabels ? (state.region?.id ?? null) : null, state.prefecture?.id ?? null);
  return useMemo(() => {
    if (!needsLabels || !state.prefecture) return state;
    const prefectureName = large.data?.find((p) => p.areaMidClassCd === state.prefecture?.id)?.areaMidClassNm;
    const municipalities = areas.data?.areaSmlClasses ?? [];
    const subAreas = municipalities.flatMap((m) => m.areaDtlClasses);
    return {
      ...state,
      region: state.region
        ? { ...state.region, label: REGION_LABELS[state.region.id as keyof typeof REGION_LABELS] ?? state.region.id }
        : null,
      prefecture: { ...state.prefecture, label: prefectureName ?? state.prefecture.id },
      municipalities: state.municipalities.map((m) => ({
        ...m,
        label: municipalities.find((x) => x.areaSmlClassCd === m.id)?.areaSmlClassNm ?? m.id,
      })),
      areas: state.areas.map((a) => ({
        ...a,
        label: subAreas.find((x) => x.areaDtlClassCd === a.id)?.areaDtlClassNm ?? a.id,
      })),
    };
  }, [state, needsLabels, large.data, areas.data]);
}
