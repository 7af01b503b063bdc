import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../config/ui.ts';
import { CARD_CAROUSEL, showViewedArrows, viewedStayLink } from './viewed.ts';

const STAY = 'https://stay.example.jp';

describe('viewed-stay links (spec search.md §2)', () => {
  it.each([
    ['shopAreaDiv null', { shopAreaDiv: null, srvicDiv: 'A10' }, `${STAY}/dp/menus/M123/`],
    ['shopAreaDiv missing', { srvicDiv: 'A20' }, `${STAY}/dp/menus/M123/`],
    ['A20', { shopAreaDiv: '1', srvicDiv: 'A20' }, `${STAY}/public-stay/menus/M123`],
    ['A10', { shopAreaDiv: '1', srvicDiv: 'A10' }, `${STAY}/menus/M123`],
    ['B10: no link', { shopAreaDiv: '1', srvicDiv: 'B10' }, null],
    ['no srvicDiv: no link', { shopAreaDiv: '1', srvicDiv: null }, null],
  ])('%s', (_name, detail, link) => {
    expect(viewedStayLink(STAY, { menuNo: 'M123', menuDetailResponse: detail })).toBe(link);
  });
  it.each([
    [0, false],
    [5, false],
    [6, true],
  ])('%i items: arrows %s', (count, arrows) => {
    expect(showViewedArrows(count)).toBe(arrows);
  });
});

describe('search history, display and menu constants (spec search.md §2, §9)', () => {
  it('card carousel 5000 ms, 1.3 slides, 24 spacing, 3 from 1024, loop', () => {
    expect(CARD_CAROUSEL).toEqual({
      autoplayMs: 5000,
      slidesPerView: 1.3,
      spaceBetween: 24,
      wideSlidesPerView: 3,
      wideFromWidth: 1024,
      loop: true,
    });
    expect(BREAKPOINTS).toEqual({ sm: 640, lg: 1024 });
  });
});
