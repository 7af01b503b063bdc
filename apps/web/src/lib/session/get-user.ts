import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@portal/contracts/users';
import { apiFetch } from '../api-client.ts';
import { useSession } from './get-session.ts';

/**
 * POST /v1/users/my: answers 401 when not logged in, so the browser asks only once the session says so (the server
 * renderer asks beside the session when the member's hint cookies came with the page: app/routes.tsx).
 */
export async function getUser(signal?: AbortSignal): Promise<User> {
  const body = await apiFetch('/v1/users/my', {
    method: 'POST',
    schema: (s) => s.UserResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export const userQueryKey = ['users', 'my'] as const;

export function userQueryOptions() {
  return queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => getUser(signal), staleTime: 5 * 60_000 });
}

/** The logged-in member, or undefined for visitors (and while loading). */
export function useUser() {
  const session = useSession();
  const authenticated = session.data?.authenticated === true;
  return useQuery({ ...userQueryOptions(), enabled: authenticated });
}
