import { SUBMISSION_KEY_HEADER, type ContactReceipt, type InquiryRequest } from '@portal/contracts/contact/inquiry';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** POST /v1/contact/inquiries, with the submission's Idempotency-Key */
export function submitInquiry(body: InquiryRequest, submissionKey: string): Promise<ApiResult<ContactReceipt>> {
  return apiRequest('/v1/contact/inquiries', {
    method: 'POST',
    body,
    headers: { [SUBMISSION_KEY_HEADER]: submissionKey },
    schema: (s) => s.ContactReceiptSchema,
  });
}
