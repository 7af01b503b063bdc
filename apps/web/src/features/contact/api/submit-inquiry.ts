import type { ContactReceipt, InquiryRequest } from '@portal/contracts/contact/inquiry';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** POST /v1/contact/inquiries */
export function submitInquiry(body: InquiryRequest): Promise<ApiResult<ContactReceipt>> {
  return apiRequest('/v1/contact/inquiries', { method: 'POST', body, schema: (s) => s.ContactReceiptSchema });
}
