import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@portal/contracts/cookies';
import { renderApp } from '../../testing/render-app.tsx';
import { userFor } from '../../testing/fixtures.ts';
import { isAccountChooserDismissed, needsAccountChoice } from './account-choice.ts';

describe('account chooser (search.md §2 Modals)', () => {
  it('is needed only while a choice is pending and there is more than one account', () => {
    expect(needsAccountChoice(userFor('multi'))).toBe(true);
    expect(needsAccountChoice(userFor('multi', { accountChoicePending: false }))).toBe(false);
    expect(needsAccountChoice(userFor('principal', { accountChoicePending: true }))).toBe(false);
  });

  it('lists the accounts with the first one preselected', async () => {
    renderApp('/', { user: userFor('multi') });
    const dialog = await screen.findByRole('dialog', { name: 'ご利用になるアカウントの選択' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toBeChecked();
    expect(within(dialog).getByText('090-5678-0001（営業部）')).toBeInTheDocument();
    expect(within(dialog).getByText('ID：S-0006-02')).toBeInTheDocument();
  });

  it('ログイン sends the chosen id to PUT /v1/users/member-info, then the chooser goes away', async () => {
    let multi = userFor('multi');
    const sent: unknown[] = [];
    const tokens: (string | null)[] = [];
    const { user } = renderApp('/', {
      user: multi,
      handlers: [
        // The BFF remembers the choice: later user calls answer the chosen account.
        http.post('*/v1/users/my', () => HttpResponse.json({ data: multi })),
        http.put('*/v1/users/member-info', async ({ request }) => {
          const body = (await request.json()) as { ssoSubscriptionId: string };
          sent.push(body);
          tokens.push(request.headers.get(CSRF_HEADER));
          multi = { ...multi, ssoSubscriptionId: body.ssoSubscriptionId, accountChoicePending: false };
          return HttpResponse.json({ data: multi });
        }),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'ご利用になるアカウントの選択' });
    await user.click(within(dialog).getByRole('radio', { name: /総務部/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(sent).toEqual([{ ssoSubscriptionId: 'S-0006-02' }]));
    expect(tokens).toEqual(['csrf-test-token']);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'ご利用になるアカウントの選択' })).not.toBeInTheDocument(),
    );
  });

  it('shows an error and stays open when the switch fails', async () => {
    const { user } = renderApp('/', {
      user: userFor('multi'),
      handlers: [
        http.put('*/v1/users/member-info', () =>
          HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status: 500 }),
        ),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'ご利用になるアカウントの選択' });
    await user.click(within(dialog).getByRole('button', { name: 'ログイン' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('アカウントを切り替えられませんでした。');
  });

  it('キャンセル hides it and it stays hidden for this tab', async () => {
    const first = renderApp('/', { user: userFor('multi') });
    const dialog = await screen.findByRole('dialog', { name: 'ご利用になるアカウントの選択' });
    await first.user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(isAccountChooserDismissed()).toBe(true);
    first.unmount();

    renderApp('/faq', { user: userFor('multi') });
    await screen.findByRole('button', { name: /本人/ });
    expect(screen.queryByRole('dialog', { name: 'ご利用になるアカウントの選択' })).not.toBeInTheDocument();
  });

  it('is not shown to members with one account', async () => {
    renderApp('/', { user: userFor('principal', { accountChoicePending: true }) });
    await screen.findByRole('button', { name: /本人/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
