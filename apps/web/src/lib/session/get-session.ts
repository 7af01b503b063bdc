import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@portal/contracts/session';
import { apiFetch, setCsrfToken } from '../api-client.ts';

export type Session = SessionResponse['data'];

/** GET /v1/top/session: never 401; tells whether the visitor is logged in and hands out the CSRF token. */
export async function getSession(signal?: AbortSignal): Promise<Session> {
  const body = await apiFetch('/v1/top/session', {
    schema: (s) => s.SessionResponseSchema,
    ...(signal ? { signal } : {}),
  });
  setCsrfToken(body.data.csrfToken);
  return body.data;
}

export const sessionQueryKey = ['session'] as const;

export function sessionQueryOptions() {
  return queryOptions({ queryKey: sessionQueryKey, queryFn: ({ signal }) => getSession(signal), staleTime: 60_000 });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
