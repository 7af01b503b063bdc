import { CmsDocumentPage } from './cms-document-page.tsx';
import { isOtherId, useOtherContent } from '../api/get-other-content.ts';

/** An other page of the CMS (`other_content?other_id`), rendered as a full-HTML page. */
export function OtherContentPage({ otherId }: { otherId: string }) {
  const query = useOtherContent(otherId);
  return <CmsDocumentPage query={query} kind="other_content" invalid={!isOtherId(otherId)} />;
}
