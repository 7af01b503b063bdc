import { useQuery } from '@tanstack/react-query';
import { CafeAvailabilityResponseSchema } from '@portal/contracts/catalog';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/users/cafe-availability (checkCafeAvailable): true only for an answer of 'OK'; failures are false. */
export async function getCafeAvailability(signal?: AbortSignal): Promise<boolean> {
  try {
    const body = await apiFetch('/v1/users/cafe-availability', {
      schema: () => CafeAvailabilityResponseSchema,
      ...(signal ? { signal } : {}),
    });
    return body.data === 'OK';
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

/** Asked only for a signed-in principal: the cafe link needs both (spec search.md §6). */
export function useCafeAvailability(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'cafe-availability'],
    queryFn: ({ signal }) => getCafeAvailability(signal),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
