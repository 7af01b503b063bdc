import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_COOKIES } from '@portal/contracts/cookies';
import { readCookie } from '../../lib/cookies.ts';
import { persistence } from '../../lib/persistence.ts';
import { setLoginHints, userFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

// issue 13 / spec portal.md §3: the shell writes loginInfo for whoever is looking.
const loginInfo = () => JSON.parse(readCookie(CLIENT_COOKIES.loginInfo.name) ?? 'null') as unknown;

describe('the loginInfo cookie', () => {
  it('says a member is signed in, with their contents service id', async () => {
    setLoginHints();
    renderApp('/', { user: userFor('principal') });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(loginInfo()).toEqual({ contentsServiceId: 'LY0001', loginState: true, firstLoginCheckFlag: true }),
    );
  });

  it('says a visitor is not, keeping whether a member’s first login was seen here', async () => {
    persistence.loginInfo.write({ contentsServiceId: 'LY0001', loginState: true, firstLoginCheckFlag: true });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(loginInfo()).toEqual({ contentsServiceId: null, loginState: false, firstLoginCheckFlag: true }),
    );
  });
});
