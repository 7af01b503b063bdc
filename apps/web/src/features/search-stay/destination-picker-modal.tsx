import { useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import type { AreaMidClass } from '@portal/contracts/catalog';
import { SEARCH_TEXTS } from '../../lib/search/constants.ts';
import {
  destinationLabel,
  destinationMismatch,
  EMPTY_DESTINATION,
  selectRegion,
  toggleArea,
  toggleMunicipality,
  togglePrefecture,
  type DestinationMismatch,
  type DestinationState,
} from './destination-picker.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { useManyPrefectureAreas } from '../../lib/search/api/get-areas.ts';
import { FieldError } from '../../components/search/field-error.tsx';
import { PickerChoice as Choice, PickerColumn as Column } from '../../components/search/picker-parts.tsx';
import { SearchDialog } from '../../components/search/search-dialog.tsx';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { useRegionChoices } from '../../lib/search/use-region-choices.ts';

/** The municipalities and sub-areas of each picked prefecture (getCodesArea, one call per prefecture, cached). */
function usePickedPrefectureAreas(state: DestinationState): Map<string, AreaMidClass> {
  const results = useManyPrefectureAreas(
    state.prefectures.map((p) => ({ region: p.region.id, prefecture: p.id, ask: p.region.id !== '' })),
  );
  const byPrefecture = new Map<string, AreaMidClass>();
  state.prefectures.forEach((p, index) => {
    const data = results[index];
    if (data) byPrefecture.set(p.id, data);
  });
  return byPrefecture;
}

const MISMATCH_KEY = {
  municipality: 'picker.mismatch.municipality',
  area: 'picker.mismatch.area',
} as const satisfies Record<DestinationMismatch, string>;

/**
 * The destination picker (spec search.md §2 Modals, §4), all rules in destination-picker.ts: a region lists its
 * prefectures; prefectures, municipalities and sub-areas are multi-select, the municipalities of every picked
 * prefecture listed under its name, so picks in other regions stay in view. リセット clears, 決定 confirms (unless
 * the stay search could not carry the choice), Escape closes without confirming.
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
  const id = useId();
  const [state, setState] = useState(initial);
  const [mismatch, setMismatch] = useState<DestinationMismatch | null>(null);
  const { regions } = useRegionChoices();
  const region = regions.find((r) => r.id === state.region?.id);
  const areasOf = usePickedPrefectureAreas(state);
  const label = destinationLabel(state);
  const change = (next: (s: DestinationState) => DestinationState) => {
    setState(next);
    setMismatch(null);
  };
  const withSubAreas = state.prefectures.flatMap((p) =>
    (areasOf.get(p.id)?.areaSmlClasses ?? [])
      .filter((m) => m.areaDtlClasses.length > 0 && p.municipalities.some((s) => s.id === m.areaSmlClassCd))
      .map((m) => ({ prefecture: p, municipality: m })),
  );

  return (
    <SearchDialog
      wide
      title={t('picker.title')}
      onClose={onClose}
      footer={
        <>
          <Button className={buttonStyles.secondarySmall} onPress={() => change(() => EMPTY_DESTINATION)}>
            {SEARCH_TEXTS.reset}
          </Button>
          <Button
            className={buttonStyles.primarySmall}
            aria-describedby={mismatch ? `${id}-mismatch` : undefined}
            onPress={() => {
              const refused = destinationMismatch(state);
              setMismatch(refused);
              if (refused) return;
              onConfirm(state);
              onClose();
            }}
          >
            {SEARCH_TEXTS.confirm}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-neutral-800" aria-live="polite">
        {t('picker.selected', { label: label || t('picker.nothingSelected') })}
      </p>
      <p className="mb-4 text-xs text-neutral-700">{t('picker.hint')}</p>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Column title={t('picker.regions')}>
          <ul className="flex flex-col gap-1">
            {regions.map((r) => (
              <Choice key={r.id} pressed={state.region?.id === r.id} onPress={() => change((s) => selectRegion(s, r))}>
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
                  pressed={state.prefectures.some((s) => s.id === p.id)}
                  onPress={() => change((s) => togglePrefecture(s, region, p))}
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
          {state.prefectures.length === 0 && <p className="text-sm text-neutral-600">{t('picker.choosePrefecture')}</p>}
          {state.prefectures.map((p) => (
            <div key={p.id} className="flex flex-col gap-1">
              <h4 className="text-xs font-bold text-neutral-700">{p.label || p.id}</h4>
              <ul className="flex flex-col gap-1" aria-label={t('picker.municipalitiesOf', { prefecture: p.label })}>
                {(areasOf.get(p.id)?.areaSmlClasses ?? []).map((m) => {
                  const item = { id: m.areaSmlClassCd, label: m.areaSmlClassNm };
                  return (
                    <Choice
                      key={m.areaSmlClassCd}
                      pressed={p.municipalities.some((s) => s.id === item.id)}
                      onPress={() => change((s) => toggleMunicipality(s, p.id, item))}
                    >
                      {m.areaSmlClassNm}
                    </Choice>
                  );
                })}
              </ul>
            </div>
          ))}
        </Column>
        <Column title={t('picker.areas')}>
          {withSubAreas.length === 0 && <p className="text-sm text-neutral-600">{t('picker.noAreas')}</p>}
          {withSubAreas.map(({ prefecture, municipality: m }) => {
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
                        pressed={prefecture.areaParent === parent.id && prefecture.areas.some((s) => s.id === item.id)}
                        onPress={() => change((s) => toggleArea(s, prefecture.id, parent, item))}
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
      <div className="mt-4">
        <FieldError id={`${id}-mismatch`} message={mismatch ? t(MISMATCH_KEY[mismatch]) : null} />
      </div>
    </SearchDialog>
  );
}
