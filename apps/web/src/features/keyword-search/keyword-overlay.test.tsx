import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildSiteKeywordUrl } from '@portal/contracts/search/urls';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { testConfig } from '../../testing/fixtures.ts';
import { server } from '../../testing/msw-server.ts';
import { renderUi } from '../../testing/render-ui.tsx';
import { KeywordSearchButton } from './keyword-search-button.tsx';

// spec search.md §2: site-wide keyword overlay → /menus?keyword= on the life host, only when non-empty.

async function openOverlay() {
  server.use(http.get('*/v1/config', () => HttpResponse.json({ data: testConfig })));
  const view = renderUi(<KeywordSearchButton className="" />);
  await view.user.click(screen.getByRole('button', { name: 'キーワード検索' }));
  const dialog = await screen.findByRole('dialog', { name: 'キーワードで探す' });
  const input = screen.getByRole('searchbox', { name: 'キーワード' });
  // The search needs the life host from /v1/config: on a busy machine Enter could come before its answer.
  await waitFor(() => expect(view.queryClient.getQueryData(['config'])).toBeDefined());
  return { ...view, dialog, input };
}

describe('keyword overlay', () => {
  it('opens a modal with the keyword input focused', async () => {
    const { input } = await openOverlay();
    expect(input).toHaveFocus();
  });

  it('keeps at most 100 characters, counted as code points (spec search.md §9): 100 accepted, the 101st refused', async () => {
    const { user, input } = await openOverlay();
    await user.paste('あ'.repeat(101));
    expect(input).toHaveValue('あ'.repeat(100));
    await user.clear(input);
    // 100 surrogate pairs are 200 UTF-16 units: a maxlength of 100 would have kept 50 of them.
    await user.paste('𠮷'.repeat(101));
    expect(input).toHaveValue('𠮷'.repeat(100));
    await user.type(input, '{Enter}');
    expect(browserNavigation.assign).toHaveBeenCalledWith(
      buildSiteKeywordUrl(testConfig.lifeHostUrl, '𠮷'.repeat(100)),
    );
  });

  it('navigates to {life host}/menus?keyword=… when the keyword is non-empty', async () => {
    const { user, input } = await openOverlay();
    await user.type(input, '温泉 旅館{Enter}');
    expect(browserNavigation.assign).toHaveBeenCalledTimes(1);
    expect(browserNavigation.assign).toHaveBeenCalledWith(buildSiteKeywordUrl(testConfig.lifeHostUrl, '温泉 旅館'));
    expect(vi.mocked(browserNavigation.assign).mock.calls[0]?.[0]).toMatch(
      /^https:\/\/life\.example\.test\/menus\?keyword=/,
    );
  });

  it.each([[''], ['   ']])('does not navigate with the keyword %j', async (keyword) => {
    const { user, input } = await openOverlay();
    if (keyword) await user.type(input, keyword);
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(browserNavigation.assign).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape and on 閉じる', async () => {
    const { user } = await openOverlay();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'キーワード検索' }));
    await user.click(await screen.findByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
