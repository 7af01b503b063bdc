import { useState } from 'react';
import type { User } from '@portal/contracts/users';
import { useSession } from './get-session.ts';
import { useUser } from './get-user.ts';
import { hasLevel1Hints } from '@portal/contracts/access';
import { readHintCookies } from './hint-cookies.ts';

/** Who is looking: a visitor, a member (with the user loaded), or not known yet. */
export type Viewer = { kind: 'unknown' } | { kind: 'visitor' } | { kind: 'member'; user: User | undefined };

export function useViewer(): Viewer {
  const session = useSession();
  const user = useUser();
  if (!session.data) return session.isError ? { kind: 'visitor' } : { kind: 'unknown' };
  if (!session.data.authenticated) return { kind: 'visitor' };
  return { kind: 'member', user: user.data };
}

/**
 * Who will most likely be here once the session call answers: the BFF's level-1 hint cookies (spec portal.md §6)
 * say whether this browser was signed in. Only a layout guess, so that the header keeps room for what will
 * appear (ログイン or the member's area) instead of pushing its buttons aside; nothing is shown or allowed on it.
 */
export function useExpectedViewerKind(viewer: Viewer): 'member' | 'visitor' {
  // Read once: the guess only matters until the session call answers.
  const [hinted] = useState(() => hasLevel1Hints(readHintCookies(), Date.now()));
  if (viewer.kind !== 'unknown') return viewer.kind;
  return hinted ? 'member' : 'visitor';
}
