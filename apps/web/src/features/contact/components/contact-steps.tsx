import { useContactTranslation } from '../i18n.ts';

export type ContactStep = 'input' | 'confirm' | 'done';
const STEPS: readonly ContactStep[] = ['input', 'confirm', 'done'];

/** 入力 → 確認 → 完了, with the look of the portal's order-step indicator (spec portal.md §2 "Page chrome"). */
export function ContactSteps({ current }: { current: ContactStep }) {
  const { t } = useContactTranslation();
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="grid grid-cols-3 gap-1 text-center text-xs sm:text-sm">
        {STEPS.map((step, index) => {
          const isCurrent = index === currentIndex;
          const checked = index < currentIndex;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={[
                'flex flex-col items-center gap-1 rounded-md border-b-4 px-1 py-2',
                isCurrent
                  ? 'border-brand-600 font-bold text-brand-700'
                  : checked
                    ? 'border-brand-300 text-neutral-800'
                    : 'border-neutral-200 text-neutral-600',
              ].join(' ')}
            >
              <span
                aria-hidden="true"
                className={[
                  'flex size-7 items-center justify-center rounded-full text-sm',
                  isCurrent ? 'bg-brand-600 text-white' : checked ? 'bg-brand-100 text-brand-700' : 'bg-neutral-100',
                ].join(' ')}
              >
                {checked ? '✓' : index + 1}
              </span>
              <span>
                <span className="sr-only">{t('steps.stepNumber', { number: index + 1 })} </span>
                {t(`steps.${step}`)}
                {checked && <span className="sr-only">（{t('steps.completed')}）</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
