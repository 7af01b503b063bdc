import { useQueryClient } from '@tanstack/react-query';
import type { CmsLocationCode } from '@portal/contracts/cms';
import { usePreview } from '../preview-state.ts';
import { blockContentsQueryOptions } from '../api/get-block-contents.ts';
import { useScopedCssList } from '../scoped-css.ts';

/** The scope of a block's css_code, `[data-cms-scope="block-<id>"]`. */
export const blockScope = (id: string | number): string => `block-${id}`;

/**
 * The css_code of a location's blocks, applied by the page itself: blocks that the server renders and the browser
 * hydrates at the member's first act (ADR 0018) look as edited from the start, not only once their code has come.
 * The blocks adopt the same sheets, once. It reads the answer the page arrived with and does not ask for it: blocks
 * that load later (a client-side navigation) apply their css_code themselves.
 */
export function BlockContentsCss({ locationCode }: { locationCode: CmsLocationCode }) {
  const data = useQueryClient().getQueryData(blockContentsQueryOptions(locationCode, usePreview()).queryKey);
  useScopedCssList(
    (data?.data ?? []).map((block) => ({ scope: blockScope(block.id), css: block.attributes.css_code })),
  );
  return null;
}
