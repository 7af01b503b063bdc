import { memo, Suspense, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { HeaderFooterDocument } from '@portal/contracts/cms';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { headerFooterQueryOptions } from '../../../content/api/get-header-footer.ts';
import { usePreview } from '../../../content/preview-state.ts';
import { hydrateOnInteraction } from '../../../lib/hydrate-on-interaction.ts';

/** The strip under the header bar and its text: shared by the notices and the room they hold while they load. */
export const NOTICES_CLASS = 'border-b border-brand-100 bg-brand-50';
export const NOTICE_TEXT_CLASS = 'mx-auto max-w-6xl break-words px-3 py-2 text-sm leading-relaxed sm:px-4';

/**
 * The CMS header notices, out of every page's first load (DOMPurify and the CMS parts, ADR 0018): the server renders
 * them with the page's header_footer answer and the browser keeps that HTML until the member first acts.
 */
const CmsHeaderNotices = hydrateOnInteraction(() => import('./cms-header-notices.tsx').then((m) => m.CmsHeaderNotices));

/** field_header's text, read from the page's answer (an inert document: nothing runs, nothing loads). */
function noticeText(answer: HeaderFooterDocument | undefined): string {
  const html = answer?.data?.attributes?.field_header;
  if (typeof html !== 'string' || !html.trim() || typeof DOMParser === 'undefined') return '';
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const element of body.querySelectorAll('script, style, template, noscript')) element.remove();
  return body.textContent?.trim() ?? '';
}

/**
 * Under the header bar, on every page. On a page the browser renders itself, the notices' room is held (their text,
 * invisible) until their code and answer are there, so that nothing below them moves. Memoised without props: the
 * header's own updates never re-render the boundary while it keeps the server's HTML.
 */
export const HeaderNotices = memo(function HeaderNotices() {
  const queryClient = useQueryClient();
  const preview = usePreview();
  // The answer the page came with (the shell's loader, ADR 0032), read once: the room only matters until the notices come.
  const [text] = useState(() => noticeText(queryClient.getQueryData(headerFooterQueryOptions(preview).queryKey)));
  const room: ReactNode = text ? (
    <div aria-hidden="true" className={NOTICES_CLASS} data-testid="header-notices-room">
      <p className={`${NOTICE_TEXT_CLASS} invisible`}>{text}</p>
    </div>
  ) : null;
  return (
    <WidgetBoundary>
      <Suspense fallback={room}>
        <CmsHeaderNotices pending={room} />
      </Suspense>
    </WidgetBoundary>
  );
});
