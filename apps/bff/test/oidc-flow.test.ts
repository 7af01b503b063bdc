import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginTransactions } from '@portal/db';
import { createIdp, type Idp } from '@portal/idp';
import { HINT_COOKIES, SessionResponseSchema, UserResponseSchema } from '@portal/contracts';
// The IdP's own test browser: a cookie jar with manual redirects and form reading.
import { Browser, formsOf } from '../../idp/test/support/browser.ts';
import { CookieJar, createTestApp, fetchCsrf, ORIGIN } from './helpers.ts';

let idp: Idp;
let idpOrigin: string;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  idp = await createIdp({ portalOrigin: ORIGIN, dataDir: mkdtempSync(join(tmpdir(), 'portal-idp-')) });
  const address = await idp.listen(0);
  idpOrigin = new URL(address.issuers.sso).origin;
  t = await createTestApp({ env: { SSO_ISSUER: address.issuers.sso, CARRIER_ISSUER: address.issuers.carrier } });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** A member's browser: the portal through inject, the identity provider over real HTTP. */
class Member {
  readonly portal = new CookieJar();
  readonly idp = new Browser();

  async portalGet(url: string) {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: this.portal.header(), accept: 'text/html' },
    });
    this.portal.store(res);
    return res;
  }

  async portalCall(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
    const token = await fetchCsrf(t.app, this.portal);
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie: this.portal.header(), origin: ORIGIN, 'x-csrf-token': token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    this.portal.store(res);
    return res;
  }

  /** From a portal redirect to the IdP, through its pages, back to the portal URL it sends us to. */
  async signInAtIdp(
    authorizeUrl: string,
    loginId: string,
    options: { password?: string } = {},
  ): Promise<{ backTo?: URL; html: string }> {
    let { response, leftTo } = await this.idp.follow(await this.idp.get(authorizeUrl), idpOrigin);
    if (leftTo) return { backTo: leftTo, html: '' };
    let html = await response.text();
    const login = formsOf(html, response.url).find(
      (f) => !f.action.endsWith('/abort') && html.includes('id="loginId"'),
    );
    if (!login) throw new Error('no login form');
    ({ response, leftTo } = await this.idp.follow(
      await this.idp.post(login.action, { ...login.fields, loginId, password: options.password ?? 'password' }),
      idpOrigin,
    ));
    if (leftTo) return { backTo: leftTo, html: '' };
    html = await response.text();
    const code = /data-testid="one-time-code">(\d{6})</.exec(html)?.[1];
    if (!code) return { html };
    const form = formsOf(html, response.url).find((f) => f.action.endsWith('/code'));
    if (!form) throw new Error('no code form');
    ({ response, leftTo } = await this.idp.follow(
      await this.idp.post(form.action, { ...form.fields, code }),
      idpOrigin,
    ));
    return leftTo ? { backTo: leftTo, html: '' } : { html: await response.text() };
  }

  async login(loginId: string, query = 'back_uri=%2FmemberStatus', path = '/v1/top/login') {
    const start = await this.portalGet(`${path}?${query}`);
    expect(start.statusCode).toBe(302);
    const { backTo } = await this.signInAtIdp(start.headers.location as string, loginId);
    if (!backTo) throw new Error('the IdP did not send the member back');
    expect(backTo.origin).toBe(ORIGIN);
    return this.portalGet(`${backTo.pathname}${backTo.search}`);
  }

  async user() {
    const res = await this.portalCall('POST', '/v1/users/my');
    return { status: res.statusCode, body: res.statusCode === 200 ? UserResponseSchema.parse(res.json()).data : null };
  }

  async session() {
    return SessionResponseSchema.parse((await this.portalGet('/v1/top/session')).json()).data;
  }

  /** The browser side of an end-session page: the form submits itself (we post it). */
  async passEndSession(url: string): Promise<URL> {
    const { response, leftTo } = await this.idp.follow(await this.idp.get(url), idpOrigin);
    if (leftTo) return leftTo;
    const html = await response.text();
    const form = formsOf(html, response.url)[0];
    if (!form) throw new Error('no logout form');
    const next = await this.idp.follow(await this.idp.post(form.action, { ...form.fields, logout: 'yes' }), idpOrigin);
    if (!next.leftTo) throw new Error('end-session did not redirect back');
    return next.leftTo;
  }
}

describe('login through the SSO provider: authorization code + PKCE', () => {
  it('sends the member to the provider with PKCE S256, state, nonce and acr_values', async () => {
    const member = new Member();
    const res = await member.portalGet('/v1/top/login?back_uri=%2Ffavorite');
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(idpOrigin);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('acr_values')).toBe('1');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/authorization/cb`);
  });

  it('signs in principal, comes back to back_uri and serves the User entity', async () => {
    const member = new Member();
    const back = await member.login('principal');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/memberStatus');
    expect(member.portal.get('portal_sid')).toBeTruthy();
    expect(Number(member.portal.get(HINT_COOKIES.level1))).toBeGreaterThan(t.clock.now().getTime());
    expect(Number(member.portal.get(HINT_COOKIES.userLimit))).toBeGreaterThan(t.clock.now().getTime());
    expect(member.portal.get(HINT_COOKIES.level2)).toBeUndefined();
    const { status, body } = await member.user();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      familyName: '山田',
      firstName: '太郎',
      ssoCustomerNo: '100000000001',
      ssoMembrNo: '5500000001',
      ssoPrincipalFlg: '1',
      authenticationLevel: 1,
      totalPoint: 12300,
      cafePoint: 5000,
      operatorCodes: ['BS'],
      accountChoicePending: false,
    });
    expect((await member.session()).level).toBe(1);
  });

  it('marks a family member with ssoPrincipalFlg 0 and no cafe points', async () => {
    const member = new Member();
    await member.login('family');
    const { body } = await member.user();
    expect(body).toMatchObject({ ssoPrincipalFlg: '0', cafePoint: null, cafeteriaEnabled: false });
  });

  it('returns to the top page, not elsewhere, when back_uri is not a same-origin path', async () => {
    const member = new Member();
    const back = await member.login('principal', 'back_uri=https%3A%2F%2Fevil.example%2F');
    expect(back.headers.location).toBe('/');
  });

  it('refuses a callback whose state this browser did not start, and a replayed one', async () => {
    const member = new Member();
    const start = await member.portalGet('/v1/top/login?back_uri=%2F');
    const { backTo } = await member.signInAtIdp(start.headers.location as string, 'principal');
    const callback = `${backTo?.pathname}${backTo?.search}`;
    const stranger = new Member();
    const forged = await stranger.portalGet(callback);
    expect(forged.headers.location).toBe('/session-time-out');
    expect(stranger.portal.get('portal_sid')).toBeUndefined();
    // The state was consumed: the member's own browser cannot use it again either.
    const replay = await member.portalGet(callback);
    expect(replay.headers.location).toBe('/session-time-out');
  });

  it('sends an ineligible member to the contract error page without a session', async () => {
    const member = new Member();
    const back = await member.login('ineligible');
    expect(back.headers.location).toBe('/contract-error');
    expect(member.portal.get('portal_sid')).toBeUndefined();
  });

  it('gives a member with empty names empty strings (the SPA shows 氏名未設定)', async () => {
    const member = new Member();
    await member.login('noname');
    expect((await member.user()).body).toMatchObject({ familyName: '', firstName: '' });
  });
});

describe('cancelling at the provider', () => {
  async function cancel(member: Member, start: string) {
    const res = await member.portalGet(start);
    const { response } = await member.idp.follow(await member.idp.get(res.headers.location as string), idpOrigin);
    const html = await response.text();
    const abort = formsOf(html, response.url).find((f) => f.action.endsWith('/abort'));
    if (!abort) throw new Error('no キャンセル form');
    const { leftTo } = await member.idp.follow(await member.idp.post(abort.action, abort.fields), idpOrigin);
    expect(leftTo?.searchParams.get('error')).toBe('access_denied');
    return member.portalGet(`${leftTo?.pathname}${leftTo?.search}`);
  }

  it('returns a visitor to the public page they were on, still logged out', async () => {
    const member = new Member();
    const back = await cancel(member, '/v1/top/login?back_uri=%2Finformation');
    expect(back.headers.location).toBe('/information');
    expect(member.portal.get('portal_sid')).toBeUndefined();
  });

  it('returns to the top page instead of a member-only page, which would ask again (no loop)', async () => {
    const member = new Member();
    expect((await cancel(member, '/v1/top/login?back_uri=%2FmemberStatus')).headers.location).toBe('/');
    const stepping = new Member();
    await stepping.login('principal');
    expect((await cancel(stepping, '/v1/top/login?acr_value=2&back_uri=%2Fmypage')).headers.location).toBe('/');
    expect((await stepping.user()).body?.authenticationLevel).toBe(1);
  });

  it.each(['/orders/confirm?type=continue', '/opinionConfirm', '/oneTimePassword'])(
    'returns to the top page from %s too, a member step the web guards (one shared list)',
    async (backUri) => {
      const member = new Member();
      const back = await cancel(member, `/v1/top/login?back_uri=${encodeURIComponent(backUri)}`);
      expect(back.headers.location).toBe('/');
    },
  );
});

describe('step-up to level 2 for my-page routes', () => {
  it('asks again with a one-time code and marks the session level 2', async () => {
    const member = new Member();
    await member.login('principal');
    const start = await member.portalGet('/v1/top/login?acr_value=2&back_uri=%2Fmypage');
    expect(new URL(start.headers.location as string).searchParams.get('acr_values')).toBe('2');
    const { backTo, html } = await member.signInAtIdp(start.headers.location as string, 'principal');
    expect(html).toBe('');
    const back = await member.portalGet(`${backTo?.pathname}${backTo?.search}`);
    expect(back.headers.location).toBe('/mypage');
    expect(Number(member.portal.get(HINT_COOKIES.level2))).toBeGreaterThan(t.clock.now().getTime());
    expect((await member.session()).level).toBe(2);
    expect((await member.user()).body?.authenticationLevel).toBe(2);
  });
});

describe('several accounts: the account chooser', () => {
  it('marks the choice pending with the first account, and takes the chosen one', async () => {
    const member = new Member();
    await member.login('multi');
    const before = (await member.user()).body;
    expect(before?.accounts.map((a) => a.id)).toEqual(['S-0006-01', 'S-0006-02', 'S-0006-03']);
    expect(before?.accountChoicePending).toBe(true);
    expect(before?.ssoSubscriptionId).toBe('S-0006-01');
    const chosen = await member.portalCall('PUT', '/v1/users/member-info', { ssoSubscriptionId: 'S-0006-02' });
    expect(chosen.statusCode).toBe(200);
    expect(UserResponseSchema.parse(chosen.json()).data).toMatchObject({
      ssoSubscriptionId: 'S-0006-02',
      accountChoicePending: false,
    });
    const foreign = await member.portalCall('PUT', '/v1/users/member-info', { ssoSubscriptionId: 'S-0001-01' });
    expect(foreign.statusCode).toBe(422);
    const invalid = await member.portalCall('PUT', '/v1/users/member-info', { ssoSubscriptionId: '' });
    expect(invalid.statusCode).toBe(400);
  });

  it('groups the contract info by contract', async () => {
    const member = new Member();
    await member.login('healthpoint');
    const res = await member.portalCall('POST', '/v1/users/contract-info');
    expect(res.json().data.contractInfo).toEqual([
      {
        companyCd: 'C005',
        customerNo: '100000000005',
        companyName: '高橋 健',
        subscriptions: [
          { boServiceCode: 'HP', torinoMembrNo: 'T0000000501' },
          { boServiceCode: 'IC', torinoMembrNo: 'T0000000502' },
        ],
      },
    ]);
  });
});

describe('points for the header tiles', () => {
  it('serves benepo and cafe balances, and 404 for cafe without a cafeteria plan', async () => {
    const member = new Member();
    await member.login('principal');
    expect((await member.portalCall('GET', '/v1/points/benepo')).json()).toEqual({ data: { totalPoint: 12300 } });
    expect((await member.portalCall('GET', '/v1/points/cafe')).json()).toEqual({ data: { appliablePoint: 5000 } });
    const club = new Member();
    await club.login('club');
    expect((await club.portalCall('GET', '/v1/points/cafe')).statusCode).toBe(404);
  });
});

describe('session lifetime', () => {
  it('expires after the idle limit unless refreshed, and never past the user limit', async () => {
    const member = new Member();
    await member.login('principal');
    t.clock.advance(50 * 60_000);
    const refreshed = await member.portalCall('POST', '/v1/top/refresh-token');
    expect(refreshed.statusCode).toBe(200);
    // The level-1 hint moves with the sliding limit, so the SPA's guards agree with the server.
    const { expiresAt } = refreshed.json<{ data: { expiresAt: string } }>().data;
    expect(Number(member.portal.get(HINT_COOKIES.level1))).toBe(Date.parse(expiresAt));
    t.clock.advance(50 * 60_000);
    expect((await member.user()).status).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await member.user()).status).toBe(401);
    expect((await member.portalCall('POST', '/v1/top/refresh-token')).statusCode).toBe(401);
  });
});

describe('logout: SSO end-session, then carrier end-session, back to /', () => {
  it('revokes the session at once and walks the chain back to the top page', async () => {
    const member = new Member();
    await member.login('principal');
    const res = await member.portalCall('POST', '/v1/top/logout');
    const { redirectTo } = res.json<{ data: { redirectTo: string } }>().data;
    expect(new URL(redirectTo).pathname).toBe('/sso/session/end');
    expect(member.portal.get(HINT_COOKIES.level1)).toBeUndefined();
    expect((await member.user()).status).toBe(401);

    const toSbLogout = await member.passEndSession(redirectTo);
    expect(toSbLogout.href).toBe(`${ORIGIN}/v1/top/sb-logout`);
    const sbLogout = await member.portalGet(toSbLogout.pathname);
    expect(sbLogout.statusCode).toBe(302);
    expect(member.portal.get('portal_sid')).toBeUndefined();
    const toTop = await member.passEndSession(sbLogout.headers.location as string);
    expect(toTop.href).toBe(`${ORIGIN}/`);

    // Signed out at the provider too: a new login asks for the password again.
    const again = await member.portalGet('/v1/top/login?back_uri=%2F');
    const { html } = await member.idp
      .follow(await member.idp.get(again.headers.location as string), idpOrigin)
      .then(async (r) => ({ html: await r.response.text() }));
    expect(html).toContain('id="loginId"');
  });

  it('on the withdraw-finish page, walks the same chain and ends there, not on the top page (spec §4)', async () => {
    const member = new Member();
    await member.login('principal');
    const res = await member.portalCall('POST', '/v1/top/logout', { returnTo: 'withdrawFinish' });
    const { redirectTo } = res.json<{ data: { redirectTo: string } }>().data;
    expect(new URL(redirectTo).pathname).toBe('/sso/session/end');
    const toSbLogout = await member.passEndSession(redirectTo);
    expect(toSbLogout.href).toBe(`${ORIGIN}/v1/top/sb-logout?state=withdrawFinish`);
    const sbLogout = await member.portalGet(`${toSbLogout.pathname}${toSbLogout.search}`);
    expect(member.portal.get('portal_sid')).toBeUndefined();
    const back = await member.passEndSession(sbLogout.headers.location as string);
    expect(back.href).toBe(`${ORIGIN}/withdrawFinish`);
    // Signed out at the providers too.
    const again = await member.portalGet('/v1/top/login?back_uri=%2F');
    const { html } = await member.idp
      .follow(await member.idp.get(again.headers.location as string), idpOrigin)
      .then(async (r) => ({ html: await r.response.text() }));
    expect(html).toContain('id="loginId"');
  });

  it('ends on the top page for any other state, and refuses an unknown return', async () => {
    const member = new Member();
    await member.login('principal');
    expect((await member.portalCall('POST', '/v1/top/logout', { returnTo: 'https://evil.example' })).statusCode).toBe(
      400,
    );
    await member.portalCall('POST', '/v1/top/logout');
    const sbLogout = await member.portalGet('/v1/top/sb-logout?state=https%3A%2F%2Fevil.example');
    const back = await member.passEndSession(sbLogout.headers.location as string);
    expect(back.href).toBe(`${ORIGIN}/`);
  });
});

describe('carrier login, enrolment and withdrawal re-authentication', () => {
  it('signs in through the carrier issuer (sb-login → cbSB)', async () => {
    const member = new Member();
    const back = await member.login('principal', 'back_uri=%2Ffavorite', '/v1/top/sb-login');
    expect(back.headers.location).toBe('/favorite');
    expect((await member.user()).status).toBe(200);
  });

  it('re-authenticates at the carrier before withdrawal and returns to redirectUri', async () => {
    const member = new Member();
    await member.login('principal');
    const start = await member.portalGet('/v1/top/sb-user-withdrawal?redirectUri=%2FwithdrawConfirm');
    expect(new URL(start.headers.location as string).searchParams.get('redirect_uri')).toBe(
      `${ORIGIN}/authorization/cb-withdraw`,
    );
    const { backTo } = await member.signInAtIdp(start.headers.location as string, 'principal');
    const back = await member.portalGet(`${backTo?.pathname}${backTo?.search}`);
    expect(back.headers.location).toBe('/withdrawConfirm');
  });

  it('sends a withdrawal without a session to the session time-out page', async () => {
    const res = await new Member().portalGet('/v1/top/sb-user-withdrawal?redirectUri=%2FwithdrawConfirm');
    expect(res.headers.location).toBe('/session-time-out');
  });
});

describe('hardening of the login and logout (issue 14)', () => {
  it('comes back signed in to a back_uri in Japanese, percent-encoded', async () => {
    const member = new Member();
    const back = await member.login('principal', 'back_uri=%2F%E6%A4%9C%E7%B4%A2%3Fq%3D%E6%B8%A9%E6%B3%89');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/%E6%A4%9C%E7%B4%A2?q=%E6%B8%A9%E6%B3%89');
    expect((await member.user()).status).toBe(200);
  });

  it('sends a stored back_uri with raw Japanese in it percent-encoded, not a 500', async () => {
    const member = new Member();
    const start = await member.portalGet('/v1/top/login?back_uri=%2F');
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    await t.db.update(loginTransactions).set({ backUri: '/検索' }).where(eq(loginTransactions.state, state));
    const { backTo } = await member.signInAtIdp(start.headers.location as string, 'principal');
    const back = await member.portalGet(`${backTo?.pathname}${backTo?.search}`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/%E6%A4%9C%E7%B4%A2');
    expect((await member.user()).status).toBe(200);
  });

  it.each(['/authorization/cb', '/authorization/cbSB', '/authorization/cb-withdraw'])(
    'answers a control character in the state of %s with 400 in the usual shape',
    async (path) => {
      for (const query of ['state=%00', 'state=a%0Ab', 'code=%1B&state=x', 'iss=%7F']) {
        const res = await new Member().portalGet(`${path}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual({
          error: { code: 'invalid_request', message: '入力内容に誤りがあります。' },
        });
      }
    },
  );

  it('does not log a member out when another site sends the browser to /v1/top/sb-logout', async () => {
    const member = new Member();
    await member.login('principal');
    for (const site of ['cross-site', 'same-site', undefined]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/top/sb-logout',
        headers: { cookie: member.portal.header(), ...(site ? { 'sec-fetch-site': site } : {}) },
      });
      member.portal.store(res);
      expect(res.headers.location, site).toBe('/');
      expect(member.portal.get('portal_sid'), site).toBeTruthy();
    }
    expect((await member.user()).status).toBe(200);
    // From the portal's own page, or typed in the address bar, it logs out.
    const own = await t.app.inject({
      method: 'GET',
      url: '/v1/top/sb-logout',
      headers: { cookie: member.portal.header(), 'sec-fetch-site': 'same-origin' },
    });
    member.portal.store(own);
    expect(member.portal.get('portal_sid')).toBeUndefined();
    expect((await member.user()).status).toBe(401);
  });
});
