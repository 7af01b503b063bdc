import { operatorHeaders } from '../support/operator.ts';
import { test, expect } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// spec portal.md §4 (automatic end on carrier events) and §9 (benepo in units of 100): the operator API feeds
// them; the member sees the result.
test.describe.configure({ mode: 'serial' });

test.describe('kyutoku (general member, benepo 4,200pt)', () => {
  test.use({ persona: 'kyutoku' });

  test('the point tiles and the history show a use fed by the operator', async ({ page, header, request }) => {
    await expect(header.benepoTile).toContainText('4,200pt');
    const response = await request.post('/v1/operator/points/uses', {
      headers: operatorHeaders(),
      data: {
        memberId: 'kyutoku',
        wallet: 'benepo',
        points: 1200,
        note: 'ベネポ利用（e2e）',
        operationId: `e2e-${Date.now()}`,
      },
    });
    expect(response.status()).toBe(200);
    await page.goto('/memberStatus');
    await expect(header.benepoTile).toContainText('3,000pt');
    await expect(page.getByTestId('point-history-balance')).toContainText('3,000pt');
    await page.getByRole('button', { name: '利用', exact: true }).click();
    await expect(page.getByRole('cell', { name: /ベネポ利用（e2e）/ })).toBeVisible();
    await expectAccessible(page, '/memberStatus, point history');
  });

  test('a number portability out ends the membership and the member sees it', async ({ page, request }) => {
    const response = await request.post('/v1/operator/carrier-events', {
      headers: operatorHeaders(),
      data: { eventId: `e2e-mnp-${Date.now()}`, subscriptionId: 'S-0004-01', kind: 'number_portability_out' },
    });
    expect(await response.json()).toMatchObject({ data: { memberId: 'kyutoku', outcome: 'ended' } });
    await page.goto('/memberStatus');
    await expect(page.getByTestId('member-status')).toContainText('契約終了');
    await expect(page.getByText('番号ポータビリティによる転出により自動的に終了しました。')).toBeVisible();
    await expectAccessible(page, '/memberStatus, ended');
  });
});
