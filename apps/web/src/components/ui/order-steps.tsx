import { useTranslation } from 'react-i18next';
import { orderStepStates, type OrderStepId } from './order-steps-state.ts';

/** The order-step indicator: 申込内容入力 → 確認 → お支払い方法 → 完了. */
export function OrderSteps({ routeName, completed = [] }: { routeName?: string; completed?: readonly OrderStepId[] }) {
  const { t } = useTranslation();
  const steps = orderStepStates(routeName, completed);
  return (
    <nav aria-label={t('orderSteps.label')}>
      <ol className="grid grid-cols-4 gap-1 text-center text-xs sm:text-sm">
        {steps.map((step) => (
          <li
            key={step.id}
            aria-current={step.current ? 'step' : undefined}
            data-checked={step.checked || undefined}
            className={[
              'flex flex-col items-center gap-1 rounded-md border-b-4 px-1 py-2',
              step.current
                ? 'border-brand-600 font-bold text-brand-700'
                : step.checked
                  ? 'border-brand-300 text-neutral-800'
                  : 'border-neutral-200 text-neutral-600',
            ].join(' ')}
          >
            <span
              aria-hidden="true"
              className={[
                'flex size-7 items-center justify-center rounded-full text-sm',
                step.current
                  ? 'bg-brand-600 text-white'
                  : step.checked
                    ? 'bg-brand-100 text-brand-700'
                    : 'bg-neutral-100',
              ].join(' ')}
            >
              {step.checked ? '✓' : step.number}
            </span>
            <span>
              <span className="sr-only">{t('orderSteps.stepNumber', { number: step.number })} </span>
              {t(`orderSteps.${step.id}`)}
              {step.checked && <span className="sr-only">（{t('orderSteps.done')}）</span>}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
