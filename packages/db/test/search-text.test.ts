import { describe, expect, it } from 'vitest';
import {
  foldForSearch,
  gramCode,
  gramCodes,
  gramCodesLiteral,
  gramsOf,
  gramText,
  parseKeyword,
  prepareSearchDocuments,
  privilegeSearchColumns,
  readingOf,
  searchDocument,
} from '../src/catalog/search-text.ts';
import { generatedFeedRow } from '../src/catalog/privilege-generator.ts';

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
  it('lists every character and every adjacent pair once, in the order they first come', () => {
    expect(gramsOf('焼肉焼肉')).toEqual(['焼', '焼肉', '肉', '肉焼']);
    // A field with a character beyond the BMP is read by code point: its BMP pairs are still the same pairs.
    expect(searchDocument(['野家', '𠮷野家']).grams).toEqual(['野', '野家', '家', '𠮷', '𠮷野']);
  });

  it('lists the grams of many rows as a set of texts did, in the same order', () => {
    // The grams as they were first collected: a set of every character and pair, by code point.
    const reference = (fields: string[]) => {
      const grams = new Set<string>();
      for (const field of fields) {
        const chars = [...field];
        chars.forEach((char, i) => {
          grams.add(char);
          if (i + 1 < chars.length) grams.add(char + chars[i + 1]!);
        });
      }
      return [...grams];
    };
    for (let i = 0; i < 300; i++) {
      const row = generatedFeedRow(i);
      const fields = [row.menuNm, row.catchCopy ?? '', row.leadCopy ?? '', i % 7 === 0 ? '𠮷野家😀の牛丼😀😀' : ''];
      const document = searchDocument(fields);
      expect(document.grams).toEqual(reference(document.text.split('\n')));
    }
  });

  it('takes a character beyond the BMP (𠮷, an emoji) whole, never half of it, as a keyword asks for it', () => {
    const grams = gramsOf(foldForSearch('𠮷野家😀'));
    expect(grams.sort()).toEqual(['𠮷', '野', '家', '😀', '𠮷野', '野家', '家😀'].sort());
    expect(grams).toEqual(expect.arrayContaining(parseKeyword('𠮷野 家😀').grams));
  });
});

describe('gramCode', () => {
  it('gives each character its code point and each pair a number of its own', () => {
    expect(gramCode('a')).toBe(0x61);
    expect(gramCode('𠮷')).toBe(0x20bb7);
    expect(gramCode('𠮷野')).toBe(0x20bb7 * 2 ** 21 + 0x91ce);
    const grams = ['a', 'b', 'ab', 'ba', '𠮷', '𠮷a', 'a𠮷', '😀😀', '\u{10ffff}\u{10ffff}'];
    expect(new Set(gramCodes(grams)).size).toBe(grams.length);
    expect(Math.max(...gramCodes(grams))).toBeLessThan(2 ** 42);
  });

  it('is undone by gramText, beyond the BMP too', () => {
    const grams = ['a', 'ab', '温泉', '𠮷', '𠮷a', 'a𠮷', '😀😀', '\u{10ffff}\u{10ffff}'];
    expect(gramCodes(grams).map(gramText)).toEqual(grams);
  });
});

describe('gramCodesLiteral', () => {
  const ascending = (codes: number[]) => `{${[...codes].sort((a, b) => a - b).join(',')}}`;

  it("writes the grams' numbers in ascending order as an array literal, the same when a gram comes again", () => {
    const grams = searchDocument(['温泉旅館 𠮷野家', 'ほてる 2泊']).grams;
    const literal = ascending(gramCodes(grams));
    expect(literal).toContain(`,${0x20bb7 * 2 ** 21 + 0x91ce}}`);
    expect(literal).not.toBe(`{${gramCodes(grams).join(',')}}`);
    expect(gramCodesLiteral(gramCodes(grams))).toBe(literal);
    expect(gramCodesLiteral(gramCodes(grams))).toBe(literal);
    expect(gramCodesLiteral(gramCodes([...grams].reverse()))).toBe(literal);
    expect(gramCodesLiteral([])).toBe('{}');
  });

  it("keeps each pair's text right past 500,000 pairs (the kept texts emptied)", () => {
    const pair = (n: number) => String.fromCharCode(0x4e00 + (n % 2000), 0x3041 + Math.floor(n / 2000));
    for (let row = 0; row < 400; row++) {
      // Each row's first grams are the first row's, then 1,500 new ones.
      const grams = Array.from({ length: 2_000 }, (_, i) => pair(i < 500 ? i : row * 1_500 + i));
      expect(gramCodesLiteral(gramCodes(grams))).toBe(ascending(gramCodes(grams)));
    }
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

describe('privilegeSearchColumns (issue 31: readings from the analyser, category and area names)', () => {
  it('needs the analyser loaded first', async () => {
    await prepareSearchDocuments();
    expect(readingOf('宿泊')).toBe('しゅくはく');
  });

  it('reads the kanji of the name, the catch copy and the description, with no reading given', async () => {
    const columns = privilegeSearchColumns({
      name: '湖畔の宿泊施設',
      catchCopy: '温泉付きの客室',
      leadCopy: '箱根の森に囲まれた宿です。',
    });
    expect(columns.searchName).toBe('湖畔の宿泊施設');
    expect(columns.nameReading).toContain('しゅくはく');
    expect(columns.searchReading).toContain('しゅくはく');
    expect(columns.searchCopy).toContain('おんせん');
    expect(columns.searchCopy).toContain('はこね');
    expect(columns.searchText).toContain('しゅくはく');
    expect(columns.searchGramCodes).toEqual(gramCodes(searchDocument(columns.searchText.split('\n')).grams));
  });

  it('keeps a reading the feed gives beside the analyser’s', () => {
    const columns = privilegeSearchColumns({ name: '翠 ホテル', nameKana: 'みどり ほてる' });
    expect(columns.searchReading.split('\n')).toContain('みどりほてる');
  });

  it('adds the names of the categories and places, with their readings', () => {
    const columns = privilegeSearchColumns({
      name: 'あじさい散歩',
      catLrgClassCd: '102',
      catMidClassCd: '201',
      catSmlClassCd: '301',
      prefectureCode: '14',
      areaCode: '1406',
    });
    const lines = columns.searchText.split('\n');
    expect(lines).toContain(foldForSearch('レジャー・エンタメ'));
    expect(lines).toContain('箱根町');
    expect(lines).toContain('はこねまち');
    expect(lines).toContain('神奈川県');
    // Not in the ranked parts: a place word ranks after name, reading and copy.
    expect(columns.searchCopy).toBe('');
  });

  it('names the places of each privilege’s own codes, however many rows came before with others', () => {
    // The names are worked out once per combination of codes: every code is part of what tells them apart.
    const places = (codes: Partial<Parameters<typeof privilegeSearchColumns>[0]>) =>
      privilegeSearchColumns({ name: 'あじさい散歩', prefectureCode: '14', areaCode: '1406', ...codes }).searchText;
    const hakone = places({});
    expect(places({ areaCode: '1405' })).toContain('藤沢市');
    expect(places({ areaCode: '1405' })).not.toContain('箱根町');
    const sapporo = { prefectureCode: '01', areaCode: '0101' };
    expect(places(sapporo)).not.toContain('中央区');
    expect(places({ ...sapporo, areaDtlCode: '0101A' })).toContain('中央区');
    expect(places({ ...sapporo, areaDtlCode: '0101B' })).not.toContain('中央区');
    expect(places({ catLrgClassCd: '102' })).toContain(foldForSearch('レジャー・エンタメ'));
    expect(places({ catLrgClassCd: '102', catMidClassCd: '201' })).not.toBe(places({ catLrgClassCd: '102' }));
    const park = { catLrgClassCd: '102', catMidClassCd: '201' };
    expect(places({ ...park, catSmlClassCd: '301' })).toContain(foldForSearch('東京ディズニーリゾート'));
    expect(places({ ...park, catSmlClassCd: '304' })).toContain(foldForSearch('水族館・動物園'));
    expect(places({ ...park, catSmlClassCd: '304' })).not.toContain(foldForSearch('東京ディズニーリゾート'));
    // The prefecture alone changes (a row whose area is not in it is rejected before, but its name must still follow).
    expect(places({ prefectureCode: '13' })).toContain('東京都');
    expect(places({ prefectureCode: '13' })).not.toContain('神奈川県');
    expect(places({})).toBe(hakone);
  });

  it('leaves text without kanji unread: its folded self is searched already', () => {
    expect(readingOf('ホテル スパ')).toBe('');
  });
});
