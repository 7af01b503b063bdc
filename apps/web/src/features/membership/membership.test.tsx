import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ServiceUsageStatus } from '@portal/contracts/membership/service-usage';
import jaMembership from '../../locales/ja/membership.json';
import enMembership from '../../locales/en/membership.json';
import { setLoginHints, userFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { readCookie } from '../../lib/cookies.ts';
import { CLIENT_COOKIES } from '@portal/contracts/cookies';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const loginHints = setLoginHints;

/**
 * A club member 21 days before the end of the free period, as the BFF answers. Whether it counts down (`countdown`)
 * is the BFF's rule (`showsCountdown`: 30 days left yes, 31 no), pinned in apps/bff/test/membership/state.test.ts
 * and calls.test.ts; these tests check that the screens follow the answer.
 */
const base: ServiceUsageStatus = {
  state: 'club_free',
  plan: 'club',
  today: '2026-11-21',
  joinedOn: '2026-05-15',
  freePeriodEndsOn: '2026-12-11',
  freePeriodDaysLeft: 21,
  countdown: true,
  billingStartsOn: null,
  nextRenewalOn: '2026-12-15',
  currentFeeYen: 0,
  monthlyFee: { includingTax: 330, excludingTax: 300 },
  endedOn: null,
  endReason: null,
  actions: { enrol: false, applyContinuation: true, cancelContinuation: true, withdraw: false },
  charges: [],
};

const history = {
  data: {
    totalPoint: 1500,
    entries: [
      {
        kind: 'grant',
        points: 1500,
        occurredAt: '2026-10-22T03:00:00.000Z',
        effectiveOn: '2026-10-22',
        expiresOn: '2029-10-31',
        note: '入会特典ポイント',
      },
    ],
    page: 0,
    size: 10,
    totalElements: 1,
  },
};

function membershipHandlers(status: () => ServiceUsageStatus, posts: string[] = []) {
  return [
    http.get('*/v1/serviceusage/service_usage_status', () => HttpResponse.json({ data: status() })),
    http.get('*/v1/points/benepo/history', () => HttpResponse.json(history)),
    http.post('*/v1/serviceusage/service_usage_status_register', async ({ request }) => {
      posts.push(`register:${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ data: { state: 'club_continued', replayed: false } });
    }),
    http.post('*/v1/serviceusage/service_usage_status_withdrawal', async ({ request }) => {
      posts.push(`withdrawal:${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ data: { state: 'club_cancelled', replayed: false } });
    }),
  ];
}

/** The BFF as the application steps meet it: a POST changes the state the next GET answers. */
function applicationServer(posts: string[]) {
  let status: ServiceUsageStatus = base;
  return [
    http.post('*/v1/serviceusage/service_usage_status_register', async ({ request }) => {
      posts.push(`register:${JSON.stringify(await request.json())}`);
      status = {
        ...base,
        state: 'club_continued',
        billingStartsOn: '2026-12-12',
        actions: { ...base.actions, applyContinuation: false },
      };
      return HttpResponse.json({ data: { state: 'club_continued', replayed: false } });
    }),
    http.post('*/v1/serviceusage/service_usage_status_withdrawal', async ({ request }) => {
      posts.push(`withdrawal:${JSON.stringify(await request.json())}`);
      status = { ...base, state: 'club_cancelled', actions: { ...base.actions, cancelContinuation: false } };
      return HttpResponse.json({ data: { state: 'club_cancelled', replayed: false } });
    }),
    ...membershipHandlers(() => status, posts),
  ];
}

describe('membership locale resources', () => {
  it('has the same keys in Japanese and English', () => {
    expect(keysOf(enMembership).sort()).toEqual(keysOf(jaMembership).sort());
  });
});

describe('/memberStatus', () => {
  it('shows the club member’s contract, the countdown banner and popup, and the point history', async () => {
    loginHints();
    window.sessionStorage.clear();
    renderApp('/memberStatus', { user: userFor('club'), handlers: membershipHandlers(() => base) });
    const dialog = await screen.findByRole('dialog', { name: '無料期間終了のお知らせ' });
    expect(dialog).toHaveTextContent('2026年12月11日で終了します（あと21日）');
    await screen.findByText(
      '無料期間終了まであと21日です（2026年12月11日まで）。継続をご希望の場合はお手続きください。',
    );
    const list = screen.getByTestId('member-status');
    expect(list).toHaveTextContent('子育て応援クラブ会員');
    expect(list).toHaveTextContent('2026年5月15日');
    expect(list).toHaveTextContent('月額330円（税込）/ 300円（税抜）');
    expect(await screen.findByText('入会特典ポイント')).toBeInTheDocument();
    expect(screen.getByTestId('point-history-balance')).toHaveTextContent('1,500pt');
  });

  it('tells a first-time general member from when the fee is charged', async () => {
    loginHints();
    const general: ServiceUsageStatus = {
      ...base,
      state: 'general',
      plan: 'general',
      freePeriodEndsOn: '2026-12-20',
      freePeriodDaysLeft: 30,
      countdown: false,
      billingStartsOn: '2026-12-21',
      actions: { enrol: false, applyContinuation: false, cancelContinuation: false, withdraw: true },
    };
    renderApp('/memberStatus', { user: userFor('principal'), handlers: membershipHandlers(() => general) });
    expect(
      await screen.findByText('2026年12月21日から月額330円（税込）/ 300円（税抜）が請求されます。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '退会のお手続きへ' })).toHaveAttribute('href', '/app-withdraw');
  });
});

describe('/memberStatus while it loads (issue 11: no layout shift)', () => {
  it('shows the heading, the contract rows, the billing line and a button as grey bars in a busy panel', async () => {
    loginHints();
    renderApp('/memberStatus', {
      user: userFor('principal'),
      handlers: [http.get('*/v1/serviceusage/service_usage_status', () => delay('infinite'))],
    });
    const skeleton = await screen.findByTestId('member-status-skeleton');
    expect(skeleton.parentElement).toHaveAttribute('aria-busy', 'true');
    // Seven rows of a term and its value, 24 px each: an enrolled member's contract.
    const rows = skeleton.querySelector('.grid');
    expect(rows?.children).toHaveLength(14);
    expect(rows?.firstElementChild).toHaveClass('h-6');
    for (const bar of skeleton.querySelectorAll('span')) expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 1, name: '会員ステータス' })).toBeInTheDocument();
  });

  it('keeps the point history’s place while the history loads', async () => {
    loginHints();
    renderApp('/memberStatus', {
      user: userFor('principal'),
      handlers: [
        http.get('*/v1/points/benepo/history', () => delay('infinite')),
        ...membershipHandlers(() => ({ ...base, state: 'general', plan: 'general', countdown: false })),
      ],
    });
    const section = (await screen.findByRole('heading', { name: 'ポイント履歴' })).closest('section');
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section as HTMLElement).getByTestId('point-history-skeleton')).toBeInTheDocument();
  });
});

describe('the countdown on the top page', () => {
  it('shows the banner and the popup when the server says the free period counts down', async () => {
    loginHints();
    window.sessionStorage.clear();
    renderApp('/', { user: userFor('club'), handlers: membershipHandlers(() => base) });
    expect(await screen.findByRole('dialog', { name: '無料期間終了のお知らせ' })).toHaveTextContent('あと21日');
    expect(
      screen.getByText('無料期間終了まであと21日です（2026年12月11日まで）。継続をご希望の場合はお手続きください。'),
    ).toBeInTheDocument();
  });

  it('shows nothing when the server says no countdown, and a visitor never asks for the status', async () => {
    loginHints();
    const asked: string[] = [];
    const quiet = { ...base, freePeriodDaysLeft: 45, countdown: false };
    const { unmount } = renderApp('/', {
      user: userFor('club'),
      handlers: [
        http.get('*/v1/serviceusage/service_usage_status', () => {
          asked.push('member');
          return HttpResponse.json({ data: quiet });
        }),
      ],
    });
    await waitFor(() => expect(asked).toEqual(['member']));
    expect(screen.queryByText(/無料期間終了まで/)).toBeNull();
    unmount();
    renderApp('/', {
      handlers: [
        http.get('*/v1/serviceusage/service_usage_status', () => {
          asked.push('visitor');
          return HttpResponse.json({ data: quiet });
        }),
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(asked).toEqual(['member']);
  });
});

describe('/app-continue and /app-withdraw', () => {
  it('/app-continue → /orders/confirm → apply once → /orders/complete; back and a return to confirm apply nothing again', async () => {
    loginHints();
    window.sessionStorage.setItem('free-period-popup-seen', '1');
    const posts: string[] = [];
    const { user, router } = renderApp('/app-continue', { user: userFor('club'), handlers: applicationServer(posts) });
    await user.click(await screen.findByRole('link', { name: '継続を申し込む' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=continue'));
    expect(router.state.location.pathname).toBe('/orders/confirm');
    expect(await screen.findByText('子育て応援クラブの継続のお申し込み', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('月額330円（税込）/ 300円（税抜）')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'お申し込みの流れ' })).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'この内容で継続を申し込む' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/complete'));
    expect(posts).toEqual(['register:{"type":"continue"}']);
    expect(await screen.findByRole('heading', { name: '継続のお申し込みを受け付けました' })).toBeInTheDocument();
    expect(
      screen.getByText('継続のお申し込みを受け付けています。無料期間の終了後、2026年12月12日からご請求が始まります。'),
    ).toBeInTheDocument();

    // The complete step replaced the confirm step: back leaves for /app-continue, which says it is done.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app-continue'));
    // Opening the confirm step again (forward, a bookmark) shows the complete step, never a second application.
    await act(() => router.navigate('/orders/confirm?type=continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/complete'));
    expect(posts).toEqual(['register:{"type":"continue"}']);
  });

  it('/app-withdraw → /orders/confirm cancels the continuation of a club member in the free period, once', async () => {
    loginHints();
    window.sessionStorage.setItem('free-period-popup-seen', '1');
    const posts: string[] = [];
    const { user, router } = renderApp('/app-withdraw', { user: userFor('club'), handlers: applicationServer(posts) });
    expect(await screen.findByText(/保有ポイントは失効します/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '継続を取り消す' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=cancel_continuation'));
    expect(
      await screen.findByText('2026年12月11日の無料期間の終了とともに自動で退会となり、保有ポイントは失効します。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'この内容で継続を取り消す' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/complete'));
    expect(posts).toEqual(['withdrawal:{"type":"cancel_continuation"}']);
    expect(await screen.findByRole('heading', { name: '継続を取り消しました' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '継続を再度申し込む' })).toHaveAttribute(
      'href',
      '/orders/confirm?type=continue',
    );
  });

  it('/orders/complete without the application done returns to its confirm step; an unknown type goes to /memberStatus', async () => {
    loginHints();
    window.sessionStorage.setItem('free-period-popup-seen', '1');
    const { router } = renderApp('/orders/complete?type=continue', {
      user: userFor('club'),
      handlers: membershipHandlers(() => base),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/confirm'));
    expect(await screen.findByRole('button', { name: 'この内容で継続を申し込む' })).toBeInTheDocument();
    await act(() => router.navigate('/orders/confirm?type=other'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/memberStatus'));
  });

  it('/app-withdraw sends a general member through the carrier re-authentication', async () => {
    loginHints();
    const general: ServiceUsageStatus = {
      ...base,
      state: 'general',
      plan: 'general',
      countdown: false,
      actions: { enrol: false, applyContinuation: false, cancelContinuation: false, withdraw: true },
    };
    renderApp('/app-withdraw', { user: userFor('principal'), handlers: membershipHandlers(() => general) });
    expect(await screen.findByText(/退会月の月額料金は日割りされません。/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '退会手続きへ進む' })).toHaveAttribute(
      'href',
      '/v1/top/sb-user-withdrawal?redirectUri=%2FwithdrawConfirm',
    );
  });
});

describe('enrolment', () => {
  it('/entry → terms modal → 同意する → /entryConfirm (steps) → 入会する → /registerSuccess', async () => {
    loginHints();
    let consented = false;
    let enrolled = false;
    const calls: string[] = [];
    const check = () => ({
      data: enrolled
        ? {
            outcome: 'finished',
            next: '/registerSuccess',
            plan: 'general',
            firstMonthFree: true,
            billingStartsOn: '2026-12-21',
          }
        : {
            outcome: 'ok',
            next: '/entryConfirm',
            plan: 'general',
            firstMonthFree: true,
            billingStartsOn: '2026-12-21',
          },
    });
    const { user, router } = renderApp('/entry', {
      user: userFor('newcomer'),
      handlers: [
        http.get('*/v1/top/process', () => HttpResponse.json(check())),
        http.get('*/v1/top/agreeterms/check', () =>
          HttpResponse.json({ data: { consentStatusFlg: consented, userPolicyVer: '2022-04-01' } }),
        ),
        http.get('*/v1/top/terms_information', () =>
          HttpResponse.json({
            data: {
              userPolicyId: 'lifeyell-kiyaku',
              userPolicyVer: '2022-04-01',
              userPolicyText: '<h2>ライフエール会員規約</h2><p>本文<img src=x onerror="alert(1)"></p>',
              userPolicyText2: '上記の規約に同意のうえ、お申し込みください。',
            },
          }),
        ),
        http.post('*/v1/serviceusage/agree_terms_register', async ({ request }) => {
          calls.push(`agree:${JSON.stringify(await request.json())}`);
          consented = true;
          return HttpResponse.json({ data: { consentStatusFlg: true, userPolicyVer: '2022-04-01' } });
        }),
        http.post('*/v1/top/register', async ({ request }) => {
          calls.push(`register:${JSON.stringify(await request.json())}`);
          enrolled = true;
          return HttpResponse.json({
            data: {
              outcome: 'finished',
              next: '/registerSuccess',
              plan: 'general',
              firstMonthFree: true,
              billingStartsOn: '2026-12-21',
            },
          });
        }),
        ...membershipHandlers(() => ({
          ...base,
          state: 'general',
          plan: 'general',
          freePeriodEndsOn: '2026-12-20',
          billingStartsOn: '2026-12-21',
          countdown: false,
        })),
      ],
    });
    expect(await screen.findByText('初めてご入会のお客さまは、初月無料です。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '会員規約を確認して申し込む' }));
    const dialog = await screen.findByRole('dialog', { name: 'ライフエール会員規約' });
    expect(within(dialog).getByText('規約バージョン：2022-04-01')).toBeInTheDocument();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    await user.click(within(dialog).getByRole('button', { name: '同意する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entryConfirm'));
    const steps = await screen.findByRole('navigation', { name: 'お申し込みの流れ' });
    expect(within(steps).getByText('確認').closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(await screen.findByRole('button', { name: '入会する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registerSuccess'));
    expect(
      await screen.findByText('初月は無料です。2026年12月21日から月額330円（税込）/ 300円（税抜）が請求されます。'),
    ).toBeInTheDocument();
    // The spec's client cookie registerDate (portal.md §3): the day the member enrolled.
    await waitFor(() => expect(JSON.parse(readCookie(CLIENT_COOKIES.registerDate.name) ?? 'null')).toBe('2026-05-15'));
    expect(calls).toEqual([
      'agree:{"userPolicyId":"lifeyell-kiyaku","userPolicyVer":"2022-04-01"}',
      'register:{"isSubscribe":true}',
    ]);
  });

  it('sends an already enrolled member to /entry-already', async () => {
    loginHints();
    const { router } = renderApp('/entry', {
      user: userFor('principal'),
      handlers: [
        http.get('*/v1/top/process', () =>
          HttpResponse.json({
            data: {
              outcome: 'already',
              next: '/entry-already',
              plan: 'general',
              firstMonthFree: false,
              billingStartsOn: null,
            },
          }),
        ),
      ],
    });
    expect(await screen.findByText('すでにご入会済みです。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/entry-already');
  });
});
