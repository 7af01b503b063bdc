import { middleCodeOf, smallCodeOf, type CategoryEntry } from '../../lib/search/category-entry.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { inputClass, labelClass } from './field-error.tsx';
import { invalidProps } from './search-form-parts.tsx';

/**
 * Middle and small category selects (tour tabs, shop): a new middle clears the small one and loads its list,
 * the small select stays disabled until a middle with smalls is chosen (spec search.md §2, §4).
 */
export function CategorySelects({
  id,
  middles,
  smalls,
  mid,
  small,
  onMidChange,
  onSmallChange,
  invalid,
  errorId,
}: {
  id: string;
  middles: readonly CategoryEntry[];
  smalls: readonly CategoryEntry[];
  mid: string;
  small: string;
  /** Called with the new middle code; the caller clears the small one. */
  onMidChange: (mid: string) => void;
  onSmallChange: (small: string) => void;
  invalid: boolean;
  errorId: string;
}) {
  const { t } = useSearchTranslation();
  return (
    <>
      <div>
        <label htmlFor={`${id}-mid`} className={labelClass}>
          {t('form.midCategory')}
        </label>
        <select
          id={`${id}-mid`}
          value={mid}
          className={inputClass}
          {...invalidProps(invalid, errorId)}
          onChange={(e) => onMidChange(e.target.value)}
        >
          <option value="">{t('form.categoryPlaceholder')}</option>
          {middles.map((c) => (
            <option key={c.catClassCd} value={middleCodeOf(c) ?? ''}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-small`} className={labelClass}>
          {t('form.smallCategory')}
        </label>
        <select
          id={`${id}-small`}
          value={small}
          disabled={!mid || smalls.length === 0}
          className={inputClass}
          onChange={(e) => onSmallChange(e.target.value)}
        >
          <option value="">{t('form.categoryPlaceholder')}</option>
          {smalls.map((c) => (
            <option key={c.catClassCd} value={smallCodeOf(c) ?? ''}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
