import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@portal/contracts/cookies';
import jaTutorial from '../../locales/ja/tutorial.json';
import enTutorial from '../../locales/en/tutorial.json';
import { renderApp } from '../../testing/render-app.tsx';

// issue 13 "the tutorial": offered once on a first visit, in four steps, and reopened from the guide (docs/tutorial.md).

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
    : [prefix];

/** The member moves the pointer (again, until the page listens): the offer comes at the first act. */
async function actUntilOffered(): Promise<HTMLElement> {
  let offer: HTMLElement | null = null;
  await waitFor(
    () => {
      window.dispatchEvent(new Event('pointermove'));
      offer = screen.getByRole('complementary', { name: 'はじめてご利用の方へ' });
    },
    { timeout: 8_000 },
  );
  return offer!;
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('the tutorial', () => {
  it('has the same texts in Japanese and English', () => {
    expect(keysOf(enTutorial).sort()).toEqual(keysOf(jaTutorial).sort());
  });

  it('is offered on a first visit at the member’s first act; four steps forward and back; 「はじめる」 ends it for good', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'はじめてご利用の方へ' })).not.toBeInTheDocument();
    const offer = await actUntilOffered();
    await user.click(within(offer).getByRole('button', { name: 'チュートリアルを見る' }));
    const dialog = await screen.findByRole('dialog', { name: 'ライフエールの使い方' });
    expect(within(dialog).getByText('4ステップ中1ステップ目')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: '優待を探す' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '前へ' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '次へ' }));
    expect(within(dialog).getByRole('heading', { name: 'お気に入りに保存する' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '前へ' }));
    expect(within(dialog).getByRole('heading', { name: '優待を探す' })).toBeInTheDocument();
    for (let step = 0; step < 3; step++) await user.click(within(dialog).getByRole('button', { name: '次へ' }));
    expect(within(dialog).getByText('4ステップ中4ステップ目')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'ベネポを貯める・使う' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'はじめる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('complementary', { name: 'はじめてご利用の方へ' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.tutorial)).toBe('{"done":true}');
  });

  it('is offered once: dismissed, it does not come back', async () => {
    const first = renderApp('/');
    await first.user.click(within(await actUntilOffered()).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('complementary', { name: 'はじめてご利用の方へ' })).not.toBeInTheDocument();
    first.unmount();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'はじめてご利用の方へ' })).not.toBeInTheDocument();
  });

  it('opens again from the user guide (goriyou), whatever was done before', async () => {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.tutorial, '{"done":true}');
    const { user } = renderApp('/otherPage?other_id=goriyou');
    await user.click(await screen.findByRole('button', { name: 'チュートリアルを見る' }));
    const dialog = await screen.findByRole('dialog', { name: 'ライフエールの使い方' });
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
