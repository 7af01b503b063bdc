import { useEffect } from 'react';
import { persistence, type LoginInfoState } from '../../lib/persistence.ts';
import type { Viewer } from '../../lib/session/viewer.ts';

/** The member's contents service id when signed in, null for a visitor, undefined while it is not known. */
function signedInAs(viewer: Viewer): string | null | undefined {
  if (viewer.kind === 'visitor') return null;
  return viewer.kind === 'member' ? viewer.user?.contentsServiceId : undefined;
}

/**
 * The spec's client cookie `loginInfo` (portal.md §3: contentsServiceId, loginState, firstLoginCheckFlag; 7 days)
 * for a member (their contents service id) or a visitor (null). It holds nothing beyond those fields: a service
 * code, not a personal datum; whether they are signed in; and whether this browser has already seen a member's
 * signed-in page, which a visitor keeps after logging out (docs/client-cookies.md).
 */
export function loginInfoFor(contentsServiceId: string | null, previous: LoginInfoState | undefined): LoginInfoState {
  return contentsServiceId === null
    ? { contentsServiceId: null, loginState: false, firstLoginCheckFlag: previous?.firstLoginCheckFlag ?? false }
    : { contentsServiceId, loginState: true, firstLoginCheckFlag: true };
}

/** Keeps the loginInfo cookie in step with the viewer (mounted once, in the app shell). */
export function useLoginInfoCookie(viewer: Viewer): void {
  const serviceId = signedInAs(viewer);
  useEffect(() => {
    if (serviceId === undefined) return;
    const previous = persistence.loginInfo.read();
    const info = loginInfoFor(serviceId, previous);
    if (JSON.stringify(previous) !== JSON.stringify(info)) persistence.loginInfo.write(info);
  }, [serviceId]);
}
