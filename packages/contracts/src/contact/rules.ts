import { z } from 'zod';
import { hasControlCharacters } from '../text.ts';
import { isContactMessageCode, type ContactMessageCode } from './messages.ts';

/**
 * A text field with ordered rules: the first failed rule gives the field its one message code, so a field
 * never shows two messages at once. Anything but a string fails with the first rule's code. A control character
 * (NUL, escape…; a line break outside a `multiline` field) fails before every rule: 使用できない文字が含まれています。
 */
export function textField(
  rules: readonly (readonly [(value: string) => boolean, ContactMessageCode])[],
  options: { multiline?: boolean } = {},
) {
  const [first] = rules;
  const checks: typeof rules = [[(value) => !hasControlCharacters(value, options), 'controlCharacters'], ...rules];
  return z.string({ error: first?.[1] ?? 'inquiryTextRequired' }).superRefine((value, ctx) => {
    for (const [ok, code] of checks) {
      if (!ok(value)) {
        ctx.addIssue({ code: 'custom', message: code });
        return;
      }
    }
  });
}

/** A validation issue as zod raises it and Fastify's validation of a body keeps it: where, and its message. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message code per field path (`a.b`), in field order: the fields of a rejected form's HTTP 400.
 * An issue zod raised by itself (an unknown key, a value of the wrong type in a nested object) is `invalid`.
 */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, ContactMessageCode | 'invalid'> {
  const out: Record<string, ContactMessageCode | 'invalid'> = {};
  for (const issue of issues) {
    const key = issue.path.join('.');
    out[key] ??= isContactMessageCode(issue.message) ? issue.message : 'invalid';
  }
  return out;
}
