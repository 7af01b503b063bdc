import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * The login's time must not tell which accounts exist (issue 33, docs/decisions/0034). Payload hashes the password
 * only when an account has the email: 277 ms against 12 ms for an unknown address, told apart from one request per
 * address. For an email no account has, the same hash is worked out on a random salt and thrown away, so both take
 * the hash's time.
 *
 * Payload's current password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js): pbkdf2-sha256,
 * 600,000 iterations, 32 bytes. apps/cms/test/admin-security.test.ts compares the medians of known and unknown
 * accounts, so a Payload that changes it fails there.
 */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const;

const derive = promisify(pbkdf2);

/** Works out Payload's password hash for `password` on a random salt, and drops it. */
export async function hashForNobody(password: string): Promise<void> {
  const { iterations, keyLength, digest } = PAYLOAD_PASSWORD_HASH;
  await derive(password, randomBytes(32).toString('hex'), iterations, keyLength, digest);
}
