import { z } from 'zod';
import type { ContactMessageCode } from './messages.ts';

/**
 * A text field with ordered rules: the first failed rule gives the field its one message code, so a field
 * never shows two messages at once. Anything but a string fails with the first rule's code.
 */
export function textField(rules: readonly (readonly [(value: string) => boolean, ContactMessageCode])[]) {
  const [first] = rules;
  return z.string({ error: first?.[1] ?? 'inquiryTextRequired' }).superRefine((value, ctx) => {
    for (const [ok, code] of rules) {
      if (!ok(value)) {
        ctx.addIssue({ code: 'custom', message: code });
        return;
      }
    }
  });
}

/** The first message code per field path (`a.b`), in field order: what a form shows next to each input. */
export function fieldErrors(error: z.ZodError): Record<string, ContactMessageCode> {
  const out: Record<string, ContactMessageCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message as ContactMessageCode;
  }
  return out;
}
