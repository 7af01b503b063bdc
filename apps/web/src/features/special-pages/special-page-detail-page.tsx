import { useSearchParams } from 'react-router';
import { CmsDocumentPage } from '../../content/components/cms-document-page.tsx';
import {
  isSpecialPageId,
  specialPageDetailQueryOptions,
  useSpecialPageDetail,
} from '../../content/api/get-special-pages.ts';
import { previewStore } from '../../content/preview-state.ts';
import { pageData } from '../../lib/route-data.ts';

/** What a special page renders with (ADR 0032): the page of its `spid`. */
export const loader = pageData(({ url }) => {
  const spId = url.searchParams.get('spid') ?? '';
  return isSpecialPageId(spId) ? [specialPageDetailQueryOptions(spId, previewStore.get())] : [];
});

/** Special page detail (/specialPage/detail?spid={alias}): a full-HTML CMS page. */
export function Component() {
  const [search] = useSearchParams();
  const spId = search.get('spid') ?? '';
  const query = useSpecialPageDetail(spId);
  return <CmsDocumentPage key={spId} query={query} kind="special_page" invalid={!isSpecialPageId(spId)} />;
}
