import * as oidc from 'openid-client';
import { fetchWithRequestId } from '../lib/request-id.ts';

export type IssuerName = 'sso' | 'carrier';

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  acr: '1' | '2';
  /** Ask the provider to authenticate again even with a live session there (entry login). */
  forceLogin?: boolean;
}

export interface AuthenticationResult {
  subject: string;
  acr: '1' | '2';
  idToken: string;
}

/** One OpenID Connect issuer seen from the portal (relying party). */
export interface IdentityProvider {
  readonly name: IssuerName;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Exchanges the code of a callback URL; verifies state, nonce, PKCE and the ID token. */
  completeAuthorization(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<AuthenticationResult>;
  /** RP-initiated logout URL; with the ID token as hint when there is one, else the client id. */
  endSessionUrl(params: { idTokenHint: string | null; postLogoutRedirectUri: string; state?: string }): Promise<URL>;
}

export interface OidcIssuerSettings {
  name: IssuerName;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Every call to a provider (discovery, keys, token endpoint) carries the member's request id in X-Request-Id, so that
 * the provider's log lines meet the BFF's.
 */
const providerFetch: oidc.CustomFetch = fetchWithRequestId((url, options) => fetch(url, options as RequestInit));

/** openid-client relying party: authorization code + PKCE (S256), state and nonce. Discovery is lazy and retried. */
export function createOidcIdentityProvider(settings: OidcIssuerSettings): IdentityProvider {
  let configuration: Promise<oidc.Configuration> | null = null;
  const configure = () => {
    configuration ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        // Plain http only for a development issuer on this machine.
        {
          ...(settings.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : {}),
          timeout: 5,
          [oidc.customFetch]: providerFetch,
        },
      )
      .catch((error: unknown) => {
        configuration = null; // try discovery again on the next request
        throw error;
      });
    return configuration;
  };

  return {
    name: settings.name,
    async authorizationUrl(request) {
      const config = await configure();
      const params: Record<string, string> = {
        redirect_uri: request.redirectUri,
        scope: 'openid',
        response_type: 'code',
        state: request.state,
        nonce: request.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
        acr_values: request.acr,
      };
      if (request.forceLogin) params.prompt = 'login';
      return oidc.buildAuthorizationUrl(config, params);
    },
    async completeAuthorization(callbackUrl, expected) {
      const config = await configure();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('the provider returned no ID token');
      return { subject: claims.sub, acr: claims.acr === '2' ? '2' : '1', idToken: tokens.id_token };
    },
    async endSessionUrl({ idTokenHint, postLogoutRedirectUri, state }) {
      const config = await configure();
      const params: Record<string, string> = { post_logout_redirect_uri: postLogoutRedirectUri };
      if (idTokenHint) params.id_token_hint = idTokenHint;
      else params.client_id = settings.clientId;
      if (state) params.state = state;
      return oidc.buildEndSessionUrl(config, params);
    },
  };
}
