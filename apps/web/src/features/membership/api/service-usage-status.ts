import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceUsageStatus } from '@portal/contracts/membership/service-usage';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/serviceusage/service_usage_status: the contract as the server sees it today (Japan time). */
export async function getServiceUsageStatus(signal?: AbortSignal): Promise<ServiceUsageStatus> {
  const body = await apiFetch('/v1/serviceusage/service_usage_status', {
    schema: (s) => s.ServiceUsageStatusResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export const serviceUsageStatusKey = ['membership', 'status'] as const;

export function serviceUsageStatusQueryOptions() {
  return queryOptions({
    queryKey: serviceUsageStatusKey,
    queryFn: ({ signal }) => getServiceUsageStatus(signal),
    // Always from the server: back, forward and reload show what happened, never client memory.
    staleTime: 0,
  });
}

export function useServiceUsageStatus() {
  return useQuery(serviceUsageStatusQueryOptions());
}
