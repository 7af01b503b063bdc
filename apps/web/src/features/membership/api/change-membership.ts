import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { serviceUsageStatusKey } from './service-usage-status.ts';

export type MembershipChange = 'continue' | 'cancel_continuation' | 'withdraw';

/**
 * POST /v1/serviceusage/service_usage_status_register (continue) or …_withdrawal (cancel the continuation,
 * withdraw). The server treats a repeat as a replay, so a double click or a resubmission changes nothing.
 */
export async function changeMembership(change: MembershipChange) {
  const path =
    change === 'continue'
      ? '/v1/serviceusage/service_usage_status_register'
      : '/v1/serviceusage/service_usage_status_withdrawal';
  const body = await apiFetch(path, {
    method: 'POST',
    body: { type: change },
    schema: (s) => s.MembershipChangeResponseSchema,
  });
  return body.data;
}

export function useChangeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMembership,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceUsageStatusKey }),
  });
}
