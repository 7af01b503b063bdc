/**
 * The client's address as the CMS's server worked it out (server.ts, docs/decisions/0034): the TCP peer, or, when the
 * peer is a proxy TRUST_PROXY names, the address that proxy appended to X-Forwarded-For — the rule the BFF follows
 * (Fastify's `trustProxy`, the same @fastify/proxy-addr). Next hands Payload a request without its socket, so the
 * server writes the address into this header, replacing whatever a client sent in it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address';

/**
 * The address the lockout counts by: IPv6 addresses by their /64 network, which one client usually has whole; an
 * IPv4 address (mapped into IPv6 too) as it is; `unknown` when the server wrote none (a CMS not started by
 * server.ts: every client then shares one count, which fails closed).
 */
export function lockoutAddress(header: string | null | undefined): string {
  const address = (header ?? '').trim().toLowerCase();
  if (!address) return 'unknown';
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice('::ffff:'.length);
  return address.includes(':') ? ipv6Network(address) : address;
}

/** The first four groups (/64) of an IPv6 address, `::` expanded. */
function ipv6Network(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '').split('%')[0]!;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
