import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointExpiryNoticeResponse } from '@portal/contracts/membership/point-expiry';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/points/expiry-notice: the member's points that expire by the end of next month (Japan time). */
export async function getPointExpiryNotice(signal?: AbortSignal): Promise<PointExpiryNoticeResponse['data']> {
  const body = await apiFetch('/v1/points/expiry-notice', {
    schema: (s) => s.PointExpiryNoticeResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export function pointExpiryNoticeQueryOptions() {
  return queryOptions({
    queryKey: ['points', 'expiry-notice'],
    queryFn: ({ signal }) => getPointExpiryNotice(signal),
  });
}

export function usePointExpiryNotice() {
  return useQuery(pointExpiryNoticeQueryOptions());
}
