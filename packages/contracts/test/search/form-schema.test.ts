import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GOURMET_MESSAGES, GourmetSearchSchemas } from '../../src/search/gourmet-validation.ts';
import { LIFE_REQUIRED_MESSAGE, LifeSearchSchemas } from '../../src/search/life-validation.ts';
import { PUBLIC_STAY_MESSAGES, PublicStaySearchSchemas } from '../../src/search/public-stay-validation.ts';
import { SHOP_MESSAGES, ShopSearchSchema } from '../../src/search/shop-validation.ts';
import {
  DomesticStaySearchSchemas,
  PAST_CHECK_IN_MESSAGE,
  STAY_DOMESTIC_MESSAGES,
} from '../../src/search/stay-validation.ts';
import { TOUR_MESSAGES, TourSearchSchemas } from '../../src/search/tour-validation.ts';

/** The issues a schema reports, as the web's resolver shows them: the input's name and the message. */
function issues(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

describe('the search forms’ schemas carry the spec’s rules and messages (spec search.md §5)', () => {
  describe('tour (sub-tabs 3 and 4)', () => {
    const empty = { keyword: '', catMidClassCd: '', catSmlClassCd: '' };
    it.each(['desktop', 'mobile'] as const)('nothing chosen, %s: the message at the keyword', (viewport) => {
      expect(issues(TourSearchSchemas[viewport], empty)).toEqual([
        { field: 'keyword', message: TOUR_MESSAGES[viewport] },
      ]);
    });
    it.each([
      ['a keyword', { keyword: '沖縄' }],
      ['a middle category', { catMidClassCd: '205' }],
      ['a small category', { catSmlClassCd: '302' }],
    ])('%s is enough', (_name, input) => {
      expect(issues(TourSearchSchemas.desktop, { ...empty, ...input })).toEqual([]);
    });
  });

  describe('public stay (sub-tab 2)', () => {
    it.each(['desktop', 'mobile'] as const)(
      'no keyword and no prefecture, %s: the message at the keyword',
      (viewport) => {
        expect(issues(PublicStaySearchSchemas[viewport], { keyword: ' ', areaMidClassCd: '' })).toEqual([
          { field: 'keyword', message: PUBLIC_STAY_MESSAGES[viewport] },
        ]);
      },
    );
    it.each([
      ['a keyword', { keyword: '国民宿舎', areaMidClassCd: '' }],
      ['a prefecture', { keyword: '', areaMidClassCd: '13' }],
    ])('%s is enough', (_name, input) => {
      expect(issues(PublicStaySearchSchemas.mobile, input)).toEqual([]);
    });
  });

  describe('domestic stay (sub-tab 1)', () => {
    const empty = { keyword: '', areaMidClassCd: null, areaSmlClassCd: null, checkInDate: '' };
    it.each(['desktop', 'mobile'] as const)('no keyword and no area, %s: the message at the keyword', (viewport) => {
      expect(issues(DomesticStaySearchSchemas[viewport], empty)).toEqual([
        { field: 'keyword', message: STAY_DOMESTIC_MESSAGES[viewport].noPrefecture },
      ]);
    });
    it('a prefecture without a municipality: the municipality message', () => {
      expect(issues(DomesticStaySearchSchemas.desktop, { ...empty, areaMidClassCd: '13' })).toEqual([
        { field: 'keyword', message: STAY_DOMESTIC_MESSAGES.desktop.noMunicipality },
      ]);
    });
    it('a past check-in date next to a missing area: both messages, the keyword’s first', () => {
      expect(issues(DomesticStaySearchSchemas.desktop, { ...empty, checkInDate: '2000/01/01' })).toEqual([
        { field: 'keyword', message: STAY_DOMESTIC_MESSAGES.desktop.noPrefecture },
        { field: 'checkInDate', message: PAST_CHECK_IN_MESSAGE },
      ]);
    });
    it('a keyword and no date is a search', () => {
      expect(issues(DomesticStaySearchSchemas.mobile, { ...empty, keyword: '温泉' })).toEqual([]);
    });
  });

  describe('暮らす・遊ぶ', () => {
    it.each(['desktop', 'mobile'] as const)('no condition, %s: the message at the keyword', (viewport) => {
      expect(issues(LifeSearchSchemas[viewport], { keyword: '' })).toEqual([
        { field: 'keyword', message: LIFE_REQUIRED_MESSAGE },
      ]);
    });
    it('only a municipality counts on mobile, not on desktop', () => {
      const input = { keyword: '', areaMidClassCd: '', areaSmlClassCd: '1301' };
      expect(issues(LifeSearchSchemas.mobile, input)).toEqual([]);
      expect(issues(LifeSearchSchemas.desktop, input)).toEqual([{ field: 'keyword', message: LIFE_REQUIRED_MESSAGE }]);
    });
    it('a category picked at any level is enough', () => {
      expect(issues(LifeSearchSchemas.desktop, { keyword: '', catLrgClassCd: '102' })).toEqual([]);
    });
  });

  describe('食べる', () => {
    const coupon = { usageKbn: 2, keyword: '', lifeGenreTags: [] };
    it.each(['desktop', 'mobile'] as const)(
      'a coupon search of nothing, %s: the message at the keyword',
      (viewport) => {
        expect(issues(GourmetSearchSchemas[viewport], coupon)).toEqual([
          { field: 'keyword', message: GOURMET_MESSAGES[viewport] },
        ]);
      },
    );
    it('a genre tag is enough for coupons, not for a web reservation', () => {
      const tagged = { ...coupon, lifeGenreTags: [{ catClassCd: '113201101' }] };
      expect(issues(GourmetSearchSchemas.desktop, tagged)).toEqual([]);
      expect(issues(GourmetSearchSchemas.desktop, { ...tagged, usageKbn: 1 })).toEqual([
        { field: 'keyword', message: GOURMET_MESSAGES.desktop },
      ]);
    });
    it('a 大エリア alone is enough', () => {
      expect(issues(GourmetSearchSchemas.mobile, { ...coupon, areaLrgClassCd: 'region-4' })).toEqual([]);
    });
    it('neither mode: its own message, at the mode', () => {
      expect(issues(GourmetSearchSchemas.desktop, { ...coupon, usageKbn: 3 })).toEqual([
        { field: 'usageKbn', message: GOURMET_MESSAGES.noUsageKbn },
      ]);
    });
  });

  describe('shop', () => {
    const empty = { keyword: '', catMidClassCd: '', priceFrom: '', priceTo: '', discountFrom: '', discountTo: '' };
    it.each([
      ['nothing', {}, { field: 'keyword', message: SHOP_MESSAGES.required }],
      ['only 下限なし', { priceFrom: '0' }, { field: 'keyword', message: SHOP_MESSAGES.required }],
      [
        'a price range upside down',
        { priceFrom: '5000', priceTo: '3000' },
        { field: 'priceTo', message: SHOP_MESSAGES.priceRange },
      ],
      [
        'a discount range upside down',
        { keyword: 'x', discountFrom: '30', discountTo: '20' },
        { field: 'discountTo', message: SHOP_MESSAGES.discountRange },
      ],
    ])('%s: one message, at its input', (_name, input, issue) => {
      expect(issues(ShopSearchSchema, { ...empty, ...input })).toEqual([issue]);
    });
    it('a keyword, a category or a price is enough', () => {
      expect(issues(ShopSearchSchema, { ...empty, catMidClassCd: '301' })).toEqual([]);
    });
  });
});
