import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PointCommandType } from '@portal/contracts/membership/points';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/points/{wallet}/history?commandType (1 all, 2 grants, 3 uses, 4 expiries) → data.totalPoint and entries. */
export function pointHistoryQueryOptions(wallet: 'benepo' | 'cafe', commandType: PointCommandType, page: number) {
  return queryOptions({
    queryKey: ['points', wallet, 'history', commandType, page],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/v1/points/${wallet}/history?commandType=${commandType}&page=${page}&size=10`, {
          schema: (s) => s.PointHistoryResponseSchema,
          signal,
        })
      ).data,
  });
}

export function usePointHistory(wallet: 'benepo' | 'cafe', commandType: PointCommandType, page: number) {
  return useQuery({ ...pointHistoryQueryOptions(wallet, commandType, page), placeholderData: keepPreviousData });
}
