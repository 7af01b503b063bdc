import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { requestLogin } from '../lib/session/auth-store.ts';
import { useViewer } from '../lib/session/viewer.ts';

/**
 * A link to a member-only place. A logged-out visitor who activates it gets the login-guidance modal
 * (search.md §2) instead of a login redirect.
 */
export function MemberLink({
  to,
  className,
  children,
  onNavigate,
  'aria-label': ariaLabel,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  'aria-label'?: string;
}) {
  const viewer = useViewer();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (viewer.kind === 'visitor') {
      event.preventDefault();
      requestLogin(to);
    }
    onNavigate?.();
  };
  return (
    <Link to={to} className={className} onClick={onClick} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
