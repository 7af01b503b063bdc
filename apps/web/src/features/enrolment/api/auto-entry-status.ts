import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /v1/serviceusage/auto_entry_status?status=club (spec portal.md §7): whether the member was enrolled with the
 * child-raising club itself (registered after 2020-11-11, §8), so needs no enrolment of their own. Members only: the
 * call answers 401 to a visitor.
 */
export function useAutoEntryStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['membership', 'auto-entry', 'club'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/v1/serviceusage/auto_entry_status?status=club', {
          schema: (s) => s.AutoEntryResponseSchema,
          signal,
        })
      ).data,
    enabled,
  });
}
