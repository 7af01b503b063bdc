import { describe, expect, it } from 'vitest';
import { GOURMET_PARTY, GOURMET_TIME, gourmetPartyOptions, gourmetTimeOptions, partySizeLabel } from './constants.ts';

describe('gourmet form (spec search.md §9)', () => {
  it('party size 1–99 labelled N名, default 2', () => {
    const options = gourmetPartyOptions();
    expect(options).toHaveLength(99);
    expect(options[0]).toEqual({ value: 1, label: '1名' });
    expect(options[98]).toEqual({ value: 99, label: '99名' });
    expect(GOURMET_PARTY.default).toBe(2);
    expect(partySizeLabel(2)).toBe('2名');
  });
  it('time every 15 minutes from 07:00 through 24:00, default 19:00', () => {
    const times = gourmetTimeOptions();
    expect(times[0]).toBe('07:00');
    expect(times[1]).toBe('07:15');
    expect(times.at(-1)).toBe('24:00');
    expect(times.at(-2)).toBe('23:45');
    expect(times).toHaveLength(17 * 4 + 1);
    expect(times).toContain(GOURMET_TIME.default);
    expect(GOURMET_TIME.default).toBe('19:00');
  });
});
