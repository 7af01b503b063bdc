import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../lib/external-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { userFor } from '../../../testing/fixtures.ts';
import { authStore, requestLogin } from '../../../lib/session/auth-store.ts';
import { withHash, withoutBackUri } from './login-guidance-gate.tsx';

describe('login-guidance modal (search.md §2)', () => {
  it('opens for a logged-out visitor arriving with a safe ?back_uri=, then clears the authenticate flag', async () => {
    renderApp('/?back_uri=%2FmemberStatus');
    const dialog = await screen.findByRole('dialog', { name: 'ログインしてください' });
    expect(within(dialog).getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/v1/top/login?back_uri=%2FmemberStatus',
    );
    expect(authStore.get().status).toBe('unauthenticated');
  });

  it('asks for level 2 at once (acr_value=2) when the destination is a my-page route, so the member logs in once', async () => {
    renderApp('/?back_uri=%2Fmypage%2Fcoupon%3Fsort%3DdisplayFrom');
    const dialog = await screen.findByRole('dialog', { name: 'ログインしてください' });
    expect(within(dialog).getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/v1/top/login?acr_value=2&back_uri=%2Fmypage%2Fcoupon%3Fsort%3DdisplayFrom',
    );
  });

  it('appends the hash to the back_uri of its login link', async () => {
    renderApp('/faq?back_uri=%2Finformation#latest');
    const dialog = await screen.findByRole('dialog', { name: 'ログインしてください' });
    expect(within(dialog).getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/v1/top/login?back_uri=%2Finformation%23latest',
    );
  });

  it('closing it removes back_uri from the query (history replace) and sets auth to unauthenticated', async () => {
    const { user, router } = renderApp('/faq?back_uri=%2FmemberStatus&tab=2');
    const dialog = await screen.findByRole('dialog', { name: 'ログインしてください' });
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ログインしてください' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/faq');
    expect(router.state.location.search).toBe('?tab=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(authStore.get().status).toBe('unauthenticated');
  });

  it('closes on Escape', async () => {
    const { user, router } = renderApp('/?back_uri=%2Ffavorite');
    await screen.findByRole('dialog', { name: 'ログインしてください' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('ignores an unsafe back_uri', async () => {
    renderApp('/?back_uri=https%3A%2F%2Fevil.example');
    await screen.findByRole('banner');
    await screen.findByRole('link', { name: 'ログイン' });
    expect(screen.queryByRole('dialog', { name: 'ログインしてください' })).not.toBeInTheDocument();
  });

  it('does not open for a logged-in member', async () => {
    renderApp('/?back_uri=%2FmemberStatus', { user: userFor('principal') });
    await screen.findByRole('button', { name: /本人/ });
    expect(screen.queryByRole('dialog', { name: 'ログインしてください' })).not.toBeInTheDocument();
  });

  it('opens when a logged-out visitor activates a member-only header entry such as お気に入り', async () => {
    const { user, router } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await screen.findByRole('link', { name: 'ログイン' });
    await user.click(within(banner).getByRole('link', { name: 'お気に入り' }));
    const dialog = await screen.findByRole('dialog', { name: 'ログインしてください' });
    expect(within(dialog).getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/v1/top/login?acr_value=2&back_uri=%2Fmypage%2Ffavorites',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens when the auth store flags authenticate', async () => {
    renderApp('/');
    await screen.findByRole('link', { name: 'ログイン' });
    requestLogin('/memberStatus');
    expect(await screen.findByRole('dialog', { name: 'ログインしてください' })).toBeInTheDocument();
  });
});

describe('login-guidance helpers', () => {
  it('removes only back_uri from the query', () => {
    expect(withoutBackUri('?back_uri=%2Fa&x=1')).toBe('?x=1');
    expect(withoutBackUri('?back_uri=%2Fa')).toBe('');
  });

  it('appends the current hash unless back_uri already has one', () => {
    expect(withHash('/a', '#b')).toBe('/a#b');
    expect(withHash('/a#c', '#b')).toBe('/a#c');
    expect(withHash('/a', '')).toBe('/a');
  });

  it('keeps useStore in sync (sanity)', () => {
    expect(typeof useStore).toBe('function');
  });
});
