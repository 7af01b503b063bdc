import { hashKey, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@portal/contracts/config';
import { apiFetch } from '../lib/api-client.ts';
import { setCookieDomain } from '../lib/cookies.ts';

/**
 * GET /v1/config: external base URLs (my-page, hosts, 給トク payment, point services, legal pages), the customer centre
 * and the cookies' domain.
 */
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

/**
 * The cookies the SPA writes take the deployment's domain (GET /v1/config `cookieDomain`, the BFF's COOKIE_DOMAIN):
 * at once from the configuration the server's page carries, and again whenever the configuration is (re)loaded.
 * Returns the unsubscribe.
 */
export function followCookieDomain(queryClient: QueryClient): () => void {
  const { queryKey } = publicConfigQueryOptions();
  const apply = () => {
    const config = queryClient.getQueryData<PublicConfig>(queryKey);
    if (config) setCookieDomain(config.cookieDomain);
  };
  apply();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryHash === hashKey(queryKey)) apply();
  });
}
