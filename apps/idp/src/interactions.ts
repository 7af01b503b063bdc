import type { IncomingMessage } from 'node:http';

import { findPersona, PERSONA_PASSWORD } from '@portal/personas';
import type { Middleware, ParameterizedContext } from 'koa';
import type { default as ProviderInstance, InteractionResults } from 'oidc-provider';

import { authenticationMethods, requiredAssuranceLevel } from './assurance.ts';
import type { AssuranceLevel } from './assurance.ts';
import { errors } from './oidc-provider.ts';
import type { LoginRefusal, LoginThrottle } from './login-throttle.ts';
import { codePage, errorPage, loginPage, lockoutMinutes, MESSAGES } from './pages.ts';
import type { ServiceInfo } from './pages.ts';
import type { PendingSecondFactor, SecondFactorLimits, SecondFactorStore } from './second-factor.ts';
import { cspNonce } from './security-headers.ts';

type Interaction = Awaited<ReturnType<ProviderInstance['interactionDetails']>>;

export interface InteractionDeps {
  provider: ProviderInstance;
  /** Path prefix of the issuer, e.g. `/sso`. */
  mountPath: string;
  service: ServiceInfo;
  portalOrigin: string;
  secondFactors: SecondFactorStore;
  secondFactorLimits: SecondFactorLimits;
  /** Shared by both issuers: the same test members sign in at either. */
  throttle: LoginThrottle;
}

/** The interaction URL (`interactions.url`): below the issuer's mount path. */
export function interactionPath(mountPath: string, uid: string): string {
  return `${mountPath}/interaction/${uid}`;
}

const ROUTE = /^\/interaction\/([\w-]+)(?:\/(login|code|abort))?$/;
const MAX_FORM_BYTES = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams();
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw Object.assign(new Error('form too large'), { status: 413, expose: true });
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The login screens of one issuer: `GET /interaction/:uid` shows the password form (or the code
 * form of a level-2 login in progress), `POST …/login`, `POST …/code` and `POST …/abort` answer
 * them. Consent is never asked (first-party portal, see `loadFirstPartyGrant`).
 */
export function interactionRoutes(deps: InteractionDeps): Middleware {
  const { provider, mountPath, service, portalOrigin, secondFactors, secondFactorLimits, throttle } = deps;

  return async function interactions(ctx, next) {
    const match = ROUTE.exec(ctx.path);
    if (!match) return next();
    const [, uid = '', action] = match;
    ctx.set('cache-control', 'no-store');

    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(ctx.req, ctx.res);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
      return renderExpired(ctx);
    }
    if (interaction.uid !== uid) return renderExpired(ctx);

    const client = await provider.Client.find(String(interaction.params.client_id));
    const page = {
      service,
      clientName: client?.clientName ?? String(interaction.params.client_id),
      interactionPath: interactionPath(mountPath, uid),
      nonce: cspNonce(ctx),
    };
    const level = requiredAssuranceLevel(interaction.params.acr_values);
    const stepUp = level === '2' && interaction.session?.accountId !== undefined;

    // Re-rendered forms answer 200 (a 4xx would put an error in the browser console of every e2e run);
    // a lockout answers 429 with Retry-After.
    const showLogin = (loginId: string, error?: string): void => {
      ctx.status = 200;
      ctx.type = 'html';
      ctx.body = loginPage({ ...page, loginId, error, needsSecondFactor: level === '2', stepUp });
    };
    const showLockedOut = (loginId: string, lockedForMs: number): void => {
      showLogin(loginId, MESSAGES.lockedOut(lockoutMinutes(lockedForMs)));
      ctx.status = 429;
      ctx.set('retry-after', String(Math.ceil(lockedForMs / 1000)));
    };
    const showRefused = (loginId: string, refusal: LoginRefusal): void => {
      if (refusal.kind === 'locked') return showLockedOut(loginId, refusal.forMs);
      const seconds = Math.max(1, Math.ceil(refusal.forMs / 1000));
      showLogin(loginId, MESSAGES.slowedDown(seconds));
      ctx.status = 429;
      ctx.set('retry-after', String(seconds));
    };
    const showCode = ({ loginId, code, triesLeft }: PendingSecondFactor, error?: string): void => {
      ctx.status = 200;
      ctx.type = 'html';
      ctx.body = codePage({
        ...page,
        personaLabel: findPersona(loginId)?.label ?? loginId,
        loginId,
        code,
        validMinutes: Math.round(secondFactorLimits.codeTtlMs / 60_000),
        triesLeft,
        error,
      });
    };
    const finish = async (result: InteractionResults, mergeWithLastSubmission = false): Promise<void> => {
      secondFactors.discard(uid);
      const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission });
      ctx.status = 303;
      ctx.redirect(returnTo);
    };
    const login = async (accountId: string, acr: AssuranceLevel): Promise<void> => {
      await throttle.succeed(accountId, ctx.ip);
      return finish({ login: { accountId, acr, amr: authenticationMethods(acr), remember: true } });
    };
    const backToInteraction = (): void => {
      ctx.status = 303;
      ctx.redirect(page.interactionPath);
    };

    if (ctx.method === 'GET' && action === undefined) {
      if (interaction.prompt.name === 'consent')
        return finish({ consent: { grantId: await grantEverythingAsked(provider, interaction) } }, true);
      if (interaction.prompt.name !== 'login') return renderExpired(ctx);
      const secondFactor = secondFactors.state(uid);
      if (secondFactor.status === 'pending') return showCode(secondFactor.pending);
      if (secondFactor.status === 'expired') {
        secondFactors.discard(uid);
        return showLogin(secondFactor.loginId, MESSAGES.codeExpired);
      }
      const hint = interaction.params.login_hint ?? interaction.session?.accountId ?? '';
      return showLogin(String(hint));
    }

    if (ctx.method !== 'POST' || action === undefined) {
      ctx.status = 405;
      return;
    }
    if (action === 'abort')
      return finish({ error: 'access_denied', error_description: 'End-User aborted interaction' });
    if (interaction.prompt.name !== 'login') return renderExpired(ctx);

    const form = await readForm(ctx.req);
    const address = ctx.ip;

    if (action === 'login') {
      const loginId = (form.get('loginId') ?? '').trim();
      // A locked login id at this address (or a locked address), or a slowed login id before its turn, is refused
      // before the password is looked at, even a right one.
      const refusal = await throttle.attempt(loginId, address);
      if (refusal) return showRefused(loginId, refusal);
      const persona = findPersona(loginId);
      if (!persona || form.get('password') !== PERSONA_PASSWORD) {
        const lockout = await throttle.fail(loginId, address);
        return lockout > 0 ? showLockedOut(loginId, lockout) : showLogin(loginId, MESSAGES.wrongCredentials);
      }
      if (level === '1') return login(persona.loginId, '1');
      // A new code for every verified password: an earlier code of this interaction is void.
      secondFactors.start(uid, persona.loginId);
      // Post/Redirect/Get: reloading the code page must not post the password again.
      return backToInteraction();
    }

    // action === 'code'
    const secondFactor = secondFactors.state(uid);
    if (secondFactor.status === 'missing') return backToInteraction();
    const pendingLoginId = secondFactor.status === 'pending' ? secondFactor.pending.loginId : secondFactor.loginId;
    const lockedFor = await throttle.lockedFor(pendingLoginId, address);
    if (lockedFor > 0) {
      // Locked meanwhile (e.g. codes given up in other interactions): this code goes too.
      secondFactors.discard(uid);
      return showLockedOut(pendingLoginId, lockedFor);
    }
    const check = secondFactors.verify(uid, form.get('code') ?? '');
    switch (check.status) {
      case 'accepted':
        return login(check.loginId, '2');
      case 'wrong':
        return showCode(check.pending, MESSAGES.wrongCode);
      case 'expired':
        return showLogin(check.loginId, MESSAGES.codeExpired);
      case 'exhausted': {
        // Giving up a code counts as a failed login: password + 5 codes cannot be repeated without end.
        const lockout = await throttle.fail(check.loginId, address);
        return lockout > 0 ? showLockedOut(check.loginId, lockout) : showLogin(check.loginId, MESSAGES.codeExhausted);
      }
      case 'missing':
        return backToInteraction();
    }
  };

  function renderExpired(ctx: ParameterizedContext): void {
    // Browser back onto a finished (or expired) login step: no error page, back to the portal, which
    // shows the member's real state (spec: back, forward and reload always work).
    if (ctx.method === 'GET') {
      ctx.status = 303;
      ctx.redirect(`${portalOrigin}/`);
      return;
    }
    ctx.status = 400;
    ctx.type = 'html';
    ctx.body = errorPage({
      nonce: cspNonce(ctx),
      portalOrigin,
      message:
        'ログインの受付期限が切れたか、受付が見つかりません。お手数ですが、もう一度ポータルからログインしてください。',
    });
  }
}

/**
 * Fallback for a consent prompt that still comes up (e.g. `prompt=consent`): the portal is
 * first-party, so everything it asked for is granted.
 */
async function grantEverythingAsked(provider: ProviderInstance, interaction: Interaction): Promise<string> {
  const { details } = interaction.prompt;
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId: interaction.session?.accountId, clientId: String(interaction.params.client_id) });
  const scopes = details.missingOIDCScope;
  if (Array.isArray(scopes)) grant.addOIDCScope(scopes.map(String));
  const claims = details.missingOIDCClaims;
  if (Array.isArray(claims)) grant.addOIDCClaims(claims.map(String));
  return grant.save();
}
