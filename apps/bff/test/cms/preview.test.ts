import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CmsErrorDocumentSchema, NewsListDocumentSchema, PreviewStatusResponseSchema } from '@portal/contracts/cms';
import { eq } from 'drizzle-orm';
import { previewTokenUses } from '@portal/db';
import { claimPreviewToken } from '../../src/modules/cms/preview.ts';
import { CookieJar, NOW, ORIGIN, fetchCsrf } from '../helpers.ts';
import { createCmsTestApp, expectDocument } from './app.ts';
import { PREVIEW_SECRET, cmsPreviewToken, jsonApiErrors } from './support.ts';

let t: Awaited<ReturnType<typeof createCmsTestApp>>;
beforeAll(async () => {
  t = await createCmsTestApp();
});
afterAll(async () => {
  await t?.close();
});

const now = new Date(NOW);
const start = (token: string, path = '/information/6') =>
  t.app.inject({
    method: 'GET',
    url: `/v1/cms/preview?token=${encodeURIComponent(token)}&path=${encodeURIComponent(path)}`,
  });

/** A browser that went through the CMS's preview button. */
async function staffBrowser(): Promise<CookieJar> {
  const jar = new CookieJar();
  const res = await start(await cmsPreviewToken({ now }));
  expect(res.statusCode).toBe(303);
  jar.store(res);
  return jar;
}

describe('starting a preview from the CMS', () => {
  it('verifies the token, sets the httpOnly SameSite=Lax portal_preview cookie for 1 hour and redirects (303)', async () => {
    const res = await start(await cmsPreviewToken({ now }), '/specialPage/detail?spid=autumn-point');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/preview?path=%2FspecialPage%2Fdetail%3Fspid%3Dautumn-point');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === 'portal_preview');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3600 });
  });

  it.each([
    ['signed with another secret (forged)', { secret: 'x'.repeat(48) }],
    ['expired', { now: new Date(now.getTime() - 11 * 60_000) }],
    ['for another audience', { audience: 'portal-api' }],
    ['from another issuer', { issuer: 'someone-else' }],
  ])('refuses a token %s: 403 preview_forbidden, no cookie', async (_label, options) => {
    const res = await start(await cmsPreviewToken({ now, ...options }));
    expect(res.statusCode).toBe(403);
    expect(CmsErrorDocumentSchema.parse(res.json()).errors[0]!.code).toBe('preview_forbidden');
    expect(res.cookies.find((c) => c.name === 'portal_preview')).toBeUndefined();
  });

  it('refuses a token that is not a JWT, and an unsigned one (alg none)', async () => {
    expect((await start('not-a-jwt')).statusCode).toBe(403);
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    const exp = Math.floor(now.getTime() / 1000) + 600;
    const payload = Buffer.from(JSON.stringify({ sub: '1', aud: 'portal-preview', iss: 'portal-cms', exp })).toString(
      'base64url',
    );
    expect((await start(`${header}.${payload}.`)).statusCode).toBe(403);
  });

  it('refuses a token without an id (jti): it could not be used only once', async () => {
    const res = await start(await cmsPreviewToken({ now, tokenId: null }));
    expect(res.statusCode).toBe(403);
    expect(CmsErrorDocumentSchema.parse(res.json()).errors[0]!.code).toBe('preview_forbidden');
  });

  it('exchanges a token once: a second use elsewhere answers 403 preview_token_used and sets no cookie', async () => {
    const token = await cmsPreviewToken({ now });
    const first = await start(token);
    expect(first.statusCode).toBe(303);
    expect(first.cookies.find((c) => c.name === 'portal_preview')).toBeDefined();

    const again = await start(token);
    expect(again.statusCode).toBe(403);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(CmsErrorDocumentSchema.parse(again.json()).errors[0]).toEqual({
      status: '403',
      code: 'preview_token_used',
      title: 'このプレビューのリンクは使用済みです。CMSで「プレビュー」をもう一度押してください。',
    });
    expect(again.cookies.find((c) => c.name === 'portal_preview')).toBeUndefined();

    // Still used a minute later, and still refused: the link is worth nothing once exchanged.
    t.clock.advance(60_000);
    try {
      expect((await start(token)).statusCode).toBe(403);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('a second press of the same link in the browser that exchanged it goes back to /preview, with no new cookie', async () => {
    const token = await cmsPreviewToken({ now });
    const jar = new CookieJar();
    const first = await start(token);
    jar.store(first);
    const again = await t.app.inject({
      method: 'GET',
      url: `/v1/cms/preview?token=${encodeURIComponent(token)}&path=%2Finformation%2F6`,
      headers: { cookie: jar.header() },
    });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/preview?path=%2Finformation%2F6');
    expect(again.cookies.find((c) => c.name === 'portal_preview')).toBeUndefined();

    // Another staff user's session does not make someone else's used link good again.
    const otherStaff = new CookieJar();
    otherStaff.store(await start(await cmsPreviewToken({ now, staffId: '2' })));
    const borrowed = await t.app.inject({
      method: 'GET',
      url: `/v1/cms/preview?token=${encodeURIComponent(token)}&path=%2F`,
      headers: { cookie: otherStaff.header() },
    });
    expect(borrowed.statusCode).toBe(403);
    expect(CmsErrorDocumentSchema.parse(borrowed.json()).errors[0]!.code).toBe('preview_token_used');
  });

  it('two uses at the same moment: exactly one gets the cookie (the database decides, on every replica)', async () => {
    const token = await cmsPreviewToken({ now });
    const answers = await Promise.all([start(token), start(token), start(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 403, 403]);
    expect(answers.filter((a) => a.cookies.some((c) => c.name === 'portal_preview'))).toHaveLength(1);
  });

  it('forgets used tokens once they have expired (they are refused by their exp alone)', async () => {
    const used = { staffId: '1', tokenId: 'expired-token-id', expiresAt: new Date(now.getTime() + 600_000) };
    expect(await claimPreviewToken(t.db, used, now)).toBe(true);
    expect(await claimPreviewToken(t.db, used, now)).toBe(false);
    const later = new Date(now.getTime() + 601_000);
    await claimPreviewToken(t.db, { ...used, tokenId: 'another-token-id' }, later);
    const left = await t.db.select().from(previewTokenUses).where(eq(previewTokenUses.tokenId, used.tokenId));
    expect(left).toEqual([]);
  });

  it.each(['https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'information/6'])(
    'never redirects off the portal: path %s becomes /',
    async (path) => {
      const res = await start(await cmsPreviewToken({ now }), path);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/preview?path=%2F');
    },
  );
});

describe('preview parameters', () => {
  it.each([
    '/v1/cms/news?previewMode=1',
    '/v1/cms/news?subscriptionId=S-0001-01',
    '/v1/cms/news/menu?previewDate=2026-12-01',
    '/v1/cms/news/6?previewMode=1',
    '/v1/cms/block_contents?locationCode=top&courseId=cr-club',
    '/v1/cms/special_page?sp_id=draft-page&previewMode=1',
    '/v1/cms/other_content?other_id=faq&courseParentId=ly',
    '/v1/cms/header_footer?bsCode=CR&previewMode=1',
  ])('without a preview session are refused, never ignored: %s → 403', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(jsonApiErrors(res.json())).toEqual([]);
    expect(CmsErrorDocumentSchema.parse(res.json()).errors[0]).toEqual({
      status: '403',
      code: 'preview_forbidden',
      title: 'プレビューを表示する権限がありません。',
    });
  });

  it('are refused with the CMS token itself as the cookie (another audience)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/cms/news?previewMode=1',
      headers: { cookie: `portal_preview=${await cmsPreviewToken({ now })}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('are refused once the preview session has expired (1 hour)', async () => {
    const jar = await staffBrowser();
    t.clock.advance(3_600_000);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/cms/news?previewMode=1',
        headers: { cookie: jar.header() },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('previewing', () => {
  const previewIds = async (jar: CookieJar, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/cms/news?${query}`, headers: { cookie: jar.header() } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    return expectDocument(res, NewsListDocumentSchema).data.map((n) => n.id);
  };

  it('reads drafts straight from the CMS, bypassing the cache, answered no-store', async () => {
    const jar = await staffBrowser();
    const callsBefore = t.source.calls.length;
    expect(await previewIds(jar, 'previewMode=1')).toEqual(['9', '1', '6', '7', '8']);
    expect(await previewIds(jar, 'previewMode=1')).toEqual(['9', '1', '6', '7', '8']);
    const calls = t.source.calls.slice(callsBefore);
    expect(calls).toEqual([
      { collection: 'news', options: { locale: 'ja', draft: true } },
      { collection: 'news', options: { locale: 'ja', draft: true } },
    ]);
    // And the ordinary answer is unchanged: no draft leaked into the cache.
    const ordinary = expectDocument(await t.app.inject({ method: 'GET', url: '/v1/cms/news' }), NewsListDocumentSchema);
    expect(ordinary.data.map((n) => n.id)).not.toContain('6');
  });

  it('previewDate: shows the Japan-time day (news starting 2026-12-01T00:00+09:00 from that day on)', async () => {
    const jar = await staffBrowser();
    expect(await previewIds(jar, 'previewDate=2026-11-30')).not.toContain('4');
    expect(await previewIds(jar, 'previewDate=2026-12-01')).toContain('4');
    // The campaign that ended 2026-11-01T00:00+09:00 is still there on 2026-10-31.
    expect(await previewIds(jar, 'previewDate=2026-10-31')).toContain('5');
    expect(await previewIds(jar, 'previewDate=2026-11-01')).not.toContain('5');
  });

  it('subscriptionId: the audience of the member behind that subscription (club → CR news)', async () => {
    const jar = await staffBrowser();
    const clubSubscription = (await import('@portal/personas')).findPersona('club')!.contracts[0]!.subscriptions[0]!
      .subscriptionId;
    expect(await previewIds(jar, `subscriptionId=${clubSubscription}`)).toContain('3');
    expect(await previewIds(jar, 'subscriptionId=unknown')).not.toContain('3');
  });

  it('courseParentId and courseId override the member', async () => {
    const jar = await staffBrowser();
    expect(await previewIds(jar, 'courseParentId=ly&courseId=ly-member')).toContain('2');
    expect(await previewIds(jar, 'courseId=ly-nonmember')).not.toContain('7');
    expect(await previewIds(jar, 'courseParentId=cr')).toContain('3');
  });

  it('status tells whether the session is active and until when; POST end (with CSRF) clears it', async () => {
    const jar = await staffBrowser();
    const status = await t.app.inject({
      method: 'GET',
      url: '/v1/cms/preview/status',
      headers: { cookie: jar.header() },
    });
    expect(PreviewStatusResponseSchema.parse(status.json())).toEqual({
      data: { active: true, expiresAt: new Date(now.getTime() + 3_600_000).toISOString() },
    });

    const withoutCsrf = await t.app.inject({
      method: 'POST',
      url: '/v1/cms/preview/end',
      headers: { cookie: jar.header(), origin: ORIGIN },
    });
    expect(withoutCsrf.statusCode).toBe(403);

    const csrf = await fetchCsrf(t.app, jar);
    const end = await t.app.inject({
      method: 'POST',
      url: '/v1/cms/preview/end',
      headers: { cookie: jar.header(), origin: ORIGIN, 'x-csrf-token': csrf },
    });
    expect(end.statusCode).toBe(200);
    jar.store(end);
    expect(jar.get('portal_preview')).toBeUndefined();
    const after = await t.app.inject({
      method: 'GET',
      url: '/v1/cms/preview/status',
      headers: { cookie: jar.header() },
    });
    expect(after.json()).toEqual({ data: { active: false, expiresAt: null } });
  });

  it('the preview secret is the configured one', () => {
    expect(t.config.cms.previewSecret).toBe(PREVIEW_SECRET);
  });
});
