import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractInfoItem } from '@portal/contracts/users';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSession } from './get-session.ts';

/** POST /v1/users/contract-info: the member's carrier contracts and their subscriptions. */
export async function getContractInfo(signal?: AbortSignal): Promise<ContractInfoItem[]> {
  const body = await apiFetch('/v1/users/contract-info', {
    method: 'POST',
    schema: (s) => s.ContractInfoResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.contractInfo;
}

export function contractInfoQueryOptions() {
  return queryOptions({ queryKey: ['users', 'contract-info'], queryFn: ({ signal }) => getContractInfo(signal) });
}

export function useContractInfo() {
  const session = useSession();
  return useQuery({ ...contractInfoQueryOptions(), enabled: session.data?.authenticated === true });
}
