import { describe, expect, it } from 'vitest';
import { SERVICE_DIVISION } from '../../src/service-division.ts';
import { SPECIAL_CONDITION_GROUPS, USAGE_FILTERS } from '../../src/search/constants.ts';

describe('search history, display and menu constants (spec search.md §2, §9)', () => {
  it('special condition groups and their wire ids (spec search.md §3)', () => {
    expect(Object.fromEntries(SPECIAL_CONDITION_GROUPS.map((g) => [g.id, g.conditions.map((c) => c.id)]))).toEqual({
      facility: ['isBusinessHotel'],
      mealCondition: ['isOnlyDinner', 'isOnlyBreakfast'],
      roomCondition: ['isNonSmokingRoom', 'isSmokingRoom'],
      serviceEquip: ['hasNaturalHotspring'],
      planByCompany: ['isNotRakuten', 'isRakuten'],
    });
  });
  it('the screen offers the six choices of §2 (smoking room is wire-only)', () => {
    const onScreen = SPECIAL_CONDITION_GROUPS.flatMap((g) =>
      g.conditions.filter((c) => c.onScreen).map((c) => c.label),
    );
    expect(onScreen).toEqual([
      'ビジネスホテル',
      '夕食のみ',
      '朝食のみ',
      '禁煙ルーム',
      '天然温泉',
      'オリジナルプラン',
      '提携旅行サイトのプラン',
    ]);
  });
  it('usage filters 1–4 and service divisions A10/A20', () => {
    expect(USAGE_FILTERS).toEqual([
      { value: '1', label: '給与天引きで支払可' },
      { value: '2', label: '会員証・クーポン提示利用可' },
      { value: '3', label: 'ベネポが使えるプラン' },
      { value: '4', label: 'ベネポが貯まるプラン' },
    ]);
    expect(SERVICE_DIVISION).toMatchObject({ stay: 'A10', publicStay: 'A20' });
  });
});
