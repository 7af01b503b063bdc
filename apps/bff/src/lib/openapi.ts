import { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER, ErrorResponseSchema, SESSION_COOKIE } from '@portal/contracts';
import { PREVIEW_COOKIE } from '@portal/contracts/cms';

/**
 * What the OpenAPI document says about who may call an operation and how it fails, in one place so that every
 * route declares it the same way (plugins/docs.ts puts the schemes in components.securitySchemes).
 */
export const SECURITY_SCHEMES = {
  memberSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The member’s server session (HttpOnly, SameSite=Lax), set by the login callbacks and rotated on every login ' +
      '(ADR 0003). The level cookies beside it are hints for the SPA and authorise nothing.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description:
      `Every POST, PUT, PATCH and DELETE outside /v1/operator/ needs this header equal to the ${CSRF_COOKIE} ` +
      'cookie (GET /v1/top/session hands out both) and an Origin (or Referer) equal to the portal’s origin.',
  },
  csrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: CSRF_COOKIE,
    description:
      'The double-submit cookie of the CSRF token (GET /v1/top/session): signed by the portal and bound to the ' +
      'session cookie beside it, so a login or a logout needs a fresh one.',
  },
  previewSession: {
    type: 'apiKey',
    in: 'cookie',
    name: PREVIEW_COOKIE,
    description:
      'A staff preview session (HttpOnly, 1 hour), started by GET /v1/cms/preview with the CMS’s signed token. ' +
      'The CMS calls honour preview parameters only with it.',
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The operator API’s token (OPERATOR_API_TOKEN); without one configured the operator API does not exist.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The Prometheus scraper’s token for GET /metrics (METRICS_TOKEN, ADR 0027). In production /metrics does not ' +
      'exist without one configured; in development and tests it is open unless one is set.',
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
type Requirement = Readonly<Partial<Record<SchemeName, readonly string[]>>>;

const csrf = { csrfToken: [], csrfCookie: [] } as const;

/**
 * The security requirements an operation declares, as its route enforces them: `{}` among the alternatives
 * means the credential is optional (the answer then depends on it, for example targeting for a member).
 */
export const ACCESS = {
  /** Anyone; no credential is read. */
  public: [],
  /** Anyone; a member's session changes the answer. */
  visitorOrMember: [{}, { memberSession: [] }],
  /** A live member session (requireMember), else 401. */
  member: [{ memberSession: [] }],
  /** A state-changing call of a member: session and CSRF token. */
  memberWithCsrf: [{ memberSession: [], ...csrf }],
  /** A state-changing call open to visitors: the CSRF token; a member's session is read when present. */
  csrfVisitorOrMember: [csrf, { memberSession: [], ...csrf }],
  /** A state-changing call open to anyone holding the CSRF token. */
  csrf: [csrf],
  /** The CMS calls: anyone; a member's session targets the content, a staff preview session allows preview. */
  content: [{}, { memberSession: [] }, { previewSession: [] }],
  /** Anyone; the staff preview session is read when present. */
  visitorOrPreview: [{}, { previewSession: [] }],
  /** The operator API. */
  operator: [{ operatorToken: [] }],
  /** The Prometheus endpoint, as production enforces it (modules/metrics/routes.ts). */
  metrics: [{ metricsToken: [] }],
} as const satisfies Record<string, readonly Requirement[]>;

/** A documented error answer: the BFF's error body `{ error: { code, message } }` (app.ts's error handler). */
export const errorAnswer = (description: string) => ErrorResponseSchema.describe(description);

/** The error answers many operations share. */
export const ERRORS = {
  /** The error handler's answer to a parameter, query or body that does not match the route's schema. */
  invalidRequest: errorAnswer(
    'invalid_request (入力内容に誤りがあります。): a path parameter, the query or the body does not match the ' +
      'schema, or the body is not JSON',
  ),
  /** requireMember's answer (auth/guard.ts). */
  unauthenticated: errorAnswer(
    'unauthenticated (ログインしてください。): no live member session; the level hint cookies are cleared',
  ),
  /** The security plugin's answer to a state-changing call without a same-origin Origin and the CSRF token. */
  csrf: errorAnswer(
    'forbidden_origin: the Origin (or Referer) is not the portal’s; csrf: the X-CSRF-Token header is missing, ' +
      'is not signed by the portal or differs from the portal_csrf cookie (不正なリクエストです。)',
  ),
  /** @fastify/rate-limit's answer through the error handler. */
  tooManyRequests: errorAnswer(
    'too_many_requests (ただいま大変混み合っております。…): this call’s rate limit is exceeded; try again later',
  ),
  /** The operator API's answer without the right bearer token. */
  operatorUnauthenticated: errorAnswer('unauthenticated: the Authorization header is not the operator’s bearer token'),
} as const;

/**
 * A redirect: the browser goes to the Location header (plugins/docs.ts documents it without a body).
 * The schema is only for the document; Fastify sends a redirect without serialising a body.
 */
export const redirectAnswer = (description: string) => z.null().describe(description);
