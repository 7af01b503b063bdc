import { describe, expect, it } from 'vitest';
import { cmsIsHttps, cmsOrigins, portalOrigin, trustedOrigins } from '../src/lib/origins.ts';
import { adminContentSecurityPolicy, newNonce } from '../src/lib/security-headers.ts';

/** Whom the CMS trusts with an editor's cookie and CORS (lib/origins.ts); the started CMS: admin-security.test.ts. */
describe('trusted origins', () => {
  it('are the CMS where editors open it, not the portal (issue 33), from the settings npm start passes', () => {
    expect(trustedOrigins({ CMS_PORT: '3101', PORTAL_ORIGIN: 'http://localhost:3100' })).toEqual([
      'http://localhost:3101',
      'http://127.0.0.1:3101',
    ]);
  });

  it('default to the local CMS on 3001', () => {
    expect(trustedOrigins({})).toEqual(['http://localhost:3001', 'http://127.0.0.1:3001']);
  });

  it('are only the public address of a deployed CMS, as an origin', () => {
    const env = { CMS_PUBLIC_URL: 'https://cms.example.jp/', PORTAL_ORIGIN: 'https://www.example.jp/' };
    expect(cmsOrigins(env)).toEqual(['https://cms.example.jp']);
    expect(portalOrigin(env)).toBe('https://www.example.jp');
    expect(trustedOrigins(env)).toEqual(['https://cms.example.jp']);
    expect(cmsIsHttps(env)).toBe(true);
    expect(cmsIsHttps({})).toBe(false);
  });
});

describe('the admin’s Content-Security-Policy', () => {
  const directives = (policy: string): Record<string, string[]> =>
    Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('runs only the CMS’s own scripts and this page’s inline ones, is never framed, and loads nothing from others', () => {
    const policy = directives(adminContentSecurityPolicy('abc123'));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    for (const sources of Object.values(policy)) {
      for (const source of sources) expect(source).not.toMatch(/^(https?:|\*|'unsafe-eval')/);
    }
    // What Monaco needs (docs/cms-content-model.md「Code editor」).
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
  });

  it('allows eval only in development (React’s debugging aids)', () => {
    expect(adminContentSecurityPolicy('n', { development: true })).toContain(
      "script-src 'self' 'nonce-n' 'unsafe-eval'",
    );
  });

  it('has a fresh nonce per page', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
