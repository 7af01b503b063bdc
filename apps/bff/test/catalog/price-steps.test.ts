import { describe, expect, it } from 'vitest';
import { PRICE_STEPS } from '@portal/db';
import { SHOP_PRICE_STEPS } from '@portal/contracts/search/constants';
import { priceStepKeys, routeMark } from '../../src/modules/catalog/search-bitmaps.ts';
import { and, bitLength, countBits, setBits } from '../../src/modules/catalog/binary-bitmaps.ts';
import { PRICE_BANDS } from '../../src/modules/catalog/search-repository.ts';

// issue 31: a price range a member can ask (the shop form's steps, the facet's bands) is answered from bitmaps.

describe('price steps', () => {
  it('hold every range the shop form and the price facet ask as an OR of steps', () => {
    expect(priceStepKeys(1000, 5000)).toEqual(
      [1000, 1001, 2000, 2001, 3000, 3001, 4000, 4001, 5000].map((step) => `price:${step}`),
    );
    expect(priceStepKeys(undefined, 2999)).toEqual([0, 1000, 1001, 2000, 2001].map((step) => `price:${step}`));
    expect(priceStepKeys(50_000, undefined)).toEqual(['price:50000', 'price:50001']);
    for (const low of [0, ...SHOP_PRICE_STEPS]) {
      for (const high of [undefined, ...SHOP_PRICE_STEPS]) {
        if (high === undefined || high >= low) expect(priceStepKeys(low, high), `${low}–${high}`).not.toBeNull();
      }
    }
    for (const [from, to] of PRICE_BANDS) {
      expect(priceStepKeys(from, to === null ? undefined : to - 1)).not.toBeNull();
    }
    expect(PRICE_STEPS[0]).toBe(0);
  });

  it('leave a price off the steps, or an empty range, to the table', () => {
    expect(priceStepKeys(1234, undefined)).toBeNull();
    expect(priceStepKeys(undefined, 4321)).toBeNull();
    expect(priceStepKeys(5000, 1000)).toBeNull();
  });
});

describe('bitmaps in binary form', () => {
  it('reads the ordinals of a bitmap in its binary form (bit length, then the bits, first bit high)', () => {
    // B'1000000001' (10 bits): length 10, bytes 0x80 0x40.
    expect(setBits(Uint8Array.from([0, 0, 0, 10, 0x80, 0x40]))).toEqual([0, 9]);
    expect(setBits(Uint8Array.from([0, 0, 0, 16, 0, 0xff]))).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(setBits(Uint8Array.from([0, 0, 0, 0]))).toEqual([]);
  });

  it('ANDs, ANDs NOT and counts them, keeping the length', () => {
    const a = Uint8Array.from([0, 0, 0, 10, 0b1100_0000, 0b0100_0000]);
    const b = Uint8Array.from([0, 0, 0, 10, 0b1000_0000, 0b0000_0000]);
    expect(bitLength(a)).toBe(10);
    expect(setBits(and(a, b))).toEqual([0]);
    expect(setBits(and(a, b, true))).toEqual([1, 9]);
    expect(countBits(a)).toBe(3);
    expect(bitLength(and(a, b))).toBe(10);
  });
});

describe('routeMark', () => {
  it('keeps a bitmap for a word in one privilege in 375: 4,000 at 1.5 M, 54 in the embedded 20,000', () => {
    expect(routeMark(1_500_000)).toBe(4_000);
    expect(routeMark(20_000)).toBe(54);
    expect(routeMark(0)).toBe(1);
  });
});
