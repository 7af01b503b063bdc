import { useMemo } from 'react';
import { useCatalogTranslation } from './i18n.ts';
import { numberText } from '../../lib/number-text.ts';

/** The labels of a privilege's price line and usage flags, and its price texts. */
export interface MenuTexts {
  regularPrice: string;
  memberPrice: string;
  perPerson: string;
  usageHeading: string;
  /** The name of a usage flag of `useage[]` (1–4). */
  usage: (flag: number) => string;
  yen: (price: number) => string;
  from: (price: number) => string;
  off: (rate: number) => string;
}

/**
 * A privilege's texts, translated once for a whole list. A results page shows 20 cards; when each card asked for
 * its own labels, they made three quarters of the page's `t` calls. Now the labels and the texts around the prices are
 * looked up once per language (`t` changes with it), and each card only writes its numbers in (`numberText`).
 */
export function useMenuTexts(): MenuTexts {
  const { t } = useCatalogTranslation();
  return useMemo(() => {
    const usageNames = new Map<number, string>();
    return {
      regularPrice: t('regularPrice'),
      memberPrice: t('memberPrice'),
      perPerson: t('perPerson'),
      usageHeading: t('usageHeading'),
      usage: (flag) => {
        let name = usageNames.get(flag);
        if (name === undefined) usageNames.set(flag, (name = t(`usage.${flag}`)));
        return name;
      },
      yen: numberText(t, 'yen', 'price'),
      from: numberText(t, 'from', 'price'),
      off: numberText(t, 'off', 'rate', String),
    };
  }, [t]);
}
