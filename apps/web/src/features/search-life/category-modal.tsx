import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { largeCodeOf, middleCodeOf, smallCodeOf, type CategoryEntry } from '../../lib/search/category-entry.ts';
import {
  EMPTY_CATEGORY_PICK,
  largeCategories,
  middleCategories,
  pickCategory,
  smallCategories,
  type CategoryPickerState,
} from '../../lib/search/category-filters.ts';
import { SEARCH_TEXTS } from '../../lib/search/constants.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { PickerChoice, PickerColumn } from '../../components/search/picker-parts.tsx';
import { SearchDialog } from '../../components/search/search-dialog.tsx';
import { useSearchTranslation } from '../../lib/search/i18n.ts';

/**
 * The 暮らす・遊ぶ category modal (spec search.md §2 Modals, §4): large → middle → small, each level from the
 * category filters; picking an item clears the levels below, picking it again deselects it. リセット clears,
 * 決定 and a click on the backdrop confirm, Escape closes without confirming.
 */
export function CategoryModal({
  categories,
  initial,
  onConfirm,
  onClose,
}: {
  categories: readonly CategoryEntry[];
  initial: CategoryPickerState;
  onConfirm: (state: CategoryPickerState) => void;
  onClose: () => void;
}) {
  const { t } = useSearchTranslation();
  const [state, setState] = useState(initial);
  const confirm = () => {
    onConfirm(state);
    onClose();
  };
  const larges = largeCategories(categories);
  const middles = state.large ? middleCategories(categories, state.large.id) : [];
  const smalls = state.large && state.medium ? smallCategories(categories, state.large.id, state.medium.id) : [];

  const column = (
    title: string,
    level: keyof CategoryPickerState,
    entries: CategoryEntry[],
    codeOf: (entry: CategoryEntry) => string | null,
    empty: string,
  ) => (
    <PickerColumn title={title}>
      {entries.length === 0 ? (
        <p className="text-sm text-neutral-600">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {entries.map((entry) => {
            const item = { id: codeOf(entry) ?? '', label: entry.name };
            return (
              <PickerChoice
                key={entry.catClassCd}
                pressed={state[level]?.id === item.id}
                onPress={() => setState((s) => pickCategory(s, level, item))}
              >
                {entry.name}
              </PickerChoice>
            );
          })}
        </ul>
      )}
    </PickerColumn>
  );

  return (
    <SearchDialog
      wide
      title={SEARCH_TEXTS.categoryModalHeading}
      onClose={onClose}
      onBackdrop={confirm}
      footer={
        <>
          <Button className={buttonStyles.secondarySmall} onPress={() => setState(EMPTY_CATEGORY_PICK)}>
            {SEARCH_TEXTS.reset}
          </Button>
          <Button className={buttonStyles.primarySmall} onPress={confirm}>
            {SEARCH_TEXTS.confirm}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {column(t('category.large'), 'large', larges, largeCodeOf, t('category.none'))}
        {column(
          t('category.medium'),
          'medium',
          middles,
          middleCodeOf,
          state.large ? t('category.none') : t('category.chooseLarge'),
        )}
        {column(
          t('category.small'),
          'small',
          smalls,
          smallCodeOf,
          state.medium ? t('category.none') : t('category.chooseMedium'),
        )}
      </div>
    </SearchDialog>
  );
}
