import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/points/benepo → data.totalPoint */
export async function getBenepoBalance(signal?: AbortSignal): Promise<number> {
  const body = await apiFetch('/v1/points/benepo', {
    schema: (s) => s.BenepoBalanceResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.totalPoint;
}

export function benepoBalanceQueryOptions() {
  return queryOptions({ queryKey: ['points', 'benepo'], queryFn: ({ signal }) => getBenepoBalance(signal) });
}

export function useBenepoBalance(enabled: boolean) {
  return useQuery({ ...benepoBalanceQueryOptions(), enabled });
}
