import type { ReactNode } from 'react';
import type { NewsResource } from '@portal/contracts/cms';
import { CmsLink } from '../../../content/components/cms-link.tsx';
import { markNewsClicked } from '../clicked-news.ts';

/** A news entry links to its detail page, or to its own link when the editor set one; a click marks it read. */
export function NewsItemLink({
  news,
  detailBase,
  className,
  children,
}: {
  news: NewsResource;
  /** /information or /newsDetail */
  detailBase: string;
  className?: string;
  children: ReactNode;
}) {
  const href = news.attributes.link || `${detailBase}/${encodeURIComponent(news.id)}`;
  return (
    <CmsLink href={href} className={className} onClick={() => markNewsClicked(news.id)}>
      {children}
    </CmsLink>
  );
}
