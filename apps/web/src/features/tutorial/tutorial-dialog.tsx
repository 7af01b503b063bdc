import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { AppModal } from '../../components/ui/modal.tsx';
import { useTutorialTranslation } from './i18n.ts';

/** The tutorial's steps, in order (their texts: `steps.<id>` of the tutorial namespace). */
export const TUTORIAL_STEPS = ['search', 'favorite', 'coupon', 'benepo'] as const;

/**
 * The tutorial (spec portal.md §2 "tutorial"): four steps of how the portal is used, one at a time, with 前へ / 次へ
 * and a step count; 閉じる ends it at any step. A modal dialog (React Aria: focus kept inside, Escape closes).
 */
export function TutorialDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTutorialTranslation();
  const [index, setIndex] = useState(0);
  const step = TUTORIAL_STEPS[index]!;
  const last = index === TUTORIAL_STEPS.length - 1;
  return (
    <AppModal title={t('title')} onClose={onClose}>
      <p className="text-sm text-neutral-700" aria-live="polite">
        {t('progress', { current: index + 1, total: TUTORIAL_STEPS.length })}
      </p>
      <section aria-labelledby="tutorial-step-heading" className="flex min-h-40 flex-col gap-2">
        <h3 id="tutorial-step-heading" className="text-base font-bold text-neutral-900">
          {t(`steps.${step}.title`)}
        </h3>
        <p className="text-neutral-800">{t(`steps.${step}.text`)}</p>
      </section>
      <div className="flex flex-wrap justify-between gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={index === 0}
          onClick={() => setIndex((i) => Math.max(0, i - 1))}
        >
          {t('previous')}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onClose}>
          {t('close')}
        </button>
        {last ? (
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            {t('finish')}
          </button>
        ) : (
          <button type="button" className={buttonStyles.primary} onClick={() => setIndex((i) => i + 1)}>
            {t('next')}
          </button>
        )}
      </div>
    </AppModal>
  );
}
