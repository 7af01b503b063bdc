import { z } from 'zod';

/**
 * `TRUST_PROXY`, the one rule for which proxies may name the client's address in `X-Forwarded-For`, read by the BFF
 * (Fastify's `trustProxy`) and by the CMS (its login lockout) alike (docs/decisions/0024, 0034): a comma-separated
 * list of IPv4 or IPv6 addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`
 * (`10.0.0.0/8,loopback`); or `none`, no proxy: the TCP peer is the client. Unset means `none` too, which production
 * does not accept (it must say which one it means). A hop count is not offered: a server cannot check its peer against
 * a count, and Fastify refuses to trust anything with one.
 */
export const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

const address = z.union([z.ipv4(), z.ipv6()]);
const range = z.union([z.cidrv4(), z.cidrv6()]);

/** Whether one entry of the list is an address, a range or a range's name. */
export function isTrustedProxyEntry(entry: string): boolean {
  if ((TRUST_PROXY_NAMES as readonly string[]).includes(entry)) return true;
  return address.safeParse(entry).success || range.safeParse(entry).success;
}

/** The proxies the setting names, or false for none. */
export type TrustedProxies = false | string[];

/** The setting read: false for unset, blank or `none`; the entries otherwise; a problem when an entry is neither. */
export function parseTrustProxy(
  value: string | undefined,
): { ok: true; proxies: TrustedProxies } | { ok: false; problem: string } {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed === 'none') return { ok: true, proxies: false };
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isTrustedProxyEntry(entry));
  if (invalid.length > 0) {
    return {
      ok: false,
      problem: `none, or addresses, CIDR ranges, loopback, linklocal or uniquelocal, separated by commas (not ${invalid.join(', ')})`,
    };
  }
  return { ok: true, proxies: entries };
}

/** The setting as a zod schema (the BFF's environment). */
export const TrustProxySchema = z
  .string()
  .default('')
  .transform((value, ctx): TrustedProxies => {
    const parsed = parseTrustProxy(value);
    if (parsed.ok) return parsed.proxies;
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  });
