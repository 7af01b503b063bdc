import { dateInWords } from '@portal/contracts/japan-time';
import { usePointExpiryNotice } from '../api/point-expiry-notice.ts';
import { useMembershipTranslation } from '../i18n.ts';
import { formatNumber } from '../../../lib/format-number.ts';

/**
 * The point expiry notice (docs/decisions/0025): one line per wallet and date whose points expire by the end of next
 * month, 「2026年12月31日に1,200ポイントのベネポが失効します。」. Nothing when nothing expires soon or the call fails.
 */
export function PointExpiryNotice() {
  const { t, i18n } = useMembershipTranslation();
  const { data } = usePointExpiryNotice();
  if (!data || data.items.length === 0) return null;
  return (
    <section
      aria-labelledby="point-expiry-heading"
      className="flex flex-col gap-1 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-900"
    >
      <h2 id="point-expiry-heading" className="font-bold">
        {t('pointExpiry.heading')}
      </h2>
      <ul className="flex flex-col gap-1">
        {data.items.map((item) => (
          <li key={`${item.wallet}-${item.expiresOn}`}>
            {t('pointExpiry.line', {
              date: dateInWords(item.expiresOn, i18n.language),
              points: formatNumber(item.points),
              wallet: t(`pointExpiry.wallet.${item.wallet}`),
            })}
          </li>
        ))}
      </ul>
      <p className="text-sm">{t('pointExpiry.note')}</p>
    </section>
  );
}
