import { randomInt } from 'node:crypto';

/**
 * Assurance levels of the development IdP (ARCHITECTURE §4): level 1 is a password login, level 2
 * adds a one-time code. The portal sends `acr_values=2` before redirecting to my-page.
 */
export type AssuranceLevel = '1' | '2';

export const ASSURANCE_LEVELS: AssuranceLevel[] = ['1', '2'];

function isAssuranceLevel(value: string): value is AssuranceLevel {
  return value === '1' || value === '2';
}

/**
 * The level an authorization request needs. `acr_values` lists the acceptable values (OIDC Core
 * §3.1.2.1), so the lowest acceptable known level decides: `2` needs level 2, `1 2` is satisfied by 1.
 * Unknown values are ignored; no known value means level 1.
 */
export function requiredAssuranceLevel(acrValues: unknown): AssuranceLevel {
  if (typeof acrValues !== 'string') return '1';
  const known = acrValues.split(' ').filter(isAssuranceLevel);
  if (known.length === 0 || known.includes('1')) return '1';
  return '2';
}

/** Whether an existing session's `acr` is enough for the required level: a level-2 session satisfies both. */
export function sessionSatisfies(sessionAcr: string | undefined, required: AssuranceLevel): boolean {
  if (required === '1') return true;
  return sessionAcr === '2';
}

/** Authentication methods (RFC 8176) behind a level: a password, plus a one-time code for level 2. */
export function authenticationMethods(level: AssuranceLevel): string[] {
  return level === '2' ? ['pwd', 'otp'] : ['pwd'];
}

/** A 6-digit one-time code, leading zeros kept. */
export function generateOneTimeCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}
