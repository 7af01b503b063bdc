import type { User } from '@portal/contracts/users';

/** Shown to members with several accounts who have not chosen one in this session. */
export function needsAccountChoice(user: Pick<User, 'accountChoicePending' | 'accounts'>): boolean {
  return user.accountChoicePending && user.accounts.length > 1;
}

const DISMISSED_KEY = 'ly_account_chooser_dismissed';

/** キャンセル hides the chooser for the rest of this tab's session. */
export function isAccountChooserDismissed(): boolean {
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
