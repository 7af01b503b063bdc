import { describe, expect, it } from 'vitest';
import { hasControlCharacters, singleLineText } from '../src/text.ts';

describe('control characters (issue 14)', () => {
  it.each([
    ['\u0000', true, true],
    ['a\u001bb', true, true],
    ['\u007f', true, true],
    ['\u0085', true, true],
    ['\u009f', true, true],
    ['一行目\n二行目', true, false],
    ['\r\n\t', true, false],
    ['温泉 ホテル　ｶﾀｶﾅ 😀', false, false],
    ['\u00a0\u200b\u3000', false, false],
    ['あ\udc00\ud800', true, true],
    ['\ud83d', true, true],
    ['\udc00', true, true],
    ['😀\udc00', true, true],
    ['😀𠮷', false, false],
  ])('%j: one line %s, several lines %s', (value, inOneLine, inLines) => {
    expect(hasControlCharacters(value)).toBe(inOneLine);
    expect(hasControlCharacters(value, { multiline: true })).toBe(inLines);
  });

  it('a single-line text refuses control characters and what is too long', () => {
    const schema = singleLineText(4);
    expect(schema.safeParse('abcd').success).toBe(true);
    expect(schema.safeParse('abcde').success).toBe(false);
    expect(schema.safeParse('a\u0000').success).toBe(false);
  });
});
