/**
 * The zod schemas of the search forms, as the contact forms have theirs (docs/decisions/0013, amendment of issue 32):
 * each checks what a search will send with the spec's rules (the `*-validation.ts` modules beside it), one issue per
 * error at the input it belongs to, carrying the message for the viewport (spec search.md §5). The web's
 * react-hook-form resolves with them. No server reads these values: a search is a navigation to a results page, whose
 * query has a schema of its own (catalog.ts `MenuSearchQuerySchema`).
 */
import type { z } from 'zod';
import type { SearchError, Viewport } from './form-rules.ts';

/** A search form's schema: what the search sends, checked, as it is. */
export type SearchFormSchema<I> = z.ZodType<I, I>;

/** The schema of `shape` with `rules` for each viewport (the wording differs, spec search.md §5), built once. */
export function searchFormSchemas<Shape extends z.ZodObject>(
  shape: Shape,
  rules: (input: z.output<Shape>, viewport: Viewport) => readonly (SearchError | null)[],
): Readonly<Record<Viewport, Shape>> {
  const withRules = (viewport: Viewport) =>
    shape.superRefine((input, context) => {
      for (const error of rules(input, viewport)) {
        if (error) context.addIssue({ code: 'custom', path: [error.field], message: error.message, input });
      }
    });
  return { desktop: withRules('desktop'), mobile: withRules('mobile') };
}
