import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { createTestApp, startMemberSession } from '../helpers.ts';

/** A BFF on a seeded database, with a way to sign in as a test member (packages/personas login id). */
export async function createCatalogTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  return {
    ...t,
    async get(url: string, cookie?: string) {
      return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    },
    /** A live level-1 session of the member; the cookie header to send. */
    async loginAs(memberId: string): Promise<string> {
      const { token } = await startMemberSession(t, memberId);
      return `portal_sid=${token}`;
    },
  };
}

/** A 200 answer parsed strictly by its contract: nothing more on the wire than the schema names. */
export function expectContract<S extends z.ZodType>(res: LightMyRequestResponse, schema: S): z.output<S> {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<unknown>();
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}

/** The error answer of a rejected query. */
export function expectInvalidRequest(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error: { code: 'invalid_request', message: '入力内容に誤りがあります。' } });
}
