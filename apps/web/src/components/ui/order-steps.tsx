import { useTranslation } from 'react-i18next';
import { orderStepStates, type OrderStepId } from './order-steps-state.ts';
import { StepIndicator } from './step-indicator.tsx';

/** The order-step indicator: 申込内容入力 → 確認 → お支払い方法 → 完了. */
export function OrderSteps({ routeName, completed = [] }: { routeName?: string; completed?: readonly OrderStepId[] }) {
  const { t } = useTranslation();
  const steps = orderStepStates(routeName, completed).map((step) => ({ ...step, label: t(`orderSteps.${step.id}`) }));
  return (
    <StepIndicator
      label={t('orderSteps.label')}
      steps={steps}
      stepNumber={(number) => t('orderSteps.stepNumber', { number })}
      completed={t('orderSteps.done')}
    />
  );
}
