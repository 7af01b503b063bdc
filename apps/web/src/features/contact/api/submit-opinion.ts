import type { ContactReceipt } from '@portal/contracts/contact/inquiry';
import type { OpinionRequest } from '@portal/contracts/contact/opinion';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** POST /v1/contact/opinions (members) */
export function submitOpinion(body: OpinionRequest): Promise<ApiResult<ContactReceipt>> {
  return apiRequest('/v1/contact/opinions', { method: 'POST', body, schema: (s) => s.ContactReceiptSchema });
}
