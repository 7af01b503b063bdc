/**
 * Where the half-finished contact forms are kept (docs/decisions/0013): localStorage keys, read and written by
 * the lazily loaded contact feature (features/contact/drafts.ts). Only the logout clear lives here, in the entry.
 */
export const FORM_DRAFT_KEYS = { mail: 'ly_mail_draft', opinion: 'ly_opinion_draft' } as const;
export type FormDraftName = keyof typeof FORM_DRAFT_KEYS;

/** Where a draft's submission key lives while it is being sent (kept across a reload of the confirm screen). */
export const submissionKeyStorageKey = (name: FormDraftName) => `${FORM_DRAFT_KEYS[name]}_send_key`;

/** Logout: no half-finished form of this member stays in the browser. */
export function clearAllFormDrafts(): void {
  try {
    for (const name of Object.keys(FORM_DRAFT_KEYS) as FormDraftName[]) {
      window.localStorage.removeItem(FORM_DRAFT_KEYS[name]);
      window.localStorage.removeItem(submissionKeyStorageKey(name));
    }
  } catch {
    // storage disabled: nothing was kept
  }
}
