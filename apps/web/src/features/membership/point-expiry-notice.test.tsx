import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PointExpiryNoticeResponse } from '@portal/contracts/membership/point-expiry';
import type { ServiceUsageStatus } from '@portal/contracts/membership/service-usage';
import { setLoginHints, userFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** What the BFF answers for the principal early in December: benepo expire at the end of December and January. */
const expiring: PointExpiryNoticeResponse['data'] = {
  coversUntil: '2027-01-31',
  items: [
    { wallet: 'benepo', points: 1200, expiresOn: '2026-12-31' },
    { wallet: 'cafe', points: 35, expiresOn: '2027-01-31' },
  ],
};

const status: ServiceUsageStatus = {
  state: 'general',
  plan: 'general',
  today: '2026-12-01',
  joinedOn: '2025-10-17',
  freePeriodEndsOn: '2025-11-16',
  freePeriodDaysLeft: 0,
  countdown: false,
  billingStartsOn: '2025-11-17',
  nextRenewalOn: '2026-12-17',
  currentFeeYen: 330,
  monthlyFee: { includingTax: 330, excludingTax: 300 },
  endedOn: null,
  endReason: null,
  actions: { enrol: false, applyContinuation: false, cancelContinuation: false, withdraw: true },
  charges: [],
};

function handlers(notice: PointExpiryNoticeResponse['data'], asked: string[] = []) {
  return [
    http.get('*/v1/points/expiry-notice', () => {
      asked.push('notice');
      return HttpResponse.json({ data: notice });
    }),
    http.get('*/v1/serviceusage/service_usage_status', () => HttpResponse.json({ data: status })),
    http.get('*/v1/points/benepo/history', () =>
      HttpResponse.json({ data: { totalPoint: 1200, entries: [], page: 0, size: 10, totalElements: 0 } }),
    ),
  ];
}

describe('the point expiry notice', () => {
  it('tells the member on /memberStatus which points expire when: 2026年12月31日に1,200ポイントのベネポが失効します。', async () => {
    setLoginHints();
    renderApp('/memberStatus', { user: userFor('principal'), handlers: handlers(expiring) });
    const notice = await screen.findByRole('region', { name: 'ポイント失効のお知らせ' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2026年12月31日に1,200ポイントのベネポが失効します。',
      '2027年1月31日に35ポイントのカフェポイントが失効します。',
    ]);
    expect(notice).toHaveTextContent('有効期限までにご利用ください。');
  });

  it('shows the same notice on the top page', async () => {
    setLoginHints();
    renderApp('/', { user: userFor('principal'), handlers: handlers(expiring) });
    const notice = await screen.findByRole('region', { name: 'ポイント失効のお知らせ' });
    expect(notice).toHaveTextContent('2026年12月31日に1,200ポイントのベネポが失効します。');
  });

  it('shows nothing when nothing expires soon', async () => {
    setLoginHints();
    const asked: string[] = [];
    renderApp('/memberStatus', {
      user: userFor('principal'),
      handlers: handlers({ coversUntil: '2027-01-31', items: [] }, asked),
    });
    await screen.findByTestId('member-status');
    await waitFor(() => expect(asked).toEqual(['notice']));
    expect(screen.queryByRole('region', { name: 'ポイント失効のお知らせ' })).toBeNull();
  });

  it('is never asked for by a visitor’s top page', async () => {
    const asked: string[] = [];
    renderApp('/', { handlers: handlers(expiring, asked) });
    await screen.findByRole('heading', { level: 1 });
    expect(asked).toEqual([]);
    expect(screen.queryByText(/失効します/)).toBeNull();
  });
});
