import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalUrl, pageOrigin } from '../../lib/page-origin.ts';

/** Only web, mail and phone links and paths of this site: never javascript: or data: URLs from the CMS. */
export function safeHref(uri: string | null | undefined): string | null {
  if (!uri) return null;
  const value = uri.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A CMS link: paths of the SPA stay in the router, other sites get rel="noopener". */
export function CmsLink({
  href,
  className,
  onClick,
  children,
}: {
  href: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  const origin = pageOrigin();
  const sameOrigin = safe.startsWith('/') || (!isExternalUrl(safe, origin) && safe.startsWith(origin));
  if (sameOrigin && !safe.startsWith('/v1/') && !safe.includes('/authorization/')) {
    const url = new URL(safe, origin);
    return (
      <Link to={`${url.pathname}${url.search}${url.hash}`} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} className={className} rel={isExternalUrl(safe) ? 'noopener' : undefined} onClick={onClick}>
      {children}
    </a>
  );
}
