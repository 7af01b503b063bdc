import { z } from 'zod';

/**
 * Control characters are refused wherever text comes in (issue 14): C0 controls (NUL among them, which
 * PostgreSQL cannot store in text), DEL and the C1 controls. A text a member writes over several lines keeps its
 * tab and line breaks; a one-line value (a name, a callback's `state`) keeps none.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_ONE_LINE = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_IN_LINES : CONTROL_IN_ONE_LINE).test(value);
}

/** A one-line string of at most `max` UTF-16 units with no control character (query and path parameters). */
export function singleLineText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacters(value), { message: 'control_characters' });
}
