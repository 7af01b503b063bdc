import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import type { JWK, JWKS } from 'oidc-provider';

/**
 * Keys that must survive a restart: the signing keys (the portal caches the JWKS) and the cookie
 * keys (members keep their IdP session). Generated on first run into the data dir, reused after.
 */

const generateKeyPairAsync = promisify(generateKeyPair);

/** `.data/idp` at the repository root, three levels above `apps/idp/src`, whatever the cwd. */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../..', '.data/idp');

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`cannot read ${file}: delete it to generate a new one`, { cause: error });
  }
}

/** Reads a persisted value, or creates and persists it; a concurrent first run keeps the winner's file. */
async function readOrCreate<T>(
  file: string,
  isValid: (value: unknown) => value is T,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await readJson(file);
  if (existing !== undefined) {
    if (!isValid(existing)) throw new Error(`${file} has an unexpected shape: delete it to generate a new one`);
    return existing;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const created = await create();
  try {
    await writeFile(file, `${JSON.stringify(created, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readOrCreate(file, isValid, create);
  }
}

function isJwks(value: unknown): value is JWKS {
  if (typeof value !== 'object' || value === null || !('keys' in value)) return false;
  const { keys } = value;
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((key) => typeof key === 'object' && key !== null && 'kty' in key && 'd' in key)
  );
}

function isCookieKeys(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((key) => typeof key === 'string' && key.length >= 32);
}

/** RFC 7638 thumbprint of an RSA public key, used as `kid`. */
function rsaThumbprint(jwk: { e?: string; n?: string }): string {
  return createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n }))
    .digest('base64url');
}

async function generateSigningJwks(): Promise<JWKS> {
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: rsaThumbprint(jwk), alg: 'RS256', use: 'sig' } as JWK] };
}

/** The private signing JWKS of one issuer (`<dataDir>/<issuer>-jwks.json`). */
export function loadSigningKeys(dataDir: string, issuerName: string): Promise<JWKS> {
  return readOrCreate(path.join(dataDir, `${issuerName}-jwks.json`), isJwks, generateSigningJwks);
}

/** Keys that sign the IdP's cookies (`<dataDir>/cookie-keys.json`), shared by both issuers. */
export function loadCookieKeys(dataDir: string): Promise<string[]> {
  return readOrCreate(path.join(dataDir, 'cookie-keys.json'), isCookieKeys, async () => [
    randomBytes(32).toString('base64url'),
  ]);
}
