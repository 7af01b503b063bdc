import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { numberText } from './number-text.ts';

async function translator(resources: Record<string, string>) {
  const i18n = createInstance();
  await i18n.init({ lng: 'ja', resources: { ja: { catalog: resources } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT('ja', 'catalog') as unknown as (key: string, options: Record<string, string>) => string;
}

describe('numberText', () => {
  it('writes each number into the text as t would, grouped by three', async () => {
    const t = await translator({ yen: '{{price}}円', from: '{{price}}円〜', count: '{{total}}件' });
    const yen = numberText(t, 'yen', 'price');
    expect(yen(12300)).toBe(t('yen', { price: '12,300' }));
    expect(yen(500)).toBe('500円');
    expect(numberText(t, 'from', 'price')(1234567)).toBe('1,234,567円〜');
    expect(numberText(t, 'count', 'total')(0)).toBe('0件');
  });

  it('looks the text up once, however many numbers it writes', async () => {
    const t = await translator({ count: '{{total}}件' });
    let calls = 0;
    const counted = (key: string, options: Record<string, string>) => ((calls += 1), t(key, options));
    const count = numberText(counted, 'count', 'total');
    for (let n = 0; n < 50; n += 1) count(n);
    expect(calls).toBe(1);
  });

  it('keeps text around the number on both sides, and a number written twice or not at all', async () => {
    const t = await translator({ around: '全{{n}}件中', twice: '{{n}}/{{n}}', none: 'すべて' });
    expect(numberText(t, 'around', 'n')(1000)).toBe('全1,000件中');
    expect(numberText(t, 'twice', 'n')(3)).toBe('3/3');
    expect(numberText(t, 'none', 'n')(3)).toBe('すべて');
  });

  it('writes the number as `write` says', async () => {
    const t = await translator({ off: '{{rate}}%OFF' });
    expect(numberText(t, 'off', 'rate', String)(15)).toBe('15%OFF');
  });
});
