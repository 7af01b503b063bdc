import { useSearchParams } from 'react-router';
import { CmsDocumentPage } from '../../content/components/cms-document-page.tsx';
import { isSpecialPageId, useSpecialPageDetail } from '../../content/api/get-special-pages.ts';

/** Special page detail (/specialPage/detail?spid={alias}): a full-HTML CMS page. */
export function Component() {
  const [search] = useSearchParams();
  const spId = search.get('spid') ?? '';
  const query = useSpecialPageDetail(spId);
  return <CmsDocumentPage key={spId} query={query} kind="special_page" invalid={!isSpecialPageId(spId)} />;
}
