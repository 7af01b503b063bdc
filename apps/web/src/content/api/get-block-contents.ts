import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockContentsDocument, CmsLocationCode } from '@portal/contracts/cms';
import { apiFetch } from '../../lib/api-client.ts';
import { usePreview, type PreviewState } from '../preview-state.ts';
import { cmsKey, cmsStaleTime, cmsUrl } from './cms-url.ts';

/** GET /v1/cms/block_contents?locationCode (top, or the category route name). */
export function getBlockContents(locationCode: CmsLocationCode, preview: PreviewState | null, signal?: AbortSignal) {
  return apiFetch<BlockContentsDocument>(cmsUrl('block_contents', { locationCode }, preview), {
    schema: (s) => s.BlockContentsDocumentSchema,
    ...(signal ? { signal } : {}),
  });
}

export function blockContentsQueryOptions(locationCode: CmsLocationCode, preview: PreviewState | null) {
  return queryOptions({
    queryKey: cmsKey('block-contents', locationCode, preview),
    queryFn: ({ signal }) => getBlockContents(locationCode, preview, signal),
    staleTime: cmsStaleTime(preview),
  });
}

export function useBlockContents(locationCode: CmsLocationCode) {
  return useQuery(blockContentsQueryOptions(locationCode, usePreview()));
}
