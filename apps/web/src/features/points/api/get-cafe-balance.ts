import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/points/cafe → data.appliablePoint (404 when the member has no cafeteria plan). */
export async function getCafeBalance(signal?: AbortSignal): Promise<number> {
  const body = await apiFetch('/v1/points/cafe', {
    schema: (s) => s.CafeBalanceResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.appliablePoint;
}

export function cafeBalanceQueryOptions() {
  return queryOptions({ queryKey: ['points', 'cafe'], queryFn: ({ signal }) => getCafeBalance(signal) });
}

export function useCafeBalance(enabled: boolean) {
  return useQuery({ ...cafeBalanceQueryOptions(), enabled });
}
