import { findPersona } from '@portal/personas';
import type { Persona } from '@portal/personas';
import type {
  default as ProviderInstance,
  Account,
  AccountClaims,
  Configuration,
  JWKS,
  KoaContextWithOIDC,
} from 'oidc-provider';

import { ASSURANCE_LEVELS, requiredAssuranceLevel, sessionSatisfies } from './assurance.ts';
import { interactionPath, interactionRoutes } from './interactions.ts';
import { interactionPolicy, Provider, withoutStartupWarningsSync } from './oidc-provider.ts';
import { errorPage, loggedOutPage, logoutPage } from './pages.ts';
import type { ServiceInfo } from './pages.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { createSecondFactorStore } from './second-factor.ts';
import type { SecondFactorLimits } from './second-factor.ts';
import { cspNonce, securityHeaders } from './security-headers.ts';

export type IssuerName = 'sso' | 'carrier';

/** The portal as a relying party of one issuer. */
export interface PortalClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface IssuerSettings {
  name: IssuerName;
  service: ServiceInfo;
  /** Issuer identifier, e.g. `http://localhost:3002/sso`; its path is where the issuer is mounted. */
  issuer: string;
  portalOrigin: string;
  client: PortalClient;
  jwks: JWKS;
  cookieKeys: string[];
  trustProxy: boolean;
  /** Lockouts after failed logins, shared by both issuers. */
  throttle: LoginThrottle;
  secondFactorLimits: SecondFactorLimits;
  /** The clock of the one-time codes (tests move it). */
  now: () => number;
}

const HOUR = 60 * 60;

/** Errors of a client that went away, or that the server cut off (Node's request timeout). */
const CLIENT_GONE = new Set(['ERR_HTTP_REQUEST_TIMEOUT', 'ECONNRESET', 'ECONNABORTED', 'EPIPE']);
const TWO_WEEKS = 14 * 24 * HOUR;

/** Claims of a test member; `sub` is the login id. Empty names (persona `noname`) are left out. */
export function personaClaims(persona: Persona): AccountClaims {
  const name = [persona.familyName, persona.firstName].filter(Boolean).join(' ');
  return {
    sub: persona.loginId,
    ...(persona.familyName ? { family_name: persona.familyName } : {}),
    ...(persona.firstName ? { given_name: persona.firstName } : {}),
    ...(name ? { name } : {}),
    email: persona.email,
    email_verified: true,
  };
}

function findAccount(_ctx: KoaContextWithOIDC, sub: string): Account | undefined {
  const persona = findPersona(sub);
  if (!persona) return undefined;
  return { accountId: persona.loginId, claims: () => personaClaims(persona) };
}

/**
 * No consent screen: the portal is first-party, so the grant of the session is created or widened
 * to what the request asks for (the oidc-provider way to skip consent).
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const accountId = oidc.session?.accountId;
  const clientId = oidc.client?.clientId;
  if (accountId === undefined || clientId === undefined) return undefined;

  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId === undefined ? undefined : await oidc.provider.Grant.find(grantId);
  const grant = existing?.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope(oidc.requestParamOIDCScopes);
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims(oidc.requestParamClaims);
  await grant.save();
  return grant;
}

/** Login policy plus step-up: a request that needs level 2 asks again unless the session is at level 2. */
function loginPolicy() {
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  if (!login) throw new Error('oidc-provider has no login prompt');
  login.checks.add(
    new interactionPolicy.Check(
      'assurance_level_2',
      'acr_values=2 needs a login with password and one-time code',
      'login_required',
      (ctx) => {
        const required = requiredAssuranceLevel(ctx.oidc.params?.acr_values);
        return sessionSatisfies(ctx.oidc.session?.acr, required)
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT;
      },
    ),
  );
  return policy;
}

function html(ctx: KoaContextWithOIDC, body: string): void {
  ctx.type = 'html';
  ctx.body = body;
}

/** One oidc-provider issuer, mounted at the path of its issuer URL. */
export function createIssuer(settings: IssuerSettings): ProviderInstance {
  const {
    name,
    service,
    issuer,
    portalOrigin,
    client,
    jwks,
    cookieKeys,
    trustProxy,
    throttle,
    secondFactorLimits,
    now,
  } = settings;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: 'ライフエール会員ポータル',
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email'],
    // acr, amr and auth_time ride on the openid scope, so every ID token carries them (oidc-provider
    // otherwise adds acr only when acr_values is sent, and auth_time only for max_age/prompt=login).
    claims: {
      openid: ['sub', 'acr', 'amr', 'auth_time'],
      profile: ['name', 'family_name', 'given_name'],
      email: ['email', 'email_verified'],
    },
    acrValues: ASSURANCE_LEVELS,
    findAccount,
    loadExistingGrant: loadFirstPartyGrant,
    // Refresh tokens without offline_access: they live as long as the IdP session.
    issueRefreshToken: (_ctx, portal, code) => portal.grantTypeAllowed('refresh_token') && code.scopes.has('openid'),
    pkce: { required: () => true },
    // Tokens never reach the browser (ARCHITECTURE §4): no CORS for anyone.
    clientBasedCORS: () => false,
    jwks,
    cookies: {
      keys: cookieKeys,
      // Two issuers share one host (and, cookies ignoring ports, the portal's host): own names, own path.
      names: { session: `idp_${name}_session`, interaction: `idp_${name}_interaction`, resume: `idp_${name}_resume` },
      long: { path: mountPath || '/' },
    },
    interactions: {
      policy: loginPolicy(),
      url: (_ctx, interaction) => interactionPath(mountPath, interaction.uid),
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => html(ctx, logoutPage({ service, form, nonce: cspNonce(ctx) })),
        postLogoutSuccessSource: (ctx) => html(ctx, loggedOutPage({ service, portalOrigin, nonce: cspNonce(ctx) })),
      },
    },
    renderError: (ctx, out) =>
      html(
        ctx,
        errorPage({
          nonce: cspNonce(ctx),
          portalOrigin,
          message: 'ログインの要求を処理できませんでした。',
          details: { error: out.error, error_description: out.error_description },
        }),
      ),
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      RefreshToken: TWO_WEEKS,
      Interaction: HOUR,
      Session: TWO_WEEKS,
      Grant: TWO_WEEKS,
    },
  };

  const provider = withoutStartupWarningsSync(() => new Provider(issuer, configuration));
  provider.proxy = trustProxy;
  provider.use(securityHeaders(portalOrigin));
  provider.use(
    interactionRoutes({
      provider,
      mountPath,
      service,
      portalOrigin,
      secondFactors: createSecondFactorStore(secondFactorLimits, now),
      secondFactorLimits,
      throttle,
    }),
  );
  provider.on('server_error', (_ctx, error) => {
    console.error(`[idp:${name}] server_error`, error);
  });
  // Koa prints every error of a request it could not answer. A client cut off for being too slow (issue 33) or gone
  // is not the IdP's: stay quiet about those, as about what Koa itself leaves out.
  // The provider is the Koa app itself; its types list only oidc-provider's own events.
  const app = provider as unknown as NodeJS.EventEmitter;
  app.on('error', (error: Error & { code?: string; status?: number; expose?: boolean }) => {
    if (error.status === 404 || error.expose || CLIENT_GONE.has(error.code ?? '')) return;
    console.error(`[idp:${name}]`, error);
  });
  return provider;
}
