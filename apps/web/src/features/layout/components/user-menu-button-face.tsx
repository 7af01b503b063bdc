import type { User } from '@portal/contracts/users';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { MemberKindBadge, useMemberName } from '../../../components/member-badge.tsx';

/** What the user-menu button shows: 本人/家族 and the member's name. */
export function UserMenuButtonFace({ user }: { user: User }) {
  const name = useMemberName(user);
  return (
    <>
      <MemberKindBadge user={user} />
      <span className="max-w-40 truncate font-medium">{name}</span>
      <ChevronDownIcon className="size-4" />
    </>
  );
}

export const userMenuButtonClass =
  'inline-flex min-h-10 items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 text-sm text-neutral-900 hover:bg-neutral-50';
