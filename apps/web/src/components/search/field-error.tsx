/** An inline validation message next to its input (spec search.md §5): announced, and linked by id. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-bold text-red-700">
      {message}
    </p>
  );
}

export const inputClass =
  'min-h-10 w-full rounded-md border border-neutral-400 bg-white px-3 text-sm text-neutral-900 disabled:bg-neutral-100 disabled:text-neutral-500 aria-invalid:border-2 aria-invalid:border-red-700 aria-invalid:bg-red-50';
export const labelClass = 'mb-1 block text-sm font-bold text-neutral-800';
