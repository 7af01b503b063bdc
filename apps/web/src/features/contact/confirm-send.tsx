import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { ContactReceipt } from '@portal/contracts/contact/inquiry';
import type { ApiResult } from '../../lib/api-client.ts';
import type { FormDraftName } from '../../lib/form-drafts.ts';
import { clearFormDraft, draftSubmissionKey } from './drafts.ts';
import { useContactTranslation } from './i18n.ts';
import { sendFailureKey, type ReceiptState } from './send-failure.ts';

type FailureKey = ReturnType<typeof sendFailureKey>;

/**
 * The send of a confirm screen: posts the draft once (with the draft's submission key, so a repeat is the same
 * submission), clears it and replaces the confirm screen with the finish
 * screen (so back never re-sends); a refusal keeps the draft and shows why, focused. A 401 has already left for
 * the login.
 */
export function useConfirmSend<T>({
  draft,
  post,
  finishPath,
}: {
  draft: FormDraftName;
  post: (body: T, submissionKey: string) => Promise<ApiResult<ContactReceipt>>;
  finishPath: string;
}) {
  const navigate = useNavigate();
  const submit = useMutation({ mutationFn: (body: T) => post(body, draftSubmissionKey(draft)) });
  const [failure, setFailure] = useState<FailureKey | null>(null);
  const send = (body: T) => {
    setFailure(null);
    submit.mutate(body, {
      onSuccess: (result) => {
        if (!result.ok) {
          if (result.kind !== 'unauthorized') setFailure(sendFailureKey(result));
          return;
        }
        clearFormDraft(draft);
        const { id, acknowledgementMailed } = result.data.data;
        const state: ReceiptState = {
          receiptId: id,
          ...(acknowledgementMailed === false ? { acknowledgementMailed } : {}),
        };
        void navigate(finishPath, { replace: true, state });
      },
      onError: () => setFailure('form.sendFailed'),
    });
  };
  return { send, pending: submit.isPending, failure };
}

/** Why the send did not go through, announced and focused. */
export function SendFailureAlert({ failure }: { failure: FailureKey | null }) {
  const { t } = useContactTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-6 rounded-md border border-red-700 bg-red-50 p-3 font-bold text-red-700"
    >
      {t(failure)}
    </p>
  );
}
