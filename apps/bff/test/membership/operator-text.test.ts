import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN, createMembershipTestApp } from './support.ts';

// issue 14: the operator API's identifiers and notes reach the database. A NUL (PostgreSQL cannot store it in text)
// or a lone surrogate after a multi-byte character (the embedded PGlite fails to encode it) answered 500; a line
// break would end up in the logs. They are refused as any other invalid body: 400 invalid_request.

let t: Awaited<ReturnType<typeof createMembershipTestApp>>;
beforeAll(async () => {
  t = await createMembershipTestApp();
});
afterAll(async () => {
  await t?.close();
});

const POINTS = { memberId: 'noname', wallet: 'benepo', points: 100, note: '', operationId: 'op-text-1' };
const EVENT = { eventId: 'evt-text-1', memberId: 'noname', kind: 'phone_number_change' };

function maintenance(body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/v1/operator/maintenance',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    payload: body as object,
  });
}

describe('operator API: text the database cannot store', () => {
  it.each([
    ['carrier-events', { ...EVENT, eventId: 'evt\u0000' }],
    ['carrier-events', { ...EVENT, memberId: 'あ\udc00\ud800' }],
    ['carrier-events', { ...EVENT, subscriptionId: 'S-\u0000' }],
    ['points/grants', { ...POINTS, memberId: 'noname\u0000' }],
    ['points/grants', { ...POINTS, note: '付与\u0000' }],
    ['points/grants', { ...POINTS, note: 'first line\r\nsecond line' }],
    ['points/grants', { ...POINTS, operationId: 'あ\udc00\ud800' }],
    ['points/uses', { ...POINTS, operationId: 'op\u0000' }],
    ['points/uses', { ...POINTS, note: '利用\ud800' }],
  ])('POST /v1/operator/%s %j answers 400', async (path, body) => {
    const res = await t.operator(path, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message: '入力内容に誤りがあります。' } });
  });

  it.each(['a\u0000b', 'あ\udc00\ud800', 'line\nbreak'])(
    'PUT /v1/operator/maintenance with the note %j answers 400',
    async (note) => {
      const res = await maintenance({ enabled: false, note });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'invalid_request', message: '入力内容に誤りがあります。' } });
    },
  );

  it('still takes Japanese notes, emoji and the usual identifiers', async () => {
    const grant = await t.operator('points/grants', {
      ...POINTS,
      note: '宿泊利用分の付与 👍',
      operationId: 'op-text-ok',
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const off = await maintenance({ enabled: false, note: '定期メンテナンス終了（担当: 運用）' });
    expect(off.statusCode, off.body).toBe(200);
  });
});
