import { z } from 'zod';

/**
 * Control characters are refused wherever text comes in (issue 14): C0 controls (NUL among them, which
 * PostgreSQL cannot store in text), DEL, the C1 controls, and lone surrogates (not text: no encoding holds them). A text a member writes over several lines keeps its
 * tab and line breaks; a one-line value (a name, a callback's `state`) keeps none.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_ONE_LINE = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

// Not String.prototype.isWellFormed nor a lookbehind: the forms run this in browsers older than both.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  // A lone surrogate (half of an emoji, from JSON's \\ud800) is no character at all: the database cannot encode it.
  return LONE_SURROGATE.test(value) || (options.multiline ? CONTROL_IN_LINES : CONTROL_IN_ONE_LINE).test(value);
}

/** A one-line string of at most `max` UTF-16 units with no control character (query and path parameters). */
export function singleLineText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacters(value), { message: 'control_characters' });
}
