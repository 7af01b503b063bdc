import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentResponse } from '@portal/contracts/membership/service-usage';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/top/terms_information: the terms record (HTML sanitised by the BFF, and again before the DOM). */
export function termsQueryOptions() {
  return queryOptions({
    queryKey: ['membership', 'terms'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/v1/top/terms_information', { schema: (s) => s.TermsInformationResponseSchema, signal })).data,
  });
}

export function useTerms(enabled: boolean) {
  return useQuery({ ...termsQueryOptions(), enabled });
}

/** GET /v1/top/agreeterms/check: whether the member agreed to the current version. */
export function useConsent() {
  return useQuery({
    queryKey: ['membership', 'consent'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/v1/top/agreeterms/check', { schema: (s) => s.ConsentResponseSchema, signal })).data,
    staleTime: 0,
  });
}

/** GET /v1/top/process: the application check — which enrolment screen comes next. */
export function useEnrolmentCheck() {
  return useQuery({
    queryKey: ['membership', 'process'],
    queryFn: async ({ signal }): Promise<EnrolmentResponse['data']> =>
      (await apiFetch('/v1/top/process', { schema: (s) => s.EnrolmentResponseSchema, signal })).data,
    staleTime: 0,
  });
}

/** POST /v1/serviceusage/agree_terms_register, then the application is submitted (isSubscribe true). */
export function useAgreeTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (terms: { userPolicyId: string; userPolicyVer: string }) => {
      await apiFetch('/v1/serviceusage/agree_terms_register', {
        method: 'POST',
        body: terms,
        schema: (s) => s.ConsentResponseSchema,
      });
      return (await apiFetch('/v1/top/process', { schema: (s) => s.EnrolmentResponseSchema })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['membership'] }),
  });
}

/** POST /v1/top/register: the enrolment; the same session sending it again gets the same answer. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiFetch('/v1/top/register', {
          method: 'POST',
          body: { isSubscribe: true },
          schema: (s) => s.EnrolmentResponseSchema,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['membership'] }),
  });
}
