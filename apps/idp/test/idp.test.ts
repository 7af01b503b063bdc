import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { idpConfigFromEnv } from '../src/config.ts';
import { createIdp } from '../src/index.ts';
import type { Idp, IdpAddress, LoginLimits } from '../src/index.ts';
import { Browser, formsOf } from './support/browser.ts';
import {
  authorizationRequest,
  completeAuthorization,
  discover,
  oidc,
  PORTAL,
  startAuthorization,
} from './support/relying-party.ts';
import type { AuthorizationAttempt } from './support/relying-party.ts';

const SSO_CALLBACK = `${PORTAL}/authorization/cb`;
const CARRIER_CALLBACK = `${PORTAL}/authorization/cbSB`;
const ONE_TIME_CODE = /確認コード: <strong[^>]*>(\d{6})<\/strong>（開発用に表示しています）/;

let dataDir: string;
let idp: Idp;
let address: IdpAddress;
let sso: oidc.Configuration;
let carrier: oidc.Configuration;
/** Moves the one-time codes' clock (their expiry) forward. */
let codeClockOffset = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'idp-test-'));
  idp = await createIdp({ dataDir, portalOrigin: PORTAL, now: () => Date.now() + codeClockOffset });
  address = await idp.listen(0);
  [sso, carrier] = await Promise.all([
    discover(address.issuers.sso, 'portal', 'portal-sso-dev-secret'),
    discover(address.issuers.carrier, 'portal', 'portal-carrier-dev-secret'),
  ]);
});

afterAll(async () => {
  await idp.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface SignIn {
  redirectUri?: string;
  acr?: '1' | '2';
  loginId?: string;
  password?: string;
}

/** Reads the one-time code the way a member (or an e2e test) reads it off the page. */
function shownCode(html: string): string {
  const code = ONE_TIME_CODE.exec(html)?.[1];
  if (code === undefined) throw new Error('no one-time code on the page');
  return code;
}

/** The password step on a login page; returns the next page or the redirect back to the portal. */
async function submitPassword(browser: Browser, loginPage: Response, loginId: string, password: string) {
  return browser.follow(
    await browser.post(`${loginPage.url}/login`, { loginId, password }),
    new URL(loginPage.url).origin,
  );
}

/** A whole login as the member does it: login page, password, and the one-time code when level 2 is asked. */
async function signIn(browser: Browser, config: oidc.Configuration, options: SignIn = {}) {
  const { redirectUri = SSO_CALLBACK, acr = '1', loginId = 'principal', password = 'password' } = options;
  const attempt = await authorizationRequest(config, { redirectUri, acr });
  const { response: loginPage } = await startAuthorization(browser, attempt);
  expect(loginPage.status).toBe(200);
  let step = await submitPassword(browser, loginPage, loginId, password);
  if (acr === '2') {
    const codePage = step.response;
    expect(codePage.status).toBe(200);
    const code = shownCode(await codePage.text());
    step = await browser.follow(await browser.post(`${codePage.url}/code`, { code }), new URL(codePage.url).origin);
  }
  if (!step.leftTo) throw new Error(`login did not return to the portal (status ${step.response.status})`);
  return completeAuthorization(config, step.leftTo, attempt);
}

/** Follows an authorization request that a live session at the issuer answers without any page. */
async function silentAuthorization(browser: Browser, config: oidc.Configuration, attempt: AuthorizationAttempt) {
  const { leftTo, response } = await startAuthorization(browser, attempt);
  if (!leftTo) throw new Error(`the issuer showed a page (status ${response.status}) instead of redirecting`);
  return completeAuthorization(config, leftTo, attempt);
}

describe('discovery', () => {
  it('serves two issuers under their path prefixes, with every endpoint under the same prefix', () => {
    for (const [name, config] of [
      ['sso', sso],
      ['carrier', carrier],
    ] as const) {
      const issuer = `${address.baseUrl}/${name}`;
      const metadata = config.serverMetadata();
      expect(metadata.issuer).toBe(issuer);
      expect(metadata.authorization_endpoint).toBe(`${issuer}/auth`);
      expect(metadata.token_endpoint).toBe(`${issuer}/token`);
      expect(metadata.jwks_uri).toBe(`${issuer}/jwks`);
      expect(metadata.end_session_endpoint).toBe(`${issuer}/session/end`);
      expect(metadata.acr_values_supported).toEqual(['1', '2']);
      expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
      expect(metadata.token_endpoint_auth_methods_supported).toContain('client_secret_basic');
    }
  });

  it('lists both issuers on its front page', async () => {
    const html = await (await fetch(`${address.baseUrl}/`)).text();
    expect(html).toContain(`<code>${address.issuers.sso}</code>`);
    expect(html).toContain(`<code>${address.issuers.carrier}</code>`);
  });

  it('answers GET /healthz with 200', async () => {
    const response = await fetch(`${address.baseUrl}/healthz`);
    expect(response.status).toBe(200);
  });
});

describe('login at the SSO issuer', () => {
  it('shows a Japanese login page that names the service and lists the test members', async () => {
    const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '1' });
    const { response } = await startAuthorization(new Browser(), attempt);
    expect(response.status).toBe(200);
    expect(response.url).toMatch(new RegExp(`^${address.issuers.sso}/interaction/[\\w-]+$`));
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    const html = await response.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<h1>ライフエール共通ID ログイン</h1>');
    expect(html).toContain('ライフエール会員ポータルがログインを求めています。');
    expect(html).toContain('<label for="loginId">ログインID</label>');
    expect(html).toContain('<label for="password">パスワード</label>');
    expect(html).toContain('<td>一般会員（本人）</td>');
    expect(html).toContain('<button type="submit">principal でログイン</button>');
    expect(html).not.toMatch(/\son[a-z]+=/);
  });

  it('signs in principal with a password: sub principal, acr 1, amr pwd, nonce and auth_time in the ID token', async () => {
    const { claims } = await signIn(new Browser(), sso);
    expect(claims).toMatchObject({ iss: address.issuers.sso, aud: 'portal', sub: 'principal', acr: '1', amr: ['pwd'] });
    expect(typeof claims.auth_time).toBe('number');
    expect(typeof claims.nonce).toBe('string');
  });

  it('answers userinfo with the member profile for the profile and email scopes', async () => {
    const browser = new Browser();
    await signIn(browser, sso);
    const attempt = await authorizationRequest(sso, {
      redirectUri: SSO_CALLBACK,
      acr: '1',
      extra: { scope: 'openid profile email' },
    });
    const { tokens } = await silentAuthorization(browser, sso, attempt);
    const userinfo = await oidc.fetchUserInfo(sso, tokens.access_token, 'principal');
    expect(userinfo).toMatchObject({
      sub: 'principal',
      name: '山田 太郎',
      family_name: '山田',
      given_name: '太郎',
      email: 'taro.yamada@example.jp',
    });
  });

  it('issues a refresh token that renews the ID token while the IdP session lives', async () => {
    const { tokens } = await signIn(new Browser(), sso);
    if (tokens.refresh_token === undefined) throw new Error('no refresh token');
    const renewed = await oidc.refreshTokenGrant(sso, tokens.refresh_token);
    expect(renewed.claims()).toMatchObject({ sub: 'principal', acr: '1' });
  });

  it('signs in with a test member button (hidden login id and password)', async () => {
    const browser = new Browser();
    const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '1' });
    const { response } = await startAuthorization(browser, attempt);
    const button = formsOf(await response.text(), response.url).find((form) => form.fields.loginId === 'club');
    if (!button) throw new Error('no button for club');
    const { leftTo } = await browser.follow(await browser.post(button.action, button.fields), address.baseUrl);
    if (!leftTo) throw new Error('no redirect to the portal');
    const { claims } = await completeAuthorization(sso, leftTo, attempt);
    expect(claims.sub).toBe('club');
  });

  it('rejects a wrong password: ログインIDまたはパスワードが正しくありません。 with the login id kept', async () => {
    const browser = new Browser();
    const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '1' });
    const { response: loginPage } = await startAuthorization(browser, attempt);
    const { response, leftTo } = await submitPassword(browser, loginPage, 'principal', 'wrong');
    expect(leftTo).toBeUndefined();
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('ログインIDまたはパスワードが正しくありません。');
    expect(html).toMatch(/<input\b[^>]*\bid="loginId"[^>]*\bvalue="principal"/);

    const retry = await submitPassword(browser, loginPage, 'principal', 'password');
    if (!retry.leftTo) throw new Error('the corrected password did not sign in');
    expect((await completeAuthorization(sso, retry.leftTo, attempt)).claims.sub).toBe('principal');
  });

  it('sends browser back onto a finished or unknown login step to the portal, not to an error page', async () => {
    const response = await fetch(`${address.issuers.sso}/interaction/no-such-interaction`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PORTAL}/`);
  });

  it('refuses a login id that is not a test member', async () => {
    const browser = new Browser();
    const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '1' });
    const { response: loginPage } = await startAuthorization(browser, attempt);
    const { response } = await submitPassword(browser, loginPage, 'nobody', 'password');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('ログインIDまたはパスワードが正しくありません。');
  });

  it('answers a second request of the same browser from its session, without a page', async () => {
    const browser = new Browser();
    await signIn(browser, sso);
    const again = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '1' });
    const { claims } = await silentAuthorization(browser, sso, again);
    expect(claims).toMatchObject({ sub: 'principal', acr: '1' });
  });

  it('issues acr 1 to a request without acr_values', async () => {
    const browser = new Browser();
    await signIn(browser, sso);
    const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK });
    const { claims } = await silentAuthorization(browser, sso, attempt);
    expect(claims).toMatchObject({ sub: 'principal', acr: '1', amr: ['pwd'] });
  });

  it('never shows a consent screen, even for prompt=consent (first-party portal)', async () => {
    const browser = new Browser();
    await signIn(browser, sso);
    const attempt = await authorizationRequest(sso, {
      redirectUri: SSO_CALLBACK,
      acr: '1',
      extra: { prompt: 'consent' },
    });
    const { claims } = await silentAuthorization(browser, sso, attempt);
    expect(claims.sub).toBe('principal');
  });

  it('sends the member back with access_denied when they cancel', async () => {
    const browser = new Browser();
    const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '1' });
    const { response: loginPage } = await startAuthorization(browser, attempt);
    const { leftTo } = await browser.follow(await browser.post(`${loginPage.url}/abort`, {}), address.baseUrl);
    expect(leftTo?.origin + (leftTo?.pathname ?? '')).toBe(SSO_CALLBACK);
    expect(leftTo?.searchParams.get('error')).toBe('access_denied');
  });
});

describe('assurance level 2 (acr_values=2)', () => {
  it('asks for the one-time code shown on the page and issues acr 2', async () => {
    const browser = new Browser();
    const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '2' });
    const { response: loginPage } = await startAuthorization(browser, attempt);
    expect(await loginPage.text()).toContain('確認コードによる本人確認が必要です');

    const { response: codePage, leftTo } = await submitPassword(browser, loginPage, 'principal', 'password');
    expect(leftTo).toBeUndefined();
    const html = await codePage.text();
    expect(html).toContain('<label for="code">確認コード</label>');
    const code = shownCode(html);

    const wrong = code === '000000' ? '111111' : '000000';
    const rejected = await browser.post(`${codePage.url}/code`, { code: wrong });
    expect(rejected.status).toBe(200);
    const rejectedHtml = await rejected.text();
    expect(rejectedHtml).toContain('確認コードが正しくありません。');
    expect(shownCode(rejectedHtml)).toBe(code);

    const accepted = await browser.follow(await browser.post(`${codePage.url}/code`, { code }), address.baseUrl);
    if (!accepted.leftTo) throw new Error('the right code did not sign in');
    const { claims } = await completeAuthorization(sso, accepted.leftTo, attempt);
    expect(claims).toMatchObject({ sub: 'principal', acr: '2', amr: ['pwd', 'otp'] });
  });

  it('steps up an acr-1 session: acr_values=2 asks for password and code again', async () => {
    const browser = new Browser();
    await signIn(browser, sso, { acr: '1' });

    const stepUp = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '2' });
    const { response: loginPage, leftTo } = await startAuthorization(browser, stepUp);
    expect(leftTo).toBeUndefined();
    expect(loginPage.status).toBe(200);
    const html = await loginPage.text();
    expect(html).toContain('もう一度ログインして、確認コードを入力してください。');
    expect(html).toMatch(/<input\b[^>]*\bid="loginId"[^>]*\bvalue="principal"/);

    const { response: codePage } = await submitPassword(browser, loginPage, 'principal', 'password');
    const code = shownCode(await codePage.text());
    const done = await browser.follow(await browser.post(`${codePage.url}/code`, { code }), address.baseUrl);
    if (!done.leftTo) throw new Error('step-up did not complete');
    expect((await completeAuthorization(sso, done.leftTo, stepUp)).claims.acr).toBe('2');
  });

  it('signs out the previous member when another member completes the step-up', async () => {
    const browser = new Browser();
    await signIn(browser, sso, { acr: '1', loginId: 'principal' });

    const stepUp = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '2' });
    const { response: loginPage } = await startAuthorization(browser, stepUp);
    const { response: codePage } = await submitPassword(browser, loginPage, 'club', 'password');
    const code = shownCode(await codePage.text());
    // oidc-provider ends the old session with a self-submitting form before it resumes.
    const { response: switchPage } = await browser.follow(
      await browser.post(`${codePage.url}/code`, { code }),
      address.baseUrl,
    );
    const [endOldSession] = formsOf(await switchPage.text(), switchPage.url);
    if (!endOldSession) throw new Error('no session switch form');
    const { leftTo } = await browser.follow(
      await browser.post(endOldSession.action, endOldSession.fields),
      address.baseUrl,
    );
    if (!leftTo) throw new Error('the switch did not return to the portal');
    expect((await completeAuthorization(sso, leftTo, stepUp)).claims).toMatchObject({ sub: 'club', acr: '2' });
  });

  it('lets an acr-2 session satisfy both levels without a page', async () => {
    const browser = new Browser();
    await signIn(browser, sso, { acr: '2' });
    for (const acr of ['1', '2'] as const) {
      const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr });
      const { claims } = await silentAuthorization(browser, sso, attempt);
      expect(claims.acr).toBe('2');
    }
  });

  it('answers prompt=none that needs a step-up with login_required', async () => {
    const browser = new Browser();
    await signIn(browser, sso, { acr: '1' });
    const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '2', extra: { prompt: 'none' } });
    const { leftTo } = await startAuthorization(browser, attempt);
    expect(leftTo?.searchParams.get('error')).toBe('login_required');
  });
});

describe('carrier issuer', () => {
  it('has its own login page and session, and signs in at the carrier callback', async () => {
    const browser = new Browser();
    await signIn(browser, sso);

    const attempt = await authorizationRequest(carrier, { redirectUri: CARRIER_CALLBACK, acr: '1' });
    const { response: loginPage, leftTo } = await startAuthorization(browser, attempt);
    expect(leftTo).toBeUndefined();
    expect(await loginPage.text()).toContain('<h1>キャリアID ログイン</h1>');
    const done = await submitPassword(browser, loginPage, 'kyutoku', 'password');
    if (!done.leftTo) throw new Error('carrier login did not complete');
    expect(`${done.leftTo.origin}${done.leftTo.pathname}`).toBe(CARRIER_CALLBACK);
    const { claims } = await completeAuthorization(carrier, done.leftTo, attempt);
    expect(claims).toMatchObject({ iss: address.issuers.carrier, sub: 'kyutoku', acr: '1' });
    expect(browser.cookieNames(address.issuers.carrier)).toContain('idp_carrier_session');
    expect(browser.cookieNames(address.issuers.carrier)).not.toContain('idp_sso_session');
  });

  it('accepts the withdrawal callback', async () => {
    const { claims } = await signIn(new Browser(), carrier, { redirectUri: `${PORTAL}/authorization/cb-withdraw` });
    expect(claims.sub).toBe('principal');
  });
});

describe('end session (RP-initiated logout)', () => {
  /** What the browser does with the logout page: its script submits the form as it is. */
  async function autoSubmitLogout(browser: Browser, logoutPage: Response) {
    expect(logoutPage.status).toBe(200);
    const html = await logoutPage.text();
    expect(html).toContain('ログアウトしています…');
    const nonce = /script-src 'nonce-([^']+)'/.exec(logoutPage.headers.get('content-security-policy') ?? '')?.[1];
    expect(html).toContain(`<script nonce="${nonce}">document.getElementById('op.logoutForm').submit();</script>`);
    const [form] = formsOf(html, logoutPage.url);
    if (!form) throw new Error('no logout form');
    expect(form.fields.logout).toBe('yes');
    return browser.follow(await browser.post(form.action, form.fields), new URL(logoutPage.url).origin);
  }

  it('logs out with id_token_hint and returns to the registered post_logout_redirect_uri', async () => {
    const browser = new Browser();
    const { idToken } = await signIn(browser, sso);
    const url = oidc.buildEndSessionUrl(sso, {
      id_token_hint: idToken,
      post_logout_redirect_uri: `${PORTAL}/v1/top/sb-logout`,
      state: 'after-logout',
    });
    const { leftTo } = await autoSubmitLogout(browser, await browser.get(url));
    expect(leftTo?.href).toBe(`${PORTAL}/v1/top/sb-logout?state=after-logout`);

    // The session is gone: the next request shows the login page again.
    const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '1' });
    const next = await startAuthorization(browser, attempt);
    expect(next.leftTo).toBeUndefined();
    expect(next.response.status).toBe(200);
  });

  it('logs out with client_id and a registered post_logout_redirect_uri', async () => {
    const browser = new Browser();
    await signIn(browser, carrier, { redirectUri: CARRIER_CALLBACK });
    const url = oidc.buildEndSessionUrl(carrier, { client_id: 'portal', post_logout_redirect_uri: `${PORTAL}/` });
    const { leftTo } = await autoSubmitLogout(browser, await browser.get(url));
    expect(leftTo?.href).toBe(`${PORTAL}/`);
  });

  it('refuses an unregistered post_logout_redirect_uri', async () => {
    const url = oidc.buildEndSessionUrl(sso, { client_id: 'portal', post_logout_redirect_uri: 'http://evil.example/' });
    const response = await new Browser().get(url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('shows a Japanese page when there is nowhere to return to', async () => {
    const browser = new Browser();
    await signIn(browser, sso);
    const { response } = await autoSubmitLogout(browser, await browser.get(`${address.issuers.sso}/session/end`));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('ログアウトしました。');
  });
});

describe('refused authorization requests', () => {
  it('refuses an unregistered redirect_uri with an error page instead of a redirect', async () => {
    const attempt = await authorizationRequest(sso, { redirectUri: `${PORTAL}/somewhere-else` });
    const response = await new Browser().get(attempt.url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });

  it('refuses the carrier callback at the SSO issuer (exact redirect URIs per issuer)', async () => {
    const attempt = await authorizationRequest(sso, { redirectUri: CARRIER_CALLBACK });
    const response = await new Browser().get(attempt.url);
    expect(response.status).toBe(400);
  });

  it('refuses a request without PKCE', async () => {
    const url = oidc.buildAuthorizationUrl(sso, {
      redirect_uri: SSO_CALLBACK,
      scope: 'openid',
      state: 'no-pkce',
      nonce: oidc.randomNonce(),
    });
    const response = await new Browser().get(url);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(SSO_CALLBACK);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a client secret that is wrong', async () => {
    const wrong = await discover(address.issuers.sso, 'portal', 'not-the-secret');
    await expect(signIn(new Browser(), wrong)).rejects.toThrow();
  });
});

describe('where it listens', () => {
  it('binds to loopback (127.0.0.1) unless told otherwise, so other machines cannot reach it', () => {
    expect((idp.server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('reads IDP_HOST only as an explicit choice of another interface', () => {
    expect(idpConfigFromEnv({}).host).toBe('127.0.0.1');
    expect(idpConfigFromEnv({ IDP_HOST: '' }).host).toBe('127.0.0.1');
    expect(idpConfigFromEnv({ IDP_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(() => idpConfigFromEnv({ IDP_PORT: 'x' })).toThrow('IDP_PORT must be a port number');
  });
});

/** A level-2 login up to its code page: the interaction, the code page and the code shown on it. */
async function codeStep(browser: Browser, loginId: string) {
  const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '2' });
  const { response: loginPage } = await startAuthorization(browser, attempt);
  const { response: codePage, leftTo } = await submitPassword(browser, loginPage, loginId, 'password');
  expect(leftTo).toBeUndefined();
  const code = shownCode(await codePage.text());
  return { attempt, loginPage, codeUrl: `${codePage.url}/code`, code };
}

function otherThan(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

const LOCKED_OUT =
  /ログインに続けて失敗したため、ログインを一時的に制限しています。(\d+)分ほど待ってから、もう一度お試しください。/;

describe('repeated failures', () => {
  it('locks a login id after 5 wrong passwords, then refuses even the right one (ログインを一時的に制限しています)', async () => {
    const browser = new Browser();
    const attempt = await authorizationRequest(sso, { redirectUri: SSO_CALLBACK, acr: '1' });
    const { response: loginPage } = await startAuthorization(browser, attempt);
    for (let i = 1; i <= 4; i += 1) {
      const { response } = await submitPassword(browser, loginPage, 'family', `wrong-${i}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('ログインIDまたはパスワードが正しくありません。');
    }
    const fifth = (await submitPassword(browser, loginPage, 'family', 'wrong-5')).response;
    expect(fifth.status).toBe(429);
    expect(await fifth.text()).toMatch(LOCKED_OUT);

    const right = await submitPassword(browser, loginPage, 'family', 'password');
    expect(right.leftTo).toBeUndefined();
    expect(right.response.status).toBe(429);
    expect(Number(right.response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(LOCKED_OUT.exec(await right.response.text())?.[1]).toBe('15');

    // Another member at the same address still signs in.
    expect((await signIn(new Browser(), sso, { loginId: 'multi' })).claims.sub).toBe('multi');
  });

  it('locks a client address that fails for many login ids', async () => {
    const strict = await createIdp({ dataDir, portalOrigin: PORTAL, loginLimits: { maxFailuresPerAddress: 3 } });
    try {
      const { issuers } = await strict.listen(0);
      const config = await discover(issuers.sso, 'portal', 'portal-sso-dev-secret');
      const browser = new Browser();
      const attempt = await authorizationRequest(config, { redirectUri: SSO_CALLBACK, acr: '1' });
      const { response: loginPage } = await startAuthorization(browser, attempt);
      for (const loginId of ['nobody-1', 'nobody-2']) {
        expect((await submitPassword(browser, loginPage, loginId, 'password')).response.status).toBe(200);
      }
      expect((await submitPassword(browser, loginPage, 'nobody-3', 'password')).response.status).toBe(429);
      const member = await submitPassword(browser, loginPage, 'principal', 'password');
      expect(member.leftTo).toBeUndefined();
      expect(await member.response.text()).toMatch(LOCKED_OUT);
    } finally {
      await strict.close();
    }
  });
});

describe('repeated failures from elsewhere (issue 33): a lock per login id and address, a slow-down per login id', () => {
  /** An IdP behind a proxy the test plays, so that each browser has an address of its own (X-Forwarded-For). */
  async function behindProxy(loginLimits: Partial<LoginLimits>, now?: () => number) {
    const proxied = await createIdp({
      dataDir,
      portalOrigin: PORTAL,
      trustProxy: true,
      loginLimits,
      ...(now ? { now } : {}),
    });
    const { issuers } = await proxied.listen(0);
    const config = await discover(issuers.sso, 'portal', 'portal-sso-dev-secret');
    const loginPageFrom = async (address: string) => {
      const browser = new Browser({ 'x-forwarded-for': address });
      const attempt = await authorizationRequest(config, { redirectUri: SSO_CALLBACK, acr: '1' });
      const { response } = await startAuthorization(browser, attempt);
      return { browser, loginPage: response };
    };
    return { proxied, loginPageFrom };
  }

  it('five wrong passwords lock the login id at that address only: the member still signs in from theirs', async () => {
    const { proxied, loginPageFrom } = await behindProxy({});
    try {
      const attacker = await loginPageFrom('203.0.113.7');
      for (let i = 1; i <= 5; i += 1)
        await submitPassword(attacker.browser, attacker.loginPage, 'kyutoku', `wrong-${i}`);
      const locked = await submitPassword(attacker.browser, attacker.loginPage, 'kyutoku', 'password');
      expect(locked.response.status).toBe(429);
      expect(await locked.response.text()).toMatch(LOCKED_OUT);

      const member = await loginPageFrom('198.51.100.20');
      const signedIn = await submitPassword(member.browser, member.loginPage, 'kyutoku', 'password');
      expect(signedIn.leftTo?.href).toMatch(/^http:\/\/localhost:3000\/authorization\/cb\?/);
    } finally {
      await proxied.close();
    }
  });

  it('spaces out the attempts of a login id failing from many addresses, and lets the member in on its turn', async () => {
    let now = 1_000_000;
    const { proxied, loginPageFrom } = await behindProxy({ slowDownAfterFailures: 3 }, () => now);
    try {
      for (let i = 1; i <= 3; i += 1) {
        const guesser = await loginPageFrom(`198.51.100.${i}`);
        const wrong = await submitPassword(guesser.browser, guesser.loginPage, 'healthpoint', 'guess');
        expect(wrong.response.status).toBe(200);
      }
      const member = await loginPageFrom('192.0.2.44');
      const early = await submitPassword(member.browser, member.loginPage, 'healthpoint', 'password');
      expect(early.leftTo).toBeUndefined();
      expect(early.response.status).toBe(429);
      expect(early.response.headers.get('retry-after')).toBe('1');
      expect(await early.response.text()).toContain(
        'このログインIDでのログインの失敗が続いているため、試行の間隔を空けています。1秒ほど待ってから、もう一度お試しください。',
      );
      now += 1000;
      const onTurn = await submitPassword(member.browser, member.loginPage, 'healthpoint', 'password');
      expect(onTurn.leftTo?.pathname).toBe('/authorization/cb');
    } finally {
      await proxied.close();
    }
  });
});

describe('one-time codes', () => {
  it('end the pending code after 5 wrong codes: the member enters the password again and gets a new code', async () => {
    const browser = new Browser();
    const { attempt, loginPage, codeUrl, code } = await codeStep(browser, 'healthpoint');
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await browser.post(codeUrl, { code: otherThan(code) });
      expect(wrong.status).toBe(200);
      const html = await wrong.text();
      expect(html).toContain(
        `確認コードが正しくありません。あと${left}回間違えると、この確認コードは使えなくなります。`,
      );
      expect(shownCode(html)).toBe(code);
    }
    const fifth = await browser.post(codeUrl, { code: otherThan(code) });
    expect(fifth.status).toBe(200);
    const html = await fifth.text();
    expect(html).toContain('確認コードを続けて間違えたため、この確認コードは使えなくなりました。');
    expect(html).toContain('<label for="password">パスワード</label>');
    expect(html).not.toContain('data-testid="one-time-code"');

    // The given-up code no longer signs in, even though it was the right one.
    const late = await browser.follow(await browser.post(codeUrl, { code }), address.baseUrl);
    expect(late.leftTo).toBeUndefined();
    expect(await late.response.text()).toContain('<label for="password">パスワード</label>');

    const { response: codePage } = await submitPassword(browser, loginPage, 'healthpoint', 'password');
    const renewed = shownCode(await codePage.text());
    const done = await browser.follow(await browser.post(codeUrl, { code: renewed }), address.baseUrl);
    if (!done.leftTo) throw new Error('the new code did not sign in');
    expect((await completeAuthorization(sso, done.leftTo, attempt)).claims).toMatchObject({
      sub: 'healthpoint',
      acr: '2',
    });
  });

  it('are single-use: the code that signed in is refused when sent again', async () => {
    const browser = new Browser();
    const { codeUrl, code } = await codeStep(browser, 'newcomer');
    const accepted = await browser.post(codeUrl, { code });
    expect(accepted.status).toBe(303);
    const resume = accepted.headers.get('location');
    expect(resume).toMatch(/\/sso\/auth\/[\w-]+$/);

    const replayed = await browser.post(codeUrl, { code });
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get('location')).not.toBe(resume);
    expect(new URL(replayed.headers.get('location') ?? '', codeUrl).href).toBe(codeUrl.replace(/\/code$/, ''));
  });

  it('expire after 5 minutes: the right code is refused and the password is asked again', async () => {
    const browser = new Browser();
    const { attempt, loginPage, codeUrl, code } = await codeStep(browser, 'ineligible');
    codeClockOffset = 5 * 60 * 1000;
    try {
      const late = await browser.post(codeUrl, { code });
      expect(late.status).toBe(200);
      const html = await late.text();
      expect(html).toContain('確認コードの有効期限が切れました。もう一度パスワードを入力してください。');
      expect(html).not.toContain('data-testid="one-time-code"');
    } finally {
      codeClockOffset = 0;
    }
    const { response: codePage } = await submitPassword(browser, loginPage, 'ineligible', 'password');
    const renewed = shownCode(await codePage.text());
    const done = await browser.follow(await browser.post(codeUrl, { code: renewed }), address.baseUrl);
    if (!done.leftTo) throw new Error('the new code did not sign in');
    expect((await completeAuthorization(sso, done.leftTo, attempt)).claims.acr).toBe('2');
  });

  it('count a code given up as a failed login: given up again and again, the login id is locked', async () => {
    const strict = await createIdp({
      dataDir,
      portalOrigin: PORTAL,
      loginLimits: { maxFailuresPerLoginId: 2 },
      secondFactorLimits: { maxTries: 1 },
    });
    try {
      const { issuers, baseUrl } = await strict.listen(0);
      const config = await discover(issuers.sso, 'portal', 'portal-sso-dev-secret');
      const browser = new Browser();
      const attempt = await authorizationRequest(config, { redirectUri: SSO_CALLBACK, acr: '2' });
      const { response: loginPage } = await startAuthorization(browser, attempt);
      const giveUp = async () => {
        const { response: codePage } = await submitPassword(browser, loginPage, 'principal', 'password');
        const code = shownCode(await codePage.text());
        return browser.follow(await browser.post(`${codePage.url}/code`, { code: otherThan(code) }), baseUrl);
      };
      expect(await (await giveUp()).response.text()).toContain('この確認コードは使えなくなりました。');
      const second = (await giveUp()).response;
      expect(second.status).toBe(429);
      expect(await second.text()).toMatch(LOCKED_OUT);
      expect((await submitPassword(browser, loginPage, 'principal', 'password')).response.status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
