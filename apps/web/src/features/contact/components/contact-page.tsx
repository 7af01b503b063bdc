import type { ReactNode } from 'react';
import { RoutePageFrame } from '../../../components/ui/route-page-frame.tsx';
import { StepIndicator } from '../../../components/ui/step-indicator.tsx';
import { useContactTranslation } from '../i18n.ts';

export type ContactStep = 'input' | 'confirm' | 'done';
const STEPS: readonly ContactStep[] = ['input', 'confirm', 'done'];

/** Page chrome of every contact screen: title, breadcrumb, the three steps (入力 → 確認 → 完了), then the step's body. */
export function ContactPage({ step, children }: { step: ContactStep; children: ReactNode }) {
  const { t } = useContactTranslation();
  const currentIndex = STEPS.indexOf(step);
  const steps = STEPS.map((id, index) => ({
    id,
    label: t(`steps.${id}`),
    current: index === currentIndex,
    checked: index < currentIndex,
  }));
  return (
    <RoutePageFrame>
      <StepIndicator
        label={t('steps.label')}
        steps={steps}
        stepNumber={(number) => t('steps.stepNumber', { number })}
        completed={t('steps.completed')}
      />
      <div className="rounded-lg bg-white p-4 sm:p-6">{children}</div>
    </RoutePageFrame>
  );
}
