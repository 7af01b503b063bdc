/**
 * Where the half-finished contact forms are kept (docs/decisions/0013): localStorage keys, read and written by
 * the lazily loaded contact feature (features/contact/drafts.ts). Only the logout clear lives here, in the entry.
 */
export const FORM_DRAFT_KEYS = { mail: 'ly_mail_draft', opinion: 'ly_opinion_draft' } as const;
export type FormDraftName = keyof typeof FORM_DRAFT_KEYS;

/** Logout: no half-finished form of this member stays in the browser. */
export function clearAllFormDrafts(): void {
  try {
    for (const key of Object.values(FORM_DRAFT_KEYS)) window.localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
}
