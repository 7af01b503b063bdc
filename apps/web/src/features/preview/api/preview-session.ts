import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreviewStatusResponse } from '@portal/contracts/cms';
import { apiFetch } from '../../../lib/api-client.ts';
import { clearPreview } from '../../../content/preview-state.ts';

/** GET /v1/cms/preview/status: whether this browser holds a valid staff preview cookie. */
export async function getPreviewStatus(signal?: AbortSignal) {
  const body = await apiFetch<PreviewStatusResponse>('/v1/cms/preview/status', {
    schema: (s) => s.PreviewStatusResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export function previewStatusQueryOptions() {
  return queryOptions({
    queryKey: ['cms', 'preview-status'],
    queryFn: ({ signal }) => getPreviewStatus(signal),
    staleTime: 0,
  });
}

export function usePreviewStatus() {
  return useQuery(previewStatusQueryOptions());
}

/** POST /v1/cms/preview/end, then leave preview mode here and drop every preview answer. */
export function useEndPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<PreviewStatusResponse>('/v1/cms/preview/end', {
        method: 'POST',
        schema: (s) => s.PreviewStatusResponseSchema,
      }),
    onSuccess: () => {
      clearPreview();
      queryClient.removeQueries({ queryKey: ['cms'] });
    },
  });
}
