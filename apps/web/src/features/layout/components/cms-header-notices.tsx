import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderFooter } from '../../../content/api/get-header-footer.ts';
import { CmsHtml } from '../../../content/components/cms-html.tsx';
import { NOTICES_CLASS, NOTICE_TEXT_CLASS } from './header-notices.tsx';

/**
 * The editors' header notices (header_footer?bsCode=CR → field_header, spec portal.md §3, search.md §7), sanitised,
 * in a strip under the header bar. While the answer is on its way, the room held for them (`pending`); nothing when the
 * CMS fails or the field is empty.
 */
export function CmsHeaderNotices({ pending = null }: { pending?: ReactNode }) {
  const { t } = useTranslation('layout');
  const query = useHeaderFooter();
  if (query.isPending) return pending;
  const html = query.data?.data?.attributes.field_header;
  if (!html?.trim()) return null;
  return (
    <section aria-label={t('header.notices')} data-slot="cms-header" className={NOTICES_CLASS}>
      <CmsHtml html={html} className={`${NOTICE_TEXT_CLASS} [&_p]:my-0! [&_p+p]:mt-1!`} />
    </section>
  );
}
