import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OtherContentDocument } from '@portal/contracts/cms';
import { apiFetch } from '../../lib/api-client.ts';
import { usePreview, type PreviewState } from '../preview-state.ts';
import { cmsKey, cmsStaleTime, cmsUrl } from './cms-url.ts';

/** GET /v1/cms/other_content?other_id */
export function getOtherContent(otherId: string, preview: PreviewState | null, signal?: AbortSignal) {
  return apiFetch<OtherContentDocument>(cmsUrl('other_content', { other_id: otherId }, preview), {
    schema: (s) => s.OtherContentDocumentSchema,
    ...(signal ? { signal } : {}),
  });
}

export function otherContentQueryOptions(otherId: string, preview: PreviewState | null) {
  return queryOptions({
    queryKey: cmsKey('other-content', otherId, preview),
    queryFn: ({ signal }) => getOtherContent(otherId, preview, signal),
    staleTime: cmsStaleTime(preview),
  });
}

/** other_id as the contract accepts it; anything else is a missing page without a call. */
export const isOtherId = (value: string) => /^[A-Za-z0-9_-]{1,128}$/.test(value);

export function useOtherContent(otherId: string) {
  return useQuery({ ...otherContentQueryOptions(otherId, usePreview()), enabled: isOtherId(otherId) });
}
