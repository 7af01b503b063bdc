import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_COOKIES, LOCAL_STORAGE_KEYS } from '@portal/contracts/cookies';
import { writeCookie } from './cookies.ts';
import {
  DEFAULT_NAV_ORDER,
  navIdOf,
  navOrderFrom,
  navOrderState,
  saveNavOrder,
  useNavOrder,
  withVisit,
} from './nav-order.ts';
import { CATEGORY_TYPES } from './route-handle.ts';

describe('category-nav order (spec portal.md §3, §9 "Default nav order crly1 to crly11")', () => {
  it('names the category pages crly1 … crly11 in the route table’s order: leisure is crly1, life crly11', () => {
    expect(CATEGORY_TYPES.map(navIdOf)).toEqual([...DEFAULT_NAV_ORDER]);
    expect(navIdOf('leisure')).toBe('crly1');
    expect(navIdOf('travel')).toBe('crly7');
    expect(navIdOf('life')).toBe('crly11');
  });

  it.each([
    ['nothing stored', undefined],
    ['null', null],
    ['a string', 'crly7,crly1'],
    ['an object without an order', { lastUpdateDate: '2026/11/25' }],
    ['an order that is no list', { order: 'crly7', lastUpdateDate: '2026/11/25' }],
    ['a list of unknown ids only', { order: ['crly0', 'crly12', 'leisure', 7, null], lastUpdateDate: '2026/11/25' }],
  ])('falls back to the default order crly1 … crly11 for %s', (_, stored) => {
    expect(navOrderFrom(stored)).toEqual(CATEGORY_TYPES);
  });

  it('keeps a stored order as it is', () => {
    const order = ['crly7', 'crly1', 'crly2', 'crly3', 'crly4', 'crly5', 'crly6', 'crly8', 'crly9', 'crly10', 'crly11'];
    expect(navOrderFrom({ order, lastUpdateDate: '2026/11/25' })).toEqual([
      'travel',
      'leisure',
      'gourmet',
      'childcare',
      'shopping',
      'relaxation',
      'sports',
      'car',
      'original',
      'school',
      'life',
    ]);
  });

  it('drops unknown and repeated ids and appends the missing categories in the default order', () => {
    expect(navOrderFrom({ order: ['crly11', 'crly99', 'crly2', 'crly11', 3, 'crly7'] })).toEqual([
      'life',
      'gourmet',
      'travel',
      'leisure',
      'childcare',
      'shopping',
      'relaxation',
      'sports',
      'car',
      'original',
      'school',
    ]);
  });

  it('moves a visited category to the front and keeps the others in their order', () => {
    const afterTravel = withVisit(CATEGORY_TYPES, 'travel');
    expect(afterTravel.slice(0, 3)).toEqual(['travel', 'leisure', 'gourmet']);
    const afterLeisure = withVisit(afterTravel, 'leisure');
    expect(afterLeisure.slice(0, 3)).toEqual(['leisure', 'travel', 'gourmet']);
    expect(withVisit(afterLeisure, 'leisure')).toEqual(afterLeisure);
    expect(new Set(afterLeisure).size).toBe(11);
  });

  it('stores the ids with the date of the change', () => {
    expect(navOrderState(withVisit(CATEGORY_TYPES, 'life'), '2026/11/25')).toEqual({
      order: ['crly11', 'crly1', 'crly2', 'crly3', 'crly4', 'crly5', 'crly6', 'crly7', 'crly8', 'crly9', 'crly10'],
      lastUpdateDate: '2026/11/25',
    });
  });
});

describe('useNavOrder', () => {
  it('reads localStorage first, then the cookie, and follows a saved order', () => {
    writeCookie(
      CLIENT_COOKIES.navOrder.name,
      JSON.stringify({ order: ['crly2'], lastUpdateDate: '2026/11/01' }),
      CLIENT_COOKIES.navOrder.days,
    );
    expect(renderHook(() => useNavOrder()).result.current[0]).toBe('gourmet');

    window.localStorage.setItem(
      LOCAL_STORAGE_KEYS.navOrder,
      JSON.stringify({ order: ['crly3'], lastUpdateDate: '2026/11/02' }),
    );
    const { result } = renderHook(() => useNavOrder());
    expect(result.current[0]).toBe('childcare');

    act(() => saveNavOrder(navOrderState(withVisit(CATEGORY_TYPES, 'car'), '2026/11/25')));
    expect(result.current.slice(0, 2)).toEqual(['car', 'leisure']);
  });

  it('puts the current category page first without storing anything', () => {
    const { result } = renderHook(() => useNavOrder('school'));
    expect(result.current[0]).toBe('school');
    expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.navOrder)).toBeNull();
  });

  it('hands React the same list while the order stays the same', () => {
    const { result, rerender } = renderHook(() => useNavOrder());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
