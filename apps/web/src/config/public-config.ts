import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@portal/contracts/config';
import { apiFetch } from '../lib/api-client.ts';

/** GET /v1/config: external base URLs (my-page, hosts, 給トク payment, point services, legal pages). */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const body = await apiFetch('/v1/config', {
    schema: (s) => s.PublicConfigResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: ({ signal }) => getPublicConfig(signal), staleTime: Infinity });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
