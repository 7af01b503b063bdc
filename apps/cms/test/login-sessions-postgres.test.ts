import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTestDatabase, testDatabaseName } from '@portal/db/testing';
import { startCms, type StartedCms } from '../test-support/start-cms.ts';
import { freePort } from './free-port.ts';

/**
 * Logins of one account at once on PostgreSQL, the CMS's database in production (compose.yaml): Payload writes the
 * session there in a transaction of the login's own, so a login's turn (lib/login-turns.ts) lasts until that commit
 * (collections/users.ts). With the turn ended before it, one of three logins at once lost its session in each of ten
 * rounds; on SQLite (admin-security.test.ts) the login writes without a transaction. The database is the test run's
 * own (dropped with the run's others, test-databases.ts).
 */
const server = process.env.TEST_DATABASE_URL;
let cms: StartedCms;
let dataDir: string;

describe.skipIf(!server)('logins of one account at once, on PostgreSQL', () => {
  beforeAll(async () => {
    const url = await ensureTestDatabase(server!, testDatabaseName('cms_sessions'));
    dataDir = mkdtempSync(join(tmpdir(), 'cms-sessions-'));
    cms = await startCms({
      port: await freePort(),
      dataDir,
      content: 'sample',
      env: { CMS_DATABASE_URI: url },
    });
  }, 120_000);

  afterAll(async () => {
    await cms?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const login = async (address: string) => {
    const response = await fetch(`${cms.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(cms.editor),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const signedIn = async (token: string) => {
    const me = await fetch(`${cms.url}/api/users/me`, { headers: { authorization: `JWT ${token}` } });
    return ((await me.json()) as { user: { email?: string } | null }).user?.email === cms.editor.email;
  };

  it('keeps every session: three logins of the editor at once, three rounds, all stay signed in', async () => {
    for (let round = 0; round < 3; round++) {
      const tokens = await Promise.all(['198.51.100.41', '198.51.100.42', '198.51.100.43'].map(login));
      expect(await Promise.all(tokens.map(signedIn))).toEqual([true, true, true]);
    }
  });

  it('keeps a login’s session when the editor’s other sessions refresh their tokens at the same moment', async () => {
    // A refresh writes the account's whole list of sessions back too (payload/dist/auth/operations/refresh.js): it
    // takes the account's turn like a login.
    const open = await Promise.all(['198.51.100.44', '198.51.100.45'].map(login));
    const refresh = async (token: string) => {
      const response = await fetch(`${cms.url}/api/users/refresh-token`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { refreshedToken: string }).refreshedToken;
    };
    for (let round = 0; round < 10; round++) {
      // The other sessions refresh again and again while the login runs, so that some refresh reads and writes the
      // list between the login's own read and write of it.
      let loggedIn = false;
      const fresh = login('198.51.100.46').finally(() => (loggedIn = true));
      let tokens = open;
      while (!loggedIn) tokens = await Promise.all(tokens.map(refresh));
      expect(await Promise.all([await fresh, ...tokens].map(signedIn))).toEqual([true, true, true]);
    }
  });

  it('keeps a login’s session when the editor’s other sessions log out at the same moment', async () => {
    // A logout writes the list back without its own session (payload/dist/auth/operations/logout.js): the collection's
    // own logout route takes the account's turn around Payload's operation.
    const logout = async (token: string) => {
      const response = await fetch(`${cms.url}/api/users/logout`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
      });
      expect(response.status).toBe(200);
      // The cookie cleared, as Payload's own route clears it.
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^payload-token=;/);
      expect(Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '')).toBeLessThanOrEqual(Date.now());
      expect(await response.json()).toEqual({ message: expect.any(String) });
    };
    for (let round = 0; round < 5; round++) {
      const open = await Promise.all(['198.51.100.47', '198.51.100.48', '198.51.100.49', '198.51.100.50'].map(login));
      // The other sessions log out one after another while the login runs.
      let loggedIn = false;
      const fresh = login('198.51.100.51').finally(() => (loggedIn = true));
      const left = [...open];
      while (!loggedIn && left.length > 0) await logout(left.shift()!);
      await Promise.all(left.map(logout));
      expect(await signedIn(await fresh)).toBe(true);
      expect(await Promise.all(open.map(signedIn))).toEqual([false, false, false, false]);
    }
  });
});
