import { AppModal } from '../../../components/ui/modal.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { sanitizeHtml } from '../../../content/sanitize.ts';
import { useTerms } from '../api/enrolment.ts';
import { useEnrolmentTranslation } from '../i18n.ts';

/**
 * The terms modal (spec portal.md §4): 同意する records the consent and submits the application;
 * 同意しない logs the member out. The terms HTML is sanitised again before it reaches the DOM.
 */
export function TermsModal({
  onAgree,
  onDisagree,
  onClose,
  busy,
}: {
  onAgree: (terms: { userPolicyId: string; userPolicyVer: string }) => void;
  onDisagree: () => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useEnrolmentTranslation();
  const { data: terms, isError } = useTerms(true);
  return (
    <AppModal title={t('entry.termsTitle')} onClose={onClose} isDismissable={false}>
      {isError && <p role="alert">{t('entry.termsFailed')}</p>}
      {terms && (
        <>
          <div
            className="prose max-h-[50vh] overflow-y-auto rounded border border-neutral-200 p-3 text-sm"
            tabIndex={0}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(terms.userPolicyText) }}
          />
          <p className="text-xs text-neutral-700">{t('entry.termsVersion', { version: terms.userPolicyVer })}</p>
          <p className="text-sm">{terms.userPolicyText2}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              className={`${buttonStyles.primary} flex-1`}
              disabled={busy}
              onClick={() => onAgree({ userPolicyId: terms.userPolicyId, userPolicyVer: terms.userPolicyVer })}
            >
              {t('entry.agree')}
            </button>
            <button type="button" className={`${buttonStyles.secondary} flex-1`} disabled={busy} onClick={onDisagree}>
              {t('entry.disagree')}
            </button>
          </div>
        </>
      )}
    </AppModal>
  );
}
