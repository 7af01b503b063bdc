/** One step as the indicator shows it. */
export interface IndicatorStep {
  id: string;
  /** Its text, e.g. 確認. */
  label: string;
  current: boolean;
  /** Done: a check mark instead of its number, and the completed text for screen readers. */
  checked: boolean;
}

/** Static class names, so that Tailwind finds them: one column per step. */
const COLUMNS: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4' };

/**
 * The portal's step indicator (spec portal.md §2 "Page chrome"): numbered steps in a row, the current one marked with
 * aria-current="step", the done ones checked. The order steps (申込内容入力 → 確認 → お支払い方法 → 完了) and the
 * contact forms' steps (入力 → 確認 → 完了) both render with it.
 */
export function StepIndicator({
  label,
  steps,
  stepNumber,
  completed,
}: {
  /** The navigation's accessible name. */
  label: string;
  steps: readonly IndicatorStep[];
  /** Screen-reader text before a step's label, e.g. ステップ2. */
  stepNumber: (number: number) => string;
  /** Screen-reader text after a done step's label, in （）. */
  completed: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className={`grid ${COLUMNS[steps.length] ?? 'grid-flow-col'} gap-1 text-center text-xs sm:text-sm`}>
        {steps.map((step, index) => (
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
              {step.checked ? '✓' : index + 1}
            </span>
            <span>
              <span className="sr-only">{stepNumber(index + 1)} </span>
              {step.label}
              {step.checked && <span className="sr-only">（{completed}）</span>}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
