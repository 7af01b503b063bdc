import { describe, expect, it } from 'vitest';
import { copyField, copyFields, textArrayLiteral } from '../src/catalog-import/copy-text.ts';

// The importer's COPY text (issue 31): what it escapes, and how NULL, empty texts and arrays are told apart.

describe('copyField', () => {
  it('writes NULL as \\N and an empty text as nothing: two different values', () => {
    expect(copyField(null, false)).toBe('\\N');
    expect(copyField(undefined, false)).toBe('\\N');
    expect(copyField('', false)).toBe('');
    // The text "\N" is two characters, not NULL.
    expect(copyField('\\N', false)).toBe('\\\\N');
  });

  it('escapes a backslash, a tab, a line feed and a carriage return, and nothing else', () => {
    expect(copyField('a\\b\tc\nd\re "f" {g,h}', false)).toBe('a\\\\b\\tc\\nd\\re "f" {g,h}');
  });

  it('writes numbers and booleans as PostgreSQL reads them, and refuses a number no column holds', () => {
    expect(copyField(1.5, false)).toBe('1.5');
    expect(copyField(true, false)).toBe('t');
    expect(copyField(false, false)).toBe('f');
    expect(() => copyField(Number.NaN, false)).toThrow(TypeError);
    expect(() => copyField([1, Number.POSITIVE_INFINITY], true)).toThrow(TypeError);
  });

  it('writes an array column as an array literal (texts quoted, numbers bare) and any other object as JSON', () => {
    expect(copyField([], true)).toBe('{}');
    expect(copyField([3, 2_097_153], true)).toBe('{3,2097153}');
    expect(copyField(['NULL', '', 'a,b'], true)).toBe('{"NULL","","a,b"}');
    // An element's quote and backslash are escaped in the literal, and the literal's backslashes again for COPY.
    expect(copyField(['q"u', 'b\\s'], true)).toBe('{"q\\\\"u","b\\\\\\\\s"}');
    expect(copyField([], false)).toBe('[]');
    expect(copyField([{ name: 'タブ\t' }], false)).toBe('[{"name":"タブ\\\\t"}]');
  });
});

describe('textArrayLiteral', () => {
  it('quotes every element, so NULL and the empty text stay texts', () => {
    expect(textArrayLiteral(['NULL', ''])).toBe('{"NULL",""}');
  });
});

describe('copyFields', () => {
  it('joins the columns in the order given with tabs', () => {
    expect(copyFields({ b: 'x', a: null, c: ['y'] }, ['a', 'b', 'c'], new Set(['c']))).toBe('\\N\tx\t{"y"}');
  });
});
