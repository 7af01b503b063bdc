import type { PostalAddress } from '@portal/contracts/contact/inquiry';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/contact/postal-codes/{postalCode}: the first address of a 7-digit code, null when none is known. */
export async function getPostalAddress(postalCode: string, signal?: AbortSignal): Promise<PostalAddress | null> {
  const result = await apiRequest(`/v1/contact/postal-codes/${encodeURIComponent(postalCode)}`, {
    schema: (s) => s.PostalCodeResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return result.ok ? (result.data.data.addresses[0] ?? null) : null;
}
