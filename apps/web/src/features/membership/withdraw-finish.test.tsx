import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceUsageStatus } from '@portal/contracts/membership/service-usage';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { setLoginHints, userFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

// spec portal.md §4 Logout: "sign out of single sign-on, then carrier logout, clear login and user state, go to top
// (reload if already there; no navigation on the withdraw-finish page)".

const withdrawn: ServiceUsageStatus = {
  state: 'withdrawn',
  plan: 'general',
  today: '2026-11-21',
  joinedOn: '2026-05-15',
  freePeriodEndsOn: null,
  freePeriodDaysLeft: null,
  countdown: false,
  billingStartsOn: null,
  nextRenewalOn: null,
  currentFeeYen: 0,
  monthlyFee: { includingTax: 330, excludingTax: 300 },
  endedOn: '2026-11-21',
  endReason: 'withdrawn',
  actions: { enrol: false, applyContinuation: false, cancelContinuation: false, withdraw: false },
  charges: [],
};

/** The BFF: the member's status, and the logout whose chain comes back where it is asked to. */
function withdrawnMember(asked: unknown[]) {
  return [
    http.get('*/v1/serviceusage/service_usage_status', () => HttpResponse.json({ data: withdrawn })),
    http.post('*/v1/top/logout', async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ data: { redirectTo: 'https://sso.example.test/session/end' } });
    }),
  ];
}

describe('/withdrawFinish: logging out stays on the page and still signs out of the providers', () => {
  it('the page’s ログアウト walks the providers’ sign-out, asking the chain to end on /withdrawFinish', async () => {
    setLoginHints();
    const asked: unknown[] = [];
    const { user } = renderApp('/withdrawFinish', { user: userFor('principal'), handlers: withdrawnMember(asked) });
    expect(await screen.findByRole('heading', { name: '退会手続きが完了しました。' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'ログアウト' }));
    await waitFor(() =>
      expect(browserNavigation.assign).toHaveBeenCalledWith('https://sso.example.test/session/end'),
    );
    expect(asked).toEqual([{ returnTo: 'withdrawFinish' }]);
  });

  it('the header’s ログアウト on /withdrawFinish asks for the same end; elsewhere the chain ends on the top page', async () => {
    setLoginHints();
    const asked: unknown[] = [];
    const { user } = renderApp('/withdrawFinish', { user: userFor('principal'), handlers: withdrawnMember(asked) });
    await screen.findByRole('heading', { name: '退会手続きが完了しました。' });
    await user.click(await screen.findByRole('button', { name: /本人/ }));
    const menu = await screen.findByRole('dialog', { name: '会員メニュー' });
    await user.click(within(menu).getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(asked).toEqual([{ returnTo: 'withdrawFinish' }]));
  });

  it('back from the providers, logged out, the page says so instead of asking for a login', async () => {
    setLoginHints();
    const asked: unknown[] = [];
    const first = renderApp('/withdrawFinish', { user: userFor('principal'), handlers: withdrawnMember(asked) });
    await screen.findByRole('heading', { name: '退会手続きが完了しました。' });
    await first.user.click(within(screen.getByRole('main')).getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledTimes(1));
    first.unmount();
    // The chain cleared the session and its hint cookies; the browser comes back to /withdrawFinish as a visitor.
    document.cookie.split(';').forEach((c) => {
      document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    vi.mocked(browserNavigation.assign).mockClear();
    renderApp('/withdrawFinish', { handlers: withdrawnMember(asked) });
    expect(await screen.findByRole('status')).toHaveTextContent('ログアウトしました。');
    expect(screen.getByRole('heading', { name: '退会手続きが完了しました。' })).toBeInTheDocument();
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('a visitor who did not log out here is sent to the login, as on every level-1 page', async () => {
    renderApp('/withdrawFinish');
    await waitFor(() =>
      expect(browserNavigation.assign).toHaveBeenCalledWith('/v1/top/login?back_uri=%2FwithdrawFinish'),
    );
  });
});
