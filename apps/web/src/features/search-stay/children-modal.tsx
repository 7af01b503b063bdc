import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { CHILD_GROUPS, emptyChildCounts, type ChildCounts } from '@portal/contracts/search/children';
import { addChild, canAddChild, canRemoveChild, headCountLabel, removeChild } from './children.ts';
import { SEARCH_TEXTS } from '../../lib/search/constants.ts';
import { STAY_CHILDREN } from '@portal/contracts/search/constants';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { SearchDialog } from '../../components/search/search-dialog.tsx';
import { useSearchTranslation } from '../../lib/search/i18n.ts';

const stepButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-brand-600 text-lg font-bold text-brand-700 hover:bg-brand-50';

/**
 * The children-count modal (spec search.md §2 Modals, §4, §5): six rows, 'N人', minus only above 0, plus only
 * while the total is below 10. リセット clears, 決定 confirms, Escape leaves the form's counts as they were.
 */
export function ChildrenModal({
  initial,
  onConfirm,
  onClose,
}: {
  initial: ChildCounts;
  onConfirm: (counts: ChildCounts) => void;
  onClose: () => void;
}) {
  const { t } = useSearchTranslation();
  const [counts, setCounts] = useState(initial);
  const canAdd = canAddChild(counts);
  const sections = [...new Set(CHILD_GROUPS.map((g) => g.section))];
  return (
    <SearchDialog
      title={SEARCH_TEXTS.childrenModalHeading}
      onClose={onClose}
      footer={
        <>
          <Button className={buttonStyles.secondarySmall} onPress={() => setCounts(emptyChildCounts())}>
            {SEARCH_TEXTS.reset}
          </Button>
          <Button
            className={buttonStyles.primarySmall}
            onPress={() => {
              onConfirm(counts);
              onClose();
            }}
          >
            {SEARCH_TEXTS.confirm}
          </Button>
        </>
      }
    >
      {sections.map((section) => (
        <section key={section} aria-label={section} className="mb-4">
          <h3 className="mb-2 text-sm font-bold text-neutral-800">{section}</h3>
          <ul className="flex flex-col gap-2">
            {CHILD_GROUPS.filter((g) => g.section === section).map((group) => {
              const canRemove = canRemoveChild(counts, group.key);
              const label = `${group.section} ${group.label}`;
              return (
                <li key={group.key} className="flex items-center justify-between gap-3">
                  <span id={`child-${group.key}`} className="text-sm text-neutral-900">
                    {group.label}
                  </span>
                  <span className="flex items-center gap-3">
                    <button
                      type="button"
                      className={`${stepButton} ${canRemove ? '' : 'invisible'}`}
                      disabled={!canRemove}
                      aria-label={t('children.remove', { label })}
                      onClick={() => setCounts((c) => removeChild(c, group.key))}
                    >
                      −
                    </button>
                    <span className="w-10 text-center tabular-nums">{headCountLabel(counts[group.key])}</span>
                    <button
                      type="button"
                      className={`${stepButton} ${canAdd ? '' : 'invisible'}`}
                      disabled={!canAdd}
                      aria-label={t('children.add', { label })}
                      onClick={() => setCounts((c) => addChild(c, group.key))}
                    >
                      ＋
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {!canAdd && (
        <p role="status" className="text-sm text-neutral-700">
          {t('children.limit', { max: STAY_CHILDREN.totalMax })}
        </p>
      )}
    </SearchDialog>
  );
}
