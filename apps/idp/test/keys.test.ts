import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createIdp } from '../src/index.ts';
import { loadCookieKeys, loadSigningKeys } from '../src/keys.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'idp-keys-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function publishedKeyIds(jwksUri: string): Promise<string[]> {
  const { keys } = (await (await fetch(jwksUri)).json()) as { keys: Array<{ kid: string; d?: string }> };
  expect(keys.every((key) => key.d === undefined)).toBe(true);
  return keys.map((key) => key.kid);
}

describe('persisted keys', () => {
  it('generates signing and cookie keys on first run and reuses them after', async () => {
    const first = await Promise.all([loadSigningKeys(dataDir, 'sso'), loadCookieKeys(dataDir)]);
    const second = await Promise.all([loadSigningKeys(dataDir, 'sso'), loadCookieKeys(dataDir)]);
    expect(second).toEqual(first);
    const [jwks] = first;
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(JSON.parse(await readFile(path.join(dataDir, 'sso-jwks.json'), 'utf8'))).toEqual(jwks);
  });

  it('gives each issuer its own signing key', async () => {
    const [sso, carrier] = await Promise.all([loadSigningKeys(dataDir, 'sso'), loadSigningKeys(dataDir, 'carrier')]);
    expect(sso.keys[0]?.kid).not.toBe(carrier.keys[0]?.kid);
  });

  it('publishes the same JWKS after a restart, so the portal cache stays valid', async () => {
    const before = await createIdp({ dataDir });
    const { issuers } = await before.listen(0);
    const kids = await publishedKeyIds(`${issuers.sso}/jwks`);
    await before.close();

    const after = await createIdp({ dataDir });
    const restarted = await after.listen(0);
    expect(await publishedKeyIds(`${restarted.issuers.sso}/jwks`)).toEqual(kids);
    await after.close();
  });

  it('refuses a damaged key file instead of silently replacing it', async () => {
    await writeFile(path.join(dataDir, 'cookie-keys.json'), '{"not":"keys"}');
    await expect(loadCookieKeys(dataDir)).rejects.toThrow(/delete it/);
  });
});
