import type { ReactNode } from 'react';

const choice =
  'w-full rounded-md border px-3 py-2 text-left text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-bold aria-pressed:text-brand-800 border-neutral-300 hover:bg-neutral-50';

/** One level of a picker dialog (destination picker, category modal): a titled column of choices. */
export function PickerColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-bold text-neutral-800">{title}</h3>
      {children}
    </section>
  );
}

/** A toggle choice of a picker column: pressed while picked; pressing a picked one again deselects it. */
export function PickerChoice({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" className={choice} aria-pressed={pressed} onClick={onPress}>
        {children}
      </button>
    </li>
  );
}
