import { describe, expect, it } from 'vitest';
import { MenuSearchQuerySchema } from '@portal/contracts/catalog';
import { isKeywordWithinLimit, isSearchKey, limitKeyword } from './form-rules.ts';

describe('the keyword and Enter (spec search.md §5, §9)', () => {
  it('keyword 100 characters is fine, 101 is not', () => {
    expect(isKeywordWithinLimit('あ'.repeat(100))).toBe(true);
    expect(isKeywordWithinLimit('あ'.repeat(101))).toBe(false);
  });
  it('a character is a code point: 100 surrogate pairs (200 UTF-16 units) are fine, 101 are not', () => {
    expect(isKeywordWithinLimit('𠮷'.repeat(100))).toBe(true);
    expect(isKeywordWithinLimit('𠮷'.repeat(101))).toBe(false);
    expect(isKeywordWithinLimit(`${'あ'.repeat(99)}𠮷`)).toBe(true);
  });
  it('the forms keep the first 100 characters, never half a surrogate pair', () => {
    expect(limitKeyword('あ'.repeat(100))).toBe('あ'.repeat(100));
    expect(limitKeyword('あ'.repeat(101))).toBe('あ'.repeat(100));
    expect(limitKeyword('𠮷'.repeat(101))).toBe('𠮷'.repeat(100));
    expect(limitKeyword(`${'あ'.repeat(99)}𠮷𠮷`)).toBe(`${'あ'.repeat(99)}𠮷`);
  });
  it('the results page takes every keyword the forms accept and refuses the rest (catalog.ts)', () => {
    for (const keyword of ['あ'.repeat(100), '𠮷'.repeat(100)]) {
      expect(MenuSearchQuerySchema.safeParse({ keyword }).success).toBe(true);
    }
    for (const keyword of ['あ'.repeat(101), '𠮷'.repeat(101)]) {
      expect(MenuSearchQuerySchema.safeParse({ keyword }).success).toBe(false);
    }
  });
  it('Enter searches, but not while composing', () => {
    expect(isSearchKey({ key: 'Enter' })).toBe(true);
    expect(isSearchKey({ key: 'Enter', isComposing: true })).toBe(false);
    expect(isSearchKey({ key: 'a' })).toBe(false);
  });
});
