import * as oidc from 'openid-client';

import type { Browser } from './browser.ts';

export const PORTAL = 'http://localhost:3000';

/** The portal's view of one issuer (openid-client, as in apps/bff). */
export function discover(issuer: string, clientId: string, clientSecret: string): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });
}

export interface AuthorizationAttempt {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** An authorization request as the portal builds it: code + PKCE (S256), state, nonce, acr_values. */
export async function authorizationRequest(
  config: oidc.Configuration,
  params: { redirectUri: string; acr?: '1' | '2'; extra?: Record<string, string> },
): Promise<AuthorizationAttempt> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: params.redirectUri,
    scope: 'openid',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(params.acr === undefined ? {} : { acr_values: params.acr }),
    ...params.extra,
  });
  return { url, state, nonce, codeVerifier };
}

/** Starts at the authorization endpoint and follows the IdP's redirects until a page or the portal. */
export async function startAuthorization(browser: Browser, attempt: AuthorizationAttempt) {
  return browser.follow(await browser.get(attempt.url), attempt.url.origin);
}

/** The portal's callback: exchanges the code and verifies the ID token (iss, aud, nonce, PKCE, state). */
export async function completeAuthorization(
  config: oidc.Configuration,
  callbackUrl: URL,
  attempt: AuthorizationAttempt,
) {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: attempt.codeVerifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims || tokens.id_token === undefined) throw new Error('no ID token');
  return { claims, idToken: tokens.id_token, tokens };
}

export { oidc };
