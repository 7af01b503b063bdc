import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

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

export function useBenepoBalance(enabled: boolean) {
  return useQuery({ ...benepoBalanceQueryOptions(), enabled });
}

export function useCafeBalance(enabled: boolean) {
  return useQuery({ ...cafeBalanceQueryOptions(), enabled });
}
