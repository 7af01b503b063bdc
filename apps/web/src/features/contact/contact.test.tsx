import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { HINT_COOKIES } from '@portal/contracts/cookies';
import { CONTACT_MESSAGES } from '@portal/contracts/contact/messages';
import jaContact from '../../locales/ja/contact.json';
import enContact from '../../locales/en/contact.json';
import { FORM_DRAFT_KEYS, submissionKeyStorageKey } from '../../lib/form-drafts.ts';
import { clearFormDraft, draftSubmissionKey, readFormDraft, writeFormDraft } from './drafts.ts';
import { userFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/`;
};
const loginHints = () => {
  const inOneHour = String(Date.now() + 3_600_000);
  setCookie(HINT_COOKIES.level1, inOneHour);
  setCookie(HINT_COOKIES.userLimit, inOneHour);
};

afterEach(() => window.localStorage.clear());

describe('contact locale resources', () => {
  it('has the same keys in Japanese and English', () => {
    expect(keysOf(enContact).sort()).toEqual(keysOf(jaContact).sort());
  });

  it('gives every message of the contracts in the Japanese of the spec, exactly', () => {
    expect(jaContact.errors).toEqual(CONTACT_MESSAGES);
  });
});

/** A filled-in mail inquiry, as the form leaves it in the draft. */
const TARO_INQUIRY = {
  category: 'points',
  inquiryText: 'ベネポについて',
  name: '山田 太郎',
  nameKana: 'ヤマダ　タロウ',
  postalCode: '1000001',
  prefecture: '13',
  address: '',
  contactType: 'mobile',
  tel: '09012345678',
  email: 'taro@example.jp',
  emailConfirm: 'taro@example.jp',
  privacyConsent: true,
};

const receipt = (id: string) =>
  HttpResponse.json({ data: { id, receivedAt: '2026-11-21T03:00:00.000Z' } }, { status: 201 });

describe('mail inquiry', () => {
  it('shows every message inline next to its input, marks the inputs and moves focus to the first one', async () => {
    const { user } = renderApp('/mail');
    await user.click(await screen.findByRole('button', { name: '確認画面へ進む' }));
    expect(await screen.findByText('お問合せ内容をご選択ください。')).toBeInTheDocument();
    expect(screen.getByText('お問合せ内容をご入力ください。')).toBeInTheDocument();
    expect(screen.getByText('個人情報のお取り扱いに同意いただけない場合は投稿できません。')).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: /お問合せ内容/ });
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveAccessibleDescription('お問合せ内容をご選択ください。');
    await waitFor(() => expect(category).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容に誤りがあります。');
  });

  it('shows the mismatch of the confirmation address', async () => {
    const { user } = renderApp('/mail');
    await user.type(await screen.findByRole('textbox', { name: /^メールアドレス必須/ }), 'taro@example.jp');
    await user.type(screen.getByRole('textbox', { name: /メールアドレス（確認用）/ }), 'taro@example.com');
    await user.click(screen.getByRole('button', { name: '確認画面へ進む' }));
    expect(await screen.findByText('メールアドレスとメールアドレス（確認用）が一致しません。')).toBeInTheDocument();
  });

  it('fills prefecture and address from a 7-digit postal number', async () => {
    const { user } = renderApp('/mail', {
      handlers: [
        http.get('*/v1/contact/postal-codes/1000001', () =>
          HttpResponse.json({
            data: {
              postalCode: '1000001',
              addresses: [{ prefecture: '13', prefectureName: '東京都', city: '千代田区', town: '千代田' }],
            },
          }),
        ),
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: /郵便番号/ }), '1000001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /都道府県/ })).toHaveValue('13'));
    expect(screen.getByRole('textbox', { name: /ご住所/ })).toHaveValue('千代田区千代田');
    expect(screen.getByText('郵便番号から都道府県とご住所を入力しました。')).toBeInTheDocument();
  });

  it('keeps a half-finished form in this browser and restores it on return', async () => {
    const first = renderApp('/mail');
    await first.user.type(await screen.findByRole('textbox', { name: /お名前必須/ }), '山田');
    await waitFor(() => expect(readFormDraft<{ name: string }>('mail')?.name).toBe('山田'));
    expect(document.cookie).not.toContain('山田');
    first.unmount();
    renderApp('/mail');
    expect(await screen.findByRole('textbox', { name: /お名前必須/ })).toHaveValue('山田');
    expect(screen.getByRole('status')).toHaveTextContent('前回の入力内容を復元しました。');
  });

  it("starts a member's form with the member's name and address, but not the confirmation", async () => {
    renderApp('/mail', { user: userFor('principal') });
    const name = await screen.findByRole('textbox', { name: /お名前必須/ });
    await waitFor(() => expect(name).toHaveValue('山田 太郎'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^メールアドレス必須/ })).toHaveValue('taro.yamada@example.jp'),
    );
    expect(screen.getByRole('textbox', { name: /メールアドレス（確認用）/ })).toHaveValue('');
  });

  it('forgets a draft older than 7 days', () => {
    writeFormDraft('mail', { name: '山田' }, new Date(Date.now() - 8 * 24 * 3_600_000));
    expect(readFormDraft('mail')).toBeUndefined();
    expect(window.localStorage.getItem(FORM_DRAFT_KEYS.mail)).toBeNull();
  });

  it('confirms, sends and reaches the finish screen; the draft is cleared', async () => {
    writeFormDraft('mail', { ...TARO_INQUIRY, inquiryText: '<b>ベネポ</b>について' });
    let sent: unknown;
    let sentKey: string | null = null;
    const { user } = renderApp('/mailConfirm', {
      handlers: [
        http.post('*/v1/contact/inquiries', async ({ request }) => {
          sent = await request.json();
          sentKey = request.headers.get('idempotency-key');
          return receipt('INQ-20261121-ABCDEF');
        }),
      ],
    });
    expect(await screen.findByText('<b>ベネポ</b>について')).toBeInTheDocument();
    expect(screen.getByText('ベネポ・カフェポイントについて')).toBeInTheDocument();
    expect(screen.getByText('東京都')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('heading', { name: 'お問合せを受け付けました' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-id')).toHaveTextContent('INQ-20261121-ABCDEF');
    expect(sent).toMatchObject({ category: 'points', email: 'taro@example.jp' });
    expect(sentKey).toMatch(/^[0-9a-f]{36}$/);
    expect(readFormDraft('mail')).toBeUndefined();
    expect(window.localStorage.getItem(submissionKeyStorageKey('mail'))).toBeNull();
  });

  it('promises no mail on the finish screen when the BFF left the acknowledgement out (issue 33)', async () => {
    writeFormDraft('mail', TARO_INQUIRY);
    const { user } = renderApp('/mailConfirm', {
      handlers: [
        http.post('*/v1/contact/inquiries', () =>
          HttpResponse.json(
            {
              data: { id: 'INQ-20261121-GHJKLM', receivedAt: '2026-11-21T03:00:00.000Z', acknowledgementMailed: false },
            },
            { status: 201 },
          ),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('heading', { name: 'お問合せを受け付けました' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-id')).toHaveTextContent('INQ-20261121-GHJKLM');
    expect(screen.getByText(jaContact.inquiry.finishTextWithoutMail)).toBeInTheDocument();
    expect(screen.queryByText(jaContact.inquiry.finishText)).not.toBeInTheDocument();
  });

  it('says so when the BFF is busy (429) and keeps the draft', async () => {
    writeFormDraft('mail', {
      category: 'other',
      inquiryText: 'a',
      name: 'a',
      nameKana: 'ア',
      postalCode: '1',
      prefecture: '',
      address: '',
      contactType: 'home',
      tel: '1',
      email: 'a@example.jp',
      emailConfirm: 'a@example.jp',
      privacyConsent: true,
    });
    const { user } = renderApp('/mailConfirm', {
      handlers: [
        http.post('*/v1/contact/inquiries', () =>
          HttpResponse.json({ error: { code: 'too_many_requests', message: '…' } }, { status: 429 }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ただいま大変混み合っております。しばらくたってから再度お試しください。',
    );
    expect(readFormDraft('mail')).toBeDefined();
  });

  it('sends a draft again with the same submission key (issue 14): a retry is the same inquiry', () => {
    const first = draftSubmissionKey('mail');
    expect(draftSubmissionKey('mail')).toBe(first);
    clearFormDraft('mail');
    expect(draftSubmissionKey('mail')).not.toBe(first);
  });

  it('sends a visitor arriving at the confirm screen without a draft back to the form', async () => {
    const { router } = renderApp('/mailConfirm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mail'));
  });
});

describe('opinion box', () => {
  it('shows a text for each ticked choice and the spec messages', async () => {
    loginHints();
    const { user } = renderApp('/opinion', { user: userFor('principal') });
    await user.click(await screen.findByRole('button', { name: '確認画面へ進む' }));
    expect(await screen.findByText('ご意見を記載ください。')).toBeInTheDocument();
    expect(screen.getByText('性別を選択してください。')).toBeInTheDocument();
    expect(screen.getByText('年代を選択してください。')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '優待・特典について' })).toHaveFocus());

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '優待・特典について' }));
    await user.click(screen.getByRole('checkbox', { name: 'その他のご意見' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('confirms and registers the ticked texts only', async () => {
    loginHints();
    writeFormDraft('opinion', {
      topics: {
        service: { selected: true, text: 'クーポンを増やしてください' },
        usability: { selected: false, text: '送らない下書き' },
        other: { selected: false, text: '' },
      },
      gender: 'woman',
      ageBand: '60s-plus',
    });
    let sent: unknown;
    const { user } = renderApp('/opinionConfirm', {
      user: userFor('principal'),
      handlers: [
        http.post('*/v1/contact/opinions', async ({ request }) => {
          sent = await request.json();
          return receipt('OPN-20261121-ABCDEF');
        }),
      ],
    });
    expect(await screen.findByText('クーポンを増やしてください')).toBeInTheDocument();
    expect(screen.queryByText('送らない下書き')).not.toBeInTheDocument();
    expect(screen.getByText('60代以上')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByRole('heading', { name: 'ご意見を承りました' })).toBeInTheDocument();
    expect(sent).toEqual({ comments: { service: 'クーポンを増やしてください' }, gender: 'woman', ageBand: '60s-plus' });
    expect(readFormDraft('opinion')).toBeUndefined();
    const steps = screen.getByRole('navigation', { name: 'お手続きの流れ' });
    expect(within(steps).getByText('完了').closest('li')).toHaveAttribute('aria-current', 'step');
  });
});
