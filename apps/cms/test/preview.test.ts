import { decodeProtectedHeader, jwtVerify } from 'jose';
import type { PayloadRequest } from 'payload';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPreviewUrl, portalPathOf, previewFor, PREVIEW_TOKEN_SECONDS } from '../src/lib/preview.ts';

const secret = 'preview-secret-for-tests-0123456789abcdef';
const key = new TextEncoder().encode(secret);

describe('preview links (docs/cms-content-model.md, Preview)', () => {
  afterEach(() => {
    delete process.env.PREVIEW_TOKEN_SECRET;
    delete process.env.PORTAL_ORIGIN;
  });

  it('points at the portal /v1/cms/preview with a token the portal verifies with jose (HS256, aud, iss, sub, 10 minutes)', async () => {
    const now = new Date();
    const link = new URL(
      await buildPreviewUrl({
        portalOrigin: 'http://localhost:3000/',
        secret,
        userId: 7,
        path: '/information/12',
        now,
      }),
    );
    expect(link.origin + link.pathname).toBe('http://localhost:3000/v1/cms/preview');
    expect(link.searchParams.get('path')).toBe('/information/12');
    const token = link.searchParams.get('token')!;
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const { payload } = await jwtVerify(token, key, {
      audience: 'portal-preview',
      issuer: 'portal-cms',
      algorithms: ['HS256'],
    });
    expect(payload.sub).toBe('7');
    expect(payload.exp! - payload.iat!).toBe(PREVIEW_TOKEN_SECONDS);
    expect(PREVIEW_TOKEN_SECONDS).toBe(600);
  });

  it('gives every link a token of its own (jti): the portal takes each once, and refuses it afterwards', async () => {
    const ids = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const link = new URL(await buildPreviewUrl({ portalOrigin: 'http://x', secret, userId: 1, path: '/' }));
        return (await jwtVerify(link.searchParams.get('token')!, key)).payload.jti;
      }),
    );
    expect(ids.every((id) => typeof id === 'string' && id.length >= 32)).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });

  it('is refused with another secret, audience or after ten minutes', async () => {
    const past = new Date(Date.now() - 11 * 60 * 1000);
    const url = new URL(await buildPreviewUrl({ portalOrigin: 'http://x', secret, userId: 1, path: '/', now: past }));
    const old = url.searchParams.get('token')!;
    await expect(jwtVerify(old, key, { audience: 'portal-preview', issuer: 'portal-cms' })).rejects.toThrow(/exp/);
    const fresh = new URL(
      await buildPreviewUrl({ portalOrigin: 'http://x', secret, userId: 1, path: '/' }),
    ).searchParams.get('token')!;
    await expect(jwtVerify(fresh, new TextEncoder().encode('another-secret-another-secret-xx'))).rejects.toThrow();
    await expect(jwtVerify(fresh, key, { audience: 'someone-else' })).rejects.toThrow();
  });

  it.each([
    ['news', { id: 12 }, '/information/12'],
    ['special-pages', { alias: 'winter-gourmet' }, '/specialPage/detail?spid=winter-gourmet'],
    ['other-pages', { otherId: 'faq' }, '/faq'],
    ['other-pages', { otherId: 'lifeyell_kiyaku' }, '/lifeyell-kiyaku'],
    ['other-pages', { otherId: 'how_to_pay' }, '/howToPay'],
    ['other-pages', { otherId: 'nly_promotion' }, '/nly-promotion'],
    ['other-pages', { otherId: 'travel_guide' }, '/otherPage?other_id=travel_guide'],
    ['other-pages', { otherId: 'goriyou' }, '/otherPage?other_id=goriyou'],
    ['other-pages', { otherId: 'kyutoku' }, '/otherPage?other_id=kyutoku'],
    ['block-contents', { locationCode: 'top' }, '/'],
    ['block-contents', { locationCode: 'gourmet' }, '/gourmet'],
    // The footer's mini-banner shows on every page: its preview opens the top page.
    ['block-contents', { locationCode: 'footer_banner' }, '/'],
  ])('the portal path of a %s document %j is %s', (collection, doc, path) => {
    expect(portalPathOf(collection, doc)).toBe(path);
  });

  it('admin.preview signs for the logged-in staff user and shows no link without the secret', async () => {
    const req = { user: { id: 3, collection: 'users' } } as unknown as PayloadRequest;
    expect(await previewFor('news')({ id: 5 }, { req, locale: 'ja', token: null })).toBeNull();
    process.env.PREVIEW_TOKEN_SECRET = secret;
    process.env.PORTAL_ORIGIN = 'https://portal.example.jp';
    const link = new URL((await previewFor('news')({ id: 5 }, { req, locale: 'ja', token: null }))!);
    expect(link.origin).toBe('https://portal.example.jp');
    expect(link.searchParams.get('path')).toBe('/information/5');
    const { payload } = await jwtVerify(link.searchParams.get('token')!, key, {
      audience: 'portal-preview',
      issuer: 'portal-cms',
    });
    expect(payload.sub).toBe('3');
    const anonymous = { user: null } as unknown as PayloadRequest;
    expect(await previewFor('news')({ id: 5 }, { req: anonymous, locale: 'ja', token: null })).toBeNull();
  });
});
