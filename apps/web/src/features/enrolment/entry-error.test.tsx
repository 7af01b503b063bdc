import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setLoginHints, userFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

// spec portal.md §8 entry error (認証エラー: not eligible; those registered to the club after 2020-11-11 need no
// separate enrolment) and §7 GET /v1/serviceusage/auto_entry_status?status.

function autoEntryApi(autoEntry: boolean) {
  const asked: string[] = [];
  const handler = http.get('*/v1/serviceusage/auto_entry_status', ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({ data: { autoEntry, since: '2020-11-11' } });
  });
  return { asked, handler };
}

describe('/entry-error asks auto_entry_status for a signed-in member', () => {
  it('tells a club member enrolled with the club that they are enrolled already, with the way to their status', async () => {
    setLoginHints();
    const api = autoEntryApi(true);
    renderApp('/entry-error', { user: userFor('club'), handlers: [api.handler] });
    expect(await screen.findByText('お客さまは子育て応援クラブへのご登録により', { exact: false })).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: '会員ステータスを見る' })).toHaveAttribute('href', '/memberStatus');
    expect(api.asked).toEqual(['?status=club']);
  });

  it('keeps the not-eligible text alone for a member the club did not enrol', async () => {
    setLoginHints();
    const api = autoEntryApi(false);
    renderApp('/entry-error', { user: userFor('principal'), handlers: [api.handler] });
    await waitFor(() => expect(api.asked).toEqual(['?status=club']));
    expect(screen.getByText('ご利用条件を満たしていないため、ご入会いただけません。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '会員ステータスを見る' })).not.toBeInTheDocument();
  });

  it('does not ask for a visitor (the call is a member’s)', async () => {
    const api = autoEntryApi(true);
    renderApp('/entry-error', { handlers: [api.handler] });
    expect(await screen.findByText('ご利用条件を満たしていないため、ご入会いただけません。')).toBeInTheDocument();
    expect(api.asked).toEqual([]);
    expect(screen.queryByText('お客さまは子育て応援クラブへのご登録により', { exact: false })).not.toBeInTheDocument();
  });
});
