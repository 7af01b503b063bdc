import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { BuildAppOptions } from '../../src/app.ts';
import { createSnapshotCache } from '../../src/modules/cms/cache.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { NOW, createTestApp, startMemberSession } from '../helpers.ts';
import { PREVIEW_SECRET, fakeCmsSource, jsonApiErrors } from './support.ts';

export const CMS_PUBLIC_URL = 'https://cms.example.jp';

/** A BFF whose CMS is the recorded Payload answers, with a cache on the app's controllable clock. */
export async function createCmsTestApp(
  options: {
    freshSeconds?: number;
    staleSeconds?: number;
    fixtures?: 'hand' | 'recorded';
    env?: Record<string, string>;
    logger?: BuildAppOptions['logger'];
  } = {},
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
    env: { PREVIEW_TOKEN_SECRET: PREVIEW_SECRET, CMS_PUBLIC_URL, ...options.env },
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    ...t,
    source,
    cache,
    /** A live session of a test member (packages/personas login id); the cookie header to send. */
    async loginAs(memberId: string): Promise<string> {
      const { token } = await startMemberSession(t, memberId);
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
