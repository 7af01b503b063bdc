import { SUBMISSION_KEY_HEADER, type ContactReceipt } from '@portal/contracts/contact/inquiry';
import type { OpinionRequest } from '@portal/contracts/contact/opinion';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** POST /v1/contact/opinions (members), with the submission's Idempotency-Key */
export function submitOpinion(body: OpinionRequest, submissionKey: string): Promise<ApiResult<ContactReceipt>> {
  return apiRequest('/v1/contact/opinions', {
    method: 'POST',
    body,
    headers: { [SUBMISSION_KEY_HEADER]: submissionKey },
    schema: (s) => s.ContactReceiptSchema,
  });
}
