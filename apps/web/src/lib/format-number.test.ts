import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

const ja = new Intl.NumberFormat('ja-JP');

describe('formatNumber', () => {
  it('groups digits by three with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(12300)).toBe('12,300');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-4500)).toBe('-4,500');
  });

  it('writes every whole number as Intl ja-JP does', () => {
    // Every length from 1 to 16 digits, both signs, around each power of ten and on a spread of values between.
    for (let power = 1; power <= 1e15; power *= 10) {
      for (const n of [power - 1, power, power + 1, power * 3 + 7, Math.floor(power * 7.3), Number.MAX_SAFE_INTEGER]) {
        expect(formatNumber(n)).toBe(ja.format(n));
        expect(formatNumber(-n)).toBe(ja.format(-n));
      }
    }
    for (let n = 0; n < 200_000; n += 7) expect(formatNumber(n)).toBe(ja.format(n));
  });

  it('leaves fractions, -0 and the unsafe range to Intl', () => {
    for (const n of [1234.5, 0.125, -0, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(n)).toBe(ja.format(n));
    }
  });
});
