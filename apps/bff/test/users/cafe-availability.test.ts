import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/support.ts';

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /v1/users/cafe-availability (checkCafeAvailable)', () => {
  it('answers 401 to a visitor', async () => {
    expect((await t.get('/v1/users/cafe-availability')).statusCode).toBe(401);
  });

  it.each([
    ['principal', 'OK'],
    ['kyutoku', 'OK'],
    ['multi', 'OK'],
    ['family', 'NG'],
    ['club', 'NG'],
    ['healthpoint', 'NG'],
  ])('answers %s with %s, by whether the company offers the cafeteria plan', async (memberId, answer) => {
    const res = await t.get('/v1/users/cafe-availability', await t.loginAs(memberId));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ data: answer });
  });
});
