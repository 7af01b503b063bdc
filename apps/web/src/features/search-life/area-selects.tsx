import { useId } from 'react';
import type { AreaRegionCode } from '@portal/contracts/catalog';
import { useRegionChoices } from '../../lib/search/use-region-choices.ts';
import { usePrefectureAreas } from '../../lib/search/api/get-areas.ts';
import { inputClass, labelClass } from '../../components/search/field-error.tsx';
import { useSearchTranslation } from '../../lib/search/i18n.ts';

/** Area codes of the life and gourmet forms: region (areaLrgClassCd) → prefecture → municipality → sub-area. */
export interface AreaCodes {
  areaLrgClassCd: string;
  areaMidClassCd: string;
  areaSmlClassCd: string;
  areaDtlClassCd: string;
}
export const EMPTY_AREA: AreaCodes = { areaLrgClassCd: '', areaMidClassCd: '', areaSmlClassCd: '', areaDtlClassCd: '' };

type Level = keyof AreaCodes;
const LEVELS: readonly Level[] = ['areaLrgClassCd', 'areaMidClassCd', 'areaSmlClassCd', 'areaDtlClassCd'];

/** Choosing a level sets it and clears every level below it (spec search.md §4). */
export function chooseArea(codes: AreaCodes, level: Level, value: string): AreaCodes {
  const next = { ...codes, [level]: value };
  for (const lower of LEVELS.slice(LEVELS.indexOf(level) + 1)) next[lower] = '';
  return next;
}

/**
 * Cascading area selects (spec search.md §2 leisure form "an area selector", gourmet 大/中/小エリア; §4: choosing
 * an area level loads the next, a wider choice clears and reloads the narrower ones). `levels` picks which
 * of the four levels show, each with its label; a level without options is disabled.
 */
export function AreaSelects({
  levels,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  levels: readonly { level: Level; label: string }[];
  value: AreaCodes;
  onChange: (value: AreaCodes) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const { t } = useSearchTranslation();
  const id = useId();
  const { regions } = useRegionChoices();
  const shown = new Set(levels.map((l) => l.level));
  // Without a region select the prefecture list spans every region; the region is derived from it.
  const region =
    value.areaLrgClassCd || (regions.find((r) => r.prefectures.some((p) => p.id === value.areaMidClassCd))?.id ?? '');
  const areas = usePrefectureAreas(region || null, value.areaMidClassCd || null);
  const municipality = areas.data?.areaSmlClasses.find((m) => m.areaSmlClassCd === value.areaSmlClassCd);

  const options: Record<Level, { value: string; label: string }[]> = {
    areaLrgClassCd: regions.map((r) => ({ value: r.id, label: r.label })),
    areaMidClassCd: regions
      .filter((r) => !shown.has('areaLrgClassCd') || r.id === value.areaLrgClassCd)
      .flatMap((r) => r.prefectures.map((p) => ({ value: p.id, label: p.label }))),
    areaSmlClassCd: (areas.data?.areaSmlClasses ?? []).map((m) => ({
      value: m.areaSmlClassCd,
      label: m.areaSmlClassNm,
    })),
    areaDtlClassCd: (municipality?.areaDtlClasses ?? []).map((a) => ({
      value: a.areaDtlClassCd,
      label: a.areaDtlClassNm,
    })),
  };

  const change = (level: Level, code: string) => {
    const next = chooseArea(value, level, code);
    if (level === 'areaMidClassCd' && !shown.has('areaLrgClassCd')) {
      next.areaLrgClassCd = (regions.find((r) => r.prefectures.some((p) => p.id === code))?.id ?? '') as
        AreaRegionCode | '';
    }
    onChange(next);
  };

  return (
    <>
      {levels.map(({ level, label }, index) => {
        const list = options[level];
        const parent = index === 0 ? 'x' : value[levels[index - 1]!.level];
        return (
          <div key={level}>
            <label htmlFor={`${id}-${level}`} className={labelClass}>
              {label}
            </label>
            <select
              id={`${id}-${level}`}
              value={value[level]}
              disabled={!parent || list.length === 0}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
              onChange={(e) => change(level, e.target.value)}
            >
              <option value="">{t('area.any')}</option>
              {list.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </>
  );
}
