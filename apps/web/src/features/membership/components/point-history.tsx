import { useState } from 'react';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { dateInWords, japanLongDate } from '@portal/contracts/japan-time';
import type { PointCommandType } from '@portal/contracts/membership/points';
import { useUser } from '../../../lib/session/get-user.ts';
import { usePointHistory } from '../api/get-point-history.ts';
import { useMembershipTranslation } from '../i18n.ts';
import { formatNumber } from '../../../lib/format-number.ts';

const COMMAND_TYPES: readonly PointCommandType[] = ['1', '2', '3', '4'];
type Wallet = 'benepo' | 'cafe';

/**
 * Point history (spec portal.md §7, commandType 1 all, 2 grants, 3 uses, 4 expiries; data.totalPoint):
 * benepo, and cafe points for members with a cafeteria plan.
 */
export function PointHistory() {
  const { t, i18n } = useMembershipTranslation();
  const cafeteria = useUser().data?.cafeteriaEnabled === true;
  const [wallet, setWallet] = useState<Wallet>('benepo');
  const [commandType, setCommandType] = useState<PointCommandType>('1');
  const [page, setPage] = useState(0);
  const { data, isError } = usePointHistory(wallet, commandType, page);
  const wallets: Wallet[] = cafeteria ? ['benepo', 'cafe'] : ['benepo'];
  const lastPage = data ? Math.max(0, Math.ceil(data.totalElements / data.size) - 1) : 0;

  return (
    <section
      aria-labelledby="point-history-heading"
      aria-busy={(!data && !isError) || undefined}
      className="flex flex-col gap-3"
    >
      <h2 id="point-history-heading" className="text-lg font-bold text-neutral-900">
        {t('points.heading')}
      </h2>
      {wallets.length > 1 && (
        <div role="group" aria-label={t('points.heading')} className="flex gap-2">
          {wallets.map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={wallet === w}
              className="min-h-10 rounded-md border border-neutral-300 px-3 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-bold"
              onClick={() => {
                setWallet(w);
                setPage(0);
              }}
            >
              {t(`points.${w}`)}
            </button>
          ))}
        </div>
      )}
      <div role="group" aria-label={t('points.detail')} className="flex flex-wrap gap-2">
        {COMMAND_TYPES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={commandType === c}
            className="min-h-10 rounded-full border border-neutral-300 px-4 text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
            onClick={() => {
              setCommandType(c);
              setPage(0);
            }}
          >
            {t(`points.commandType.${c}`)}
          </button>
        ))}
      </div>
      {isError && <p role="alert">{t('points.loadFailed')}</p>}
      {!data && !isError && (
        // The balance line and a page of history rows at their loaded size while the history loads.
        <div className="flex flex-col gap-3" data-testid="point-history-skeleton">
          <SkeletonBar className="h-6 w-56 rounded" />
          <SkeletonBar className="h-60 w-full rounded" />
        </div>
      )}
      {data && (
        <>
          <p className="font-bold" data-testid="point-history-balance">
            {t(`points.${wallet}`)} {t('points.balance')}：
            {t('points.pointUnit', { points: formatNumber(data.totalPoint) })}
          </p>
          {data.entries.length === 0 ? (
            <p>{t('points.empty')}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-neutral-300">
                  <th scope="col" className="py-2">
                    {t('points.date')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('points.detail')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('points.points')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((e, index) => (
                  <tr key={`${e.occurredAt}-${index}`} className="border-b border-neutral-200" data-kind={e.kind}>
                    <td className="py-2 align-top">{japanLongDate(new Date(e.occurredAt), i18n.language)}</td>
                    <td className="py-2 align-top">
                      <span className="mr-2 rounded bg-neutral-100 px-2 py-0.5 text-xs">
                        {t(`points.kind.${e.kind}`)}
                      </span>
                      {e.note}
                      {e.kind === 'grant' && e.expiresOn && (
                        <span className="block text-xs text-neutral-700">
                          {t('points.expiresOn', { date: dateInWords(e.expiresOn, i18n.language) })}
                        </span>
                      )}
                    </td>
                    <td className="py-2 text-right align-top font-bold">
                      {e.points > 0 ? '+' : ''}
                      {formatNumber(e.points)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {lastPage > 0 && (
            <div className="flex justify-between">
              <button
                type="button"
                disabled={page === 0}
                onClick={() => setPage((p) => p - 1)}
                className="min-h-10 px-3 disabled:opacity-50"
              >
                {t('points.previous')}
              </button>
              <button
                type="button"
                disabled={page >= lastPage}
                onClick={() => setPage((p) => p + 1)}
                className="min-h-10 px-3 disabled:opacity-50"
              >
                {t('points.next')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
