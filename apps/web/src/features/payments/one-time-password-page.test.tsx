import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HINT_COOKIES } from '@portal/contracts/cookies';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { userFor } from '../../testing/fixtures.ts';

// spec search.md §2: "The convenience-store one-time-password page is /oneTimePassword on the life host" (issue 13).
// docs/payments-one-time-password.md: the portal, as the embedded life host, explains the password and issues none.

const inOneHour = () => String(Date.now() + 3_600_000);
const signedInHints = () => {
  document.cookie = `${HINT_COOKIES.level1}=${inOneHour()}; path=/`;
  document.cookie = `${HINT_COOKIES.userLimit}=${inOneHour()}; path=/`;
};

describe('コンビニ決済ワンタイムパスワード (/oneTimePassword)', () => {
  it('explains to a member where the password comes from, with their member ID and the related pages', async () => {
    signedInHints();
    renderApp('/oneTimePassword', { user: userFor('principal') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'コンビニ決済ワンタイムパスワード' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('コンビニ決済ワンタイムパスワード | ライフエール'));
    const how = screen.getByRole('region', { name: 'ワンタイムパスワードの受け取り方' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(within(how).getByText(/決済代行会社がワンタイムパスワードを発行/)).toBeInTheDocument();
    expect(within(how).getByText(/このページでは発行しておりません/)).toBeInTheDocument();
    // The page offers nothing to issue or show a password with: no button, no field.
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('button')).toBeNull();
    expect(within(main).queryByRole('textbox')).toBeNull();
    const member = await screen.findByRole('region', { name: 'お客さまの会員情報' });
    expect(within(member).getByText('100000000001')).toBeInTheDocument();
    const links = screen.getByRole('region', { name: '関連するページ' });
    expect(within(links).getByRole('link', { name: '申込履歴' })).toHaveAttribute(
      'href',
      '/mypage/orders?page=1&sortOrder=desc',
    );
    expect(within(links).getByRole('link', { name: 'お支払い方法について' })).toHaveAttribute('href', '/howToPay');
    expect(within(links).getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('sends a visitor to the login, as the other member pages do, and comes back here', async () => {
    renderApp('/oneTimePassword');
    await waitFor(() =>
      expect(browserNavigation.assign).toHaveBeenCalledWith('/v1/top/login?back_uri=%2FoneTimePassword'),
    );
    expect(screen.queryByRole('heading', { level: 1, name: 'コンビニ決済ワンタイムパスワード' })).toBeNull();
  });
});
