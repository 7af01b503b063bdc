import type { User } from '@portal/contracts/users';
import { useSession } from './api/get-session.ts';
import { useUser } from './api/get-user.ts';

/** Who is looking: a visitor, a member (with the user loaded), or not known yet. */
export type Viewer = { kind: 'unknown' } | { kind: 'visitor' } | { kind: 'member'; user: User | undefined };

export function useViewer(): Viewer {
  const session = useSession();
  const user = useUser();
  if (!session.data) return session.isError ? { kind: 'visitor' } : { kind: 'unknown' };
  if (!session.data.authenticated) return { kind: 'visitor' };
  return { kind: 'member', user: user.data };
}
