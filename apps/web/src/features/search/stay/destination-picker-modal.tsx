import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { AREA_REGION_CODES } from '@portal/contracts/catalog';
import { SEARCH_TEXTS } from '@portal/contracts/search/constants';
import {
  EMPTY_DESTINATION,
  selectPrefecture,
  selectRegion,
  toggleArea,
  toggleMunicipality,
  type DestinationState,
  type RegionChoice,
} from '@portal/contracts/search/destination-picker';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useLargeAreas, usePrefectureAreas } from '../api/get-areas.ts';
import { PickerChoice as Choice, PickerColumn as Column } from '../components/picker-parts.tsx';
import { SearchDialog } from '../components/search-dialog.tsx';
import { useSearchTranslation } from '../i18n.ts';
import { REGION_LABELS } from './regions.ts';

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

/**
 * The destination picker (spec search.md §2 Modals, §4): region → prefecture → municipality → area, all rules
 * in destination-picker.ts. Municipalities and areas are multi-select; リセット clears, 決定 confirms, Escape
 * closes without confirming.
 */
export function DestinationPickerModal({
  initial,
  onConfirm,
  onClose,
}: {
  initial: DestinationState;
  onConfirm: (state: DestinationState) => void;
  onClose: () => void;
}) {
  const { t } = useSearchTranslation();
  const [state, setState] = useState(initial);
  const { regions } = useRegionChoices();
  const region = regions.find((r) => r.id === state.region?.id);
  const prefectureAreas = usePrefectureAreas(state.region?.id ?? null, state.prefecture?.id ?? null);
  const municipalities = prefectureAreas.data?.areaSmlClasses ?? [];
  const withSubAreas = municipalities.filter(
    (m) => m.areaDtlClasses.length > 0 && state.municipalities.some((s) => s.id === m.areaSmlClassCd),
  );

  return (
    <SearchDialog
      wide
      title={t('picker.title')}
      onClose={onClose}
      footer={
        <>
          <Button className={buttonStyles.secondarySmall} onPress={() => setState(EMPTY_DESTINATION)}>
            {SEARCH_TEXTS.reset}
          </Button>
          <Button
            className={buttonStyles.primarySmall}
            onPress={() => {
              onConfirm(state);
              onClose();
            }}
          >
            {SEARCH_TEXTS.confirm}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Column title={t('picker.regions')}>
          <ul className="flex flex-col gap-1">
            {regions.map((r) => (
              <Choice
                key={r.id}
                pressed={state.region?.id === r.id}
                onPress={() => setState((s) => selectRegion(s, r))}
              >
                {r.label}
              </Choice>
            ))}
          </ul>
        </Column>
        <Column title={t('picker.prefectures')}>
          {region ? (
            <ul className="flex flex-col gap-1">
              {region.prefectures.map((p) => (
                <Choice
                  key={p.id}
                  pressed={state.prefecture?.id === p.id}
                  onPress={() => setState((s) => selectPrefecture(s, p))}
                >
                  {p.label}
                </Choice>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-neutral-600">{t('picker.chooseRegion')}</p>
          )}
        </Column>
        <Column title={t('picker.municipalities')}>
          {state.prefecture ? (
            <ul className="flex flex-col gap-1">
              {municipalities.map((m) => {
                const item = { id: m.areaSmlClassCd, label: m.areaSmlClassNm };
                return (
                  <Choice
                    key={m.areaSmlClassCd}
                    pressed={state.municipalities.some((s) => s.id === item.id)}
                    onPress={() => setState((s) => toggleMunicipality(s, item))}
                  >
                    {m.areaSmlClassNm}
                  </Choice>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-neutral-600">{t('picker.choosePrefecture')}</p>
          )}
        </Column>
        <Column title={t('picker.areas')}>
          {withSubAreas.length === 0 && <p className="text-sm text-neutral-600">{t('picker.noAreas')}</p>}
          {withSubAreas.map((m) => {
            const parent = { id: m.areaSmlClassCd, label: m.areaSmlClassNm };
            return (
              <div key={m.areaSmlClassCd} className="flex flex-col gap-1">
                <h4 className="text-xs font-bold text-neutral-700">{m.areaSmlClassNm}</h4>
                <ul className="flex flex-col gap-1">
                  {m.areaDtlClasses.map((a) => {
                    const item = { id: a.areaDtlClassCd, label: a.areaDtlClassNm };
                    return (
                      <Choice
                        key={a.areaDtlClassCd}
                        pressed={state.areaParent === parent.id && state.areas.some((s) => s.id === item.id)}
                        onPress={() => setState((s) => toggleArea(s, parent, item))}
                      >
                        {a.areaDtlClassNm}
                      </Choice>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </Column>
      </div>
    </SearchDialog>
  );
}
