import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { insertSession } from '../../src/modules/auth/repository.ts';
import { createSnapshotCache } from '../../src/modules/cms/cache.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { randomToken, sha256 } from '../../src/lib/tokens.ts';
import { NOW, createTestApp } from '../helpers.ts';
import { PREVIEW_SECRET, fakeCmsSource, jsonApiErrors } from './support.ts';

export const CMS_PUBLIC_URL = 'https://cms.example.jp';

/** A BFF whose CMS is the recorded Payload answers, with a cache on the app's controllable clock. */
export async function createCmsTestApp(
  options: { freshSeconds?: number; staleSeconds?: number; fixtures?: 'hand' | 'recorded' } = {},
) {
  const clock = fixedClock(NOW);
  const source = fakeCmsSource(options.fixtures);
  const cache = createSnapshotCache({
    clock,
    freshSeconds: options.freshSeconds ?? 60,
    staleSeconds: options.staleSeconds ?? 86_400,
  });
  const t = await createTestApp({
    clock,
    cms: { source, cache },
    env: { PREVIEW_TOKEN_SECRET: PREVIEW_SECRET, CMS_PUBLIC_URL },
  });
  return {
    ...t,
    source,
    cache,
    /** A live session of a test member (packages/personas login id); the cookie header to send. */
    async loginAs(memberId: string): Promise<string> {
      const token = randomToken();
      const now = clock.now();
      await insertSession(t.db, {
        id: sha256(token),
        memberId,
        issuer: 'sso',
        level: 1,
        subscriptionId: `S-${memberId}`,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
        userLimitAt: new Date(now.getTime() + 86_400_000),
      });
      return `portal_sid=${token}`;
    },
  };
}

/** A 200 answer: parsed by the contract's schema (strictly equal) and valid JSON:API 1.1. */
export function expectDocument<S extends z.ZodType>(
  res: LightMyRequestResponse,
  schema: S,
  jsonApiPart: (body: z.output<S>) => unknown = (body) => body,
): z.output<S> {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<unknown>();
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  expect(jsonApiErrors(jsonApiPart(parsed))).toEqual([]);
  return parsed;
}
