import { describe, expect, it } from 'vitest';
import { foldForSearch, gramsOf, parseKeyword, searchDocument } from '../src/catalog/search-text.ts';

// issue 12 "Search": how members type Japanese.

describe('foldForSearch', () => {
  it('folds half-width and full-width forms (NFKC): ﾎﾃﾙ is ホテル, ＳＰＡ is spa', () => {
    expect(foldForSearch('ﾎﾃﾙ')).toBe(foldForSearch('ホテル'));
    expect(foldForSearch('ｶﾞｲﾄﾞ')).toBe(foldForSearch('ガイド'));
    expect(foldForSearch('ＳＰＡ')).toBe('spa');
  });

  it('makes hiragana and katakana one script', () => {
    expect(foldForSearch('ホテル')).toBe('ほてる');
    expect(foldForSearch('おんせん')).toBe(foldForSearch('オンセン'));
    expect(foldForSearch('スーパー銭湯')).toBe('すーぱー銭湯');
  });

  it('drops half- and full-width spaces inside a field', () => {
    expect(foldForSearch('焼肉　炎亭 新宿店')).toBe('焼肉炎亭新宿店');
  });

  it('drops control and format characters: a NUL or a zero-width space is no text', () => {
    expect(foldForSearch('焼\u0000肉\u200b\u0007')).toBe('焼肉');
  });
});

describe('gramsOf', () => {
  it('lists every character and every adjacent pair once', () => {
    expect(gramsOf('焼肉焼肉').sort()).toEqual(['焼', '肉', '焼肉', '肉焼'].sort());
  });
});

describe('searchDocument', () => {
  it('keeps fields apart: one line each, and no pair across two fields', () => {
    const doc = searchDocument(['温泉', 'おんせん', null, '']);
    expect(doc.text).toBe('温泉\nおんせん');
    expect(doc.grams).toContain('温泉');
    expect(doc.grams).toContain('おん');
    expect(doc.grams).not.toContain('泉お');
  });
});

describe('parseKeyword', () => {
  it('splits on half- and full-width spaces: several words mean AND', () => {
    expect(parseKeyword('東京　焼肉 ランチ').terms).toEqual(['東京', '焼肉', 'らんち']);
  });

  it('asks a one-character word by its character and longer ones by their pairs', () => {
    expect(parseKeyword('肉').grams).toEqual(['肉']);
    expect(parseKeyword('寿司').grams).toEqual(['寿司']);
    expect(parseKeyword('おんせん').grams.sort()).toEqual(['おん', 'んせ', 'せん'].sort());
  });

  it('finds a keyword typed in half-width kana in what was stored in katakana', () => {
    const stored = searchDocument(['ホテル銀座ステーション']);
    const asked = parseKeyword('ﾎﾃﾙ');
    expect(asked.grams.every((gram) => stored.grams.includes(gram))).toBe(true);
    expect(stored.text.includes(asked.terms[0]!)).toBe(true);
  });

  it('is empty for spaces only, and bounded for pasted essays', () => {
    expect(parseKeyword(' 　 ').terms).toEqual([]);
    const long = parseKeyword(`${'あ'.repeat(500)} ${Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ')}`);
    expect([...long.terms[0]!]).toHaveLength(32);
    expect(long.terms).toHaveLength(8);
  });

  it('drops repeated words', () => {
    expect(parseKeyword('寿司 寿司 すし').terms).toEqual(['寿司', 'すし']);
  });
});
