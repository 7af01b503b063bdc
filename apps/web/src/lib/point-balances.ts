import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { userQueryKey } from './session/get-user.ts';

/** GET /v1/points/benepo → data.totalPoint */
export async function getBenepoBalance(signal?: AbortSignal): Promise<number> {
  const body = await apiFetch('/v1/points/benepo', {
    schema: (s) => s.BenepoBalanceResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.totalPoint;
}

/** GET /v1/points/cafe → data.appliablePoint (404 when the member has no cafeteria plan). */
export async function getCafeBalance(signal?: AbortSignal): Promise<number> {
  const body = await apiFetch('/v1/points/cafe', {
    schema: (s) => s.CafeBalanceResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.appliablePoint;
}

export function benepoBalanceQueryOptions() {
  return queryOptions({ queryKey: ['points', 'benepo'], queryFn: ({ signal }) => getBenepoBalance(signal) });
}

export function cafeBalanceQueryOptions() {
  return queryOptions({ queryKey: ['points', 'cafe'], queryFn: ({ signal }) => getCafeBalance(signal) });
}

/**
 * A balance as the member's record gave it (POST /v1/users/my reads the same ledger balances, `totalPoint` and
 * `cafePoint`), as of when that record answered: the tiles show it without asking again, and ask once it is stale
 * (the queries' usual freshness), as after any change of points (their key is invalidated).
 */
function useSeed(balance: number | null | undefined) {
  const queryClient = useQueryClient();
  return {
    initialData: balance ?? undefined,
    initialDataUpdatedAt: () => queryClient.getQueryState(userQueryKey)?.dataUpdatedAt,
  };
}

/** The ベネポ balance, seeded from the member's record (`user.totalPoint`). */
export function useBenepoBalance(enabled: boolean, seed: number | null | undefined) {
  return useQuery({ ...benepoBalanceQueryOptions(), ...useSeed(seed), enabled });
}

/** The cafe point balance, seeded from the member's record (`user.cafePoint`, null without a cafeteria plan). */
export function useCafeBalance(enabled: boolean, seed: number | null | undefined) {
  return useQuery({ ...cafeBalanceQueryOptions(), ...useSeed(seed), enabled });
}
