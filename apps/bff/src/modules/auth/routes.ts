import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import {
  CSRF_COOKIE,
  FinishLogoutQuerySchema,
  HINT_COOKIES,
  LOGOUT_RETURNS,
  LoginQuerySchema,
  LogoutRequestSchema,
  LogoutResponseSchema,
  LogoutReturnSchema,
  RedirectUriQuerySchema,
  RefreshResponseSchema,
  SESSION_COOKIE,
  SessionResponseSchema,
  isMemberOnlyPath,
  safeBackUri,
  singleLineText,
} from '@portal/contracts';
import type { AppConfig } from '../../config.ts';
import type { IdentityProvider, IssuerName } from '../../adapters/identity-provider.ts';
import type { Clock } from '../../lib/clock.ts';
import { ACCESS, ERRORS, redirectAnswer } from '../../lib/openapi.ts';
import { issueCsrfToken, isValidCsrfToken } from '../../lib/tokens.ts';
import { LOGIN_STATE_COOKIE, type CookieWriter } from '../../lib/cookies.ts';
import type { CarrierGateway } from '../carrier/gateway.ts';
import { isSessionLive, sessionLevel, type LoginPurpose, type SessionService } from './service.ts';
import type { SessionRow } from './repository.ts';

export interface AuthRoutesOptions {
  config: AppConfig;
  clock: Clock;
  cookies: CookieWriter;
  sessions: SessionService;
  identity: Record<IssuerName, IdentityProvider>;
  /** Who may log in (eligible carrier customers) and their accounts. */
  carrier: CarrierGateway;
}

const CALLBACKS: Record<LoginPurpose | 'carrierLogin', { path: string; issuer: IssuerName }> = {
  login: { path: '/authorization/cb', issuer: 'sso' },
  carrierLogin: { path: '/authorization/cbSB', issuer: 'carrier' },
  register: { path: '/authorization/cbSB', issuer: 'carrier' },
  withdraw: { path: '/authorization/cb-withdraw', issuer: 'carrier' },
};

/** What a provider sends back: one-line values, a control character is a 400 (issue 14: a NUL `state` was a 500). */
const CallbackQuerySchema = z.object({
  code: singleLineText(2048).optional(),
  state: singleLineText(512).optional(),
  error: singleLineText(256).optional(),
  error_description: z.string().max(1024).optional(),
  iss: singleLineText(2048).optional(),
});

/**
 * A request the member made from the portal's own pages or by typing the address (Fetch Metadata). A browser that
 * sends no Sec-Fetch-Site is treated as another site's: the safe answer for a state change.
 */
function isOwnNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none';
}

/** What starting a login answers: the browser goes to the provider. */
const loginResponses = (provider: 'SSO' | 'carrier', otherwise = '') => ({
  302: redirectAnswer(
    `To the ${provider} provider’s authorization endpoint (/line-busy-error when it is unreachable)${otherwise}`,
  ),
  400: ERRORS.invalidRequest,
  429: ERRORS.tooManyRequests,
});

/** Login, callbacks, logout chain, session probe and refresh (spec portal.md §2, §4, §7; ARCHITECTURE.md §4). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, ctx) => {
  const { config, clock, cookies, sessions, identity, carrier } = ctx;
  const loginRateLimit = { rateLimit: { max: config.env.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  async function beginLogin(
    reply: FastifyReply,
    input: {
      issuer: IssuerName;
      purpose: LoginPurpose;
      backUri: string;
      acr: '1' | '2';
      callbackPath: string;
      forceLogin?: boolean;
    },
  ) {
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const tx = await sessions.beginLogin({ ...input, codeVerifier });
    let url: URL;
    try {
      url = await identity[input.issuer].authorizationUrl({
        redirectUri: `${config.publicOrigin}${input.callbackPath}`,
        state: tx.state,
        nonce: tx.nonce,
        codeVerifier,
        acr: input.acr,
        forceLogin: input.forceLogin ?? false,
      });
    } catch (error) {
      reply.log.error({ err: error, issuer: input.issuer }, 'identity provider unreachable');
      return reply.redirect('/line-busy-error', 302);
    }
    cookies.setLoginState(reply, tx.state);
    return reply.redirect(url.toString(), 302);
  }

  async function completeLogin(request: FastifyRequest, reply: FastifyReply, callbackIssuer: IssuerName) {
    const query = CallbackQuerySchema.safeParse(request.query);
    const state = query.success ? query.data.state : undefined;
    const boundState = request.cookies[LOGIN_STATE_COOKIE];
    cookies.clearLoginState(reply);
    const tx = state ? await sessions.finishLogin(state) : null;
    // The state must be the one this browser started (login CSRF), fresh and unused.
    if (!tx || !boundState || boundState !== state || tx.issuer !== callbackIssuer) {
      return reply.redirect('/session-time-out', 302);
    }
    if (query.success && query.data.error) {
      // The member cancelled at the provider: back where they were, unless that page needs the login they
      // just declined — it would send them straight back to the provider (a loop) — then to the top page.
      return reply.redirect(isMemberOnlyPath(tx.backUri) ? '/' : tx.backUri, 302);
    }
    const currentUrl = new URL(request.url, config.publicOrigin);
    let result;
    try {
      result = await identity[callbackIssuer].completeAuthorization(currentUrl, {
        state: tx.state,
        nonce: tx.nonce,
        codeVerifier: tx.codeVerifier,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'authorization code exchange failed');
      return reply.redirect('/system-error', 302);
    }
    const member = await carrier.findMember(result.subject);
    if (!member || !member.eligible) {
      // Carrier customers only: an ineligible contract or device gets the contract error page (spec §6).
      return reply.redirect('/contract-error', 302);
    }
    const previous = await sessions.anyState(request.cookies[SESSION_COOKIE]);

    if (tx.purpose === 'withdraw') {
      // Re-authentication at the carrier before withdrawing: only for the member of the live session.
      if (!previous || !isSessionLive(previous, clock.now()) || previous.memberId !== member.id) {
        return reply.redirect('/session-time-out', 302);
      }
      await sessions.markWithdrawVerified(previous);
      return reply.redirect(tx.backUri, 302);
    }

    const accounts = await carrier.listSubscriptions(member.id);
    const first = accounts[0];
    if (!first) return reply.redirect('/contract-error', 302);
    const { token, session } = await sessions.start({
      memberId: member.id,
      issuer: callbackIssuer,
      acr: result.acr,
      idToken: result.idToken,
      subscriptionId: first.id,
      accountChoicePending: accounts.length > 1,
      previous: previous && isSessionLive(previous, clock.now()) ? previous : null,
    });
    writeSessionCookies(reply, token, session);
    cookies.clearBackUri(reply);
    return reply.redirect(tx.backUri, 302);
  }

  function writeSessionCookies(reply: FastifyReply, token: string, session: SessionRow) {
    const now = clock.now();
    cookies.setSession(reply, token, Math.floor((session.userLimitAt.getTime() - now.getTime()) / 1000));
    writeHints(reply, session);
  }

  /** The level cookies mirror the session's limits (hints for the SPA's guards, never trusted). */
  function writeHints(reply: FastifyReply, session: SessionRow) {
    cookies.setHints(
      reply,
      { level1: session.expiresAt, userLimit: session.userLimitAt, level2: session.level2Until },
      clock.now(),
    );
  }

  app.get(
    '/v1/top/session',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getSession',
        summary: 'What the SPA may know of its session; hands out the CSRF token',
        security: ACCESS.visitorOrMember,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const sessionToken = request.cookies[SESSION_COOKIE];
      const session = await sessions.current(sessionToken);
      const existing = request.cookies[CSRF_COOKIE];
      // A token is good beside the session cookie it was issued with: a new one after every login or logout.
      const csrfToken =
        existing && isValidCsrfToken(config.sessionSecret, existing, sessionToken)
          ? existing
          : issueCsrfToken(config.sessionSecret, sessionToken);
      if (csrfToken !== existing) cookies.setCsrf(reply, csrfToken);
      reply.header('cache-control', 'no-store');
      if (!session) {
        if (Object.values(HINT_COOKIES).some((name) => request.cookies[name] !== undefined)) cookies.clearHints(reply);
        return { data: { authenticated: false, level: 0 as const, expiresAt: null, csrfToken } };
      }
      return {
        data: {
          authenticated: true,
          level: sessionLevel(session, clock.now()),
          expiresAt: session.expiresAt.toISOString(),
          csrfToken,
        },
      };
    },
  );

  app.get(
    '/v1/top/login',
    {
      config: loginRateLimit,
      schema: {
        tags: ['auth'],
        operationId: 'startSsoLogin',
        summary: 'Login at the SSO provider (acr_value=2 steps up, auth_type=1 for entry)',
        security: ACCESS.public,
        querystring: LoginQuerySchema,
        response: loginResponses('SSO'),
      },
    },
    async (request, reply) => {
      const { back_uri, acr_value, auth_type } = request.query;
      return beginLogin(reply, {
        issuer: 'sso',
        purpose: 'login',
        backUri: safeBackUri(back_uri),
        acr: acr_value ?? '1',
        callbackPath: CALLBACKS.login.path,
        forceLogin: auth_type === '1',
      });
    },
  );

  app.get(
    '/v1/top/sb-login',
    {
      config: loginRateLimit,
      schema: {
        tags: ['auth'],
        operationId: 'startCarrierLogin',
        summary: 'Login at the carrier',
        security: ACCESS.public,
        querystring: LoginQuerySchema,
        response: loginResponses('carrier'),
      },
    },
    async (request, reply) =>
      beginLogin(reply, {
        issuer: 'carrier',
        purpose: 'login',
        backUri: safeBackUri(request.query.back_uri),
        acr: request.query.acr_value ?? '1',
        callbackPath: CALLBACKS.carrierLogin.path,
      }),
  );

  app.get(
    '/v1/top/sb-user-regist',
    {
      config: loginRateLimit,
      schema: {
        tags: ['auth'],
        operationId: 'startCarrierEnrolment',
        summary: 'Carrier authentication for enrolment',
        security: ACCESS.public,
        querystring: LoginQuerySchema,
        response: loginResponses('carrier'),
      },
    },
    async (request, reply) =>
      beginLogin(reply, {
        issuer: 'carrier',
        purpose: 'register',
        backUri: safeBackUri(request.query.back_uri, '/entryConfirm'),
        acr: '1',
        callbackPath: CALLBACKS.register.path,
        forceLogin: true,
      }),
  );

  app.get(
    '/v1/top/sb-user-withdrawal',
    {
      config: loginRateLimit,
      schema: {
        tags: ['auth'],
        operationId: 'startWithdrawalReauthentication',
        summary: 'Carrier re-authentication before withdrawal',
        security: ACCESS.member,
        querystring: RedirectUriQuerySchema,
        response: loginResponses('carrier', '; /session-time-out without a live session'),
      },
    },
    async (request, reply) => {
      const live = await sessions.current(request.cookies[SESSION_COOKIE]);
      if (!live) return reply.redirect('/session-time-out', 302);
      return beginLogin(reply, {
        issuer: 'carrier',
        purpose: 'withdraw',
        backUri: safeBackUri(request.query.redirectUri, '/withdrawConfirm'),
        acr: '1',
        callbackPath: CALLBACKS.withdraw.path,
        forceLogin: true,
      });
    },
  );

  const callbackSchema = {
    tags: ['auth'],
    querystring: CallbackQuerySchema,
    response: {
      302: redirectAnswer(
        'To the page the login started from; /session-time-out when the state is not this browser’s, unknown or ' +
          'used; /contract-error for an ineligible contract; /system-error when the code exchange fails',
      ),
      400: ERRORS.invalidRequest,
      429: ERRORS.tooManyRequests,
    },
  };
  app.get(
    '/authorization/cb',
    {
      config: loginRateLimit,
      schema: {
        ...callbackSchema,
        operationId: 'completeSsoLogin',
        summary: 'SSO login callback',
        // A live session is read to keep the chosen account and the carrier's ID token when stepping up.
        security: ACCESS.visitorOrMember,
      },
    },
    (req, reply) => completeLogin(req, reply, 'sso'),
  );
  app.get(
    '/authorization/cbSB',
    {
      config: loginRateLimit,
      schema: {
        ...callbackSchema,
        operationId: 'completeCarrierLogin',
        summary: 'Carrier login and enrolment callback',
        security: ACCESS.visitorOrMember,
      },
    },
    (req, reply) => completeLogin(req, reply, 'carrier'),
  );
  app.get(
    '/authorization/cb-withdraw',
    {
      config: loginRateLimit,
      schema: {
        ...callbackSchema,
        operationId: 'completeWithdrawalReauthentication',
        summary: 'Carrier re-authentication callback before withdrawal',
        // Only for the member of the live session; otherwise /session-time-out.
        security: ACCESS.member,
      },
    },
    (req, reply) => completeLogin(req, reply, 'carrier'),
  );

  app.post(
    '/v1/top/logout',
    {
      schema: {
        tags: ['auth'],
        operationId: 'startLogout',
        summary: 'Logout, step 1: revoke the session and go to the SSO end-session',
        description:
          'returnTo names where the chain ends: the top page, or the withdraw-finish page for a logout there (spec ' +
          'portal.md §4: no navigation on the withdraw-finish page). It travels through the providers as `state`.',
        security: ACCESS.csrfVisitorOrMember,
        body: LogoutRequestSchema.optional(),
        response: { 200: LogoutResponseSchema, 400: ERRORS.invalidRequest, 403: ERRORS.csrf },
      },
    },
    async (request, reply) => {
      const returnTo = request.body?.returnTo ?? 'top';
      const session = await sessions.anyState(request.cookies[SESSION_COOKIE]);
      cookies.clearHints(reply);
      if (session && !session.revokedAt) await sessions.revoke(session);
      const next = `${config.publicOrigin}/v1/top/sb-logout`;
      try {
        const url = await identity.sso.endSessionUrl({
          idTokenHint: session?.ssoIdToken ?? null,
          postLogoutRedirectUri: next,
          // The top page is the chain's default end: only another end travels as state.
          ...(returnTo === 'top' ? {} : { state: returnTo }),
        });
        return { data: { redirectTo: url.toString() } };
      } catch (error) {
        // The SSO provider is unreachable: finish the local logout anyway.
        request.log.warn({ err: error }, 'SSO end-session unavailable');
        return { data: { redirectTo: returnTo === 'top' ? '/v1/top/sb-logout' : `/v1/top/sb-logout?state=${returnTo}` } };
      }
    },
  );

  app.get(
    '/v1/top/sb-logout',
    {
      schema: {
        tags: ['auth'],
        operationId: 'finishLogout',
        summary: 'Logout, step 2: carrier end-session, then the top page (or the withdraw-finish page, by state)',
        security: ACCESS.visitorOrMember,
        querystring: FinishLogoutQuerySchema,
        response: {
          302: redirectAnswer('To the carrier’s end-session (or, when it is unreachable, where the chain ends)'),
          400: ERRORS.invalidRequest,
        },
      },
    },
    async (request, reply) => {
      // Where the chain ends: the state step 1 gave the SSO provider, which hands it back; anything else is the top.
      const parsedReturn = LogoutReturnSchema.safeParse(request.query.state);
      const endsOn = LOGOUT_RETURNS[parsedReturn.success ? parsedReturn.data : 'top'];
      const session = await sessions.anyState(request.cookies[SESSION_COOKIE]);
      // The spec's GET. Step 1 (the POST, CSRF-checked) has revoked the session the chain ends; a session still live
      // ends here only when the member asked from the portal itself (or typed the address): a link or form on
      // another site must not log the member out (issue 14). Such a visit goes to the top page, still signed in.
      if (session && !session.revokedAt && isSessionLive(session, clock.now()) && !isOwnNavigation(request)) {
        return reply.redirect('/', 302);
      }
      if (session) await sessions.destroy(session);
      cookies.clearSession(reply);
      cookies.clearHints(reply);
      try {
        const url = await identity.carrier.endSessionUrl({
          idTokenHint: session?.carrierIdToken ?? null,
          postLogoutRedirectUri: `${config.publicOrigin}${endsOn}`,
        });
        return reply.redirect(url.toString(), 302);
      } catch (error) {
        request.log.warn({ err: error }, 'carrier end-session unavailable');
        return reply.redirect(endsOn, 302);
      }
    },
  );

  app.post(
    '/v1/top/refresh-token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        operationId: 'refreshSession',
        summary: 'Extend the sliding session',
        security: ACCESS.memberWithCsrf,
        response: {
          200: RefreshResponseSchema,
          401: ERRORS.unauthenticated,
          403: ERRORS.csrf,
          429: ERRORS.tooManyRequests,
        },
      },
    },
    async (request, reply) => {
      const session = await sessions.current(request.cookies[SESSION_COOKIE]);
      if (!session) {
        cookies.clearHints(reply);
        return reply.code(401).send({ error: { code: 'unauthenticated', message: 'ログインしてください。' } });
      }
      const refreshed = await sessions.refresh(session);
      writeHints(reply, refreshed);
      return { data: { expiresAt: refreshed.expiresAt.toISOString() } };
    },
  );
};
