import { CmsHtml } from '../../../content/components/cms-html.tsx';
import { useHeaderFooter } from '../../../content/api/get-header-footer.ts';

/**
 * The CMS footer (header_footer?bsCode=CR → field_footer, sanitised). Loaded lazily with DOMPurify; while it
 * loads or when the CMS fails, the footer simply has no CMS part. The editors' link lists get rows of at least
 * 24 px, so that each link is a target of the size WCAG 2.2 (2.5.8) asks for.
 */
export function CmsFooter() {
  const footer = useHeaderFooter().data?.data?.attributes.field_footer;
  if (!footer?.trim()) return null;
  return (
    <CmsHtml
      html={footer}
      className="text-sm text-neutral-200 [&_a]:text-white [&_a]:underline-offset-2 [&_li>a]:inline-flex [&_li>a]:min-h-6 [&_li>a]:items-center [&_p]:my-1"
    />
  );
}
