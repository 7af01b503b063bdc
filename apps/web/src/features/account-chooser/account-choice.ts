import type { User } from '@portal/contracts/users';

/** Shown to members with several accounts who have not chosen one in this session. */
export function needsAccountChoice(user: Pick<User, 'accountChoicePending' | 'accounts'>): boolean {
  return user.accountChoicePending && user.accounts.length > 1;
}

const DISMISSED_KEY = 'ly_account_chooser_dismissed';

/**
 * キャンセル hides the chooser for the rest of this tab's session. The server has no tab: it renders the chooser
 * as not dismissed, without reaching for a window it does not have (an exception thrown and caught on every member's
 * page it renders).
 */
export function isAccountChooserDismissed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissAccountChooser(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // storage disabled: the chooser is hidden for this page view only
  }
}
