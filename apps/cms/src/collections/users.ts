import {
  AuthenticationError,
  commitTransaction,
  headersWithCors,
  initTransaction,
  killTransaction,
  logoutOperation,
  type CollectionConfig,
  type PayloadHandler,
} from 'payload';
import { generateExpiredPayloadCookie } from 'payload/shared';
import { editorsOnly, editorsOnlyField, isEditor } from '../lib/access.ts';
import { CLIENT_ADDRESS_HEADER, lockoutAddress } from '../lib/client-address.ts';
import { label } from '../lib/labels.ts';
import { createLoginLockout, type LoginAttempt, type LoginLockout } from '../lib/login-lockout.ts';
import { createLoginTurns, type LoginTurns } from '../lib/login-turns.ts';
import { hashForNobody } from '../lib/login-timing.ts';
import { cmsIsHttps } from '../lib/origins.ts';
import { lockoutRedis } from '../lib/redis.ts';

/**
 * One lockout per CMS process, however many times Next loads this module; its counters in Redis when the CMS has
 * one (REDIS_URL), shared by every CMS process.
 */
const LOCKOUT = Symbol.for('portal.cms.login-lockout');
function lockout(): LoginLockout {
  const store = globalThis as Record<symbol, LoginLockout | undefined>;
  return (store[LOCKOUT] ??= createLoginLockout({ redis: lockoutRedis() }));
}

/**
 * One login, token refresh or logout of an account at a time (lib/login-turns.ts), however many times Next loads this
 * module.
 */
const TURNS = Symbol.for('portal.cms.login-turns');
function loginTurns(): LoginTurns {
  const store = globalThis as Record<symbol, LoginTurns | undefined>;
  return (store[TURNS] ??= createLoginTurns());
}

/** An account's key, as Payload looks an account up by its e-mail (and stores it): lowercased and trimmed. */
function accountKey(email: unknown): string {
  return typeof email === 'string' ? email.toLowerCase().trim() : '';
}

/** Ends the login's or refresh's turn, if it took one (after its sessions were written, or when it failed). */
function endLoginTurn(context: Record<string, unknown>): void {
  (context.loginTurn as { end: () => void } | undefined)?.end();
}

/**
 * POST /api/users/logout: Payload's own logout (its operation, answered as payload/dist/auth/endpoints/logout.js
 * answers), with the account's turn around it. A logout rewrites the account's whole list of sessions without its own
 * and runs no operation hook in which a turn could end, so the turn is taken here, before the operation opens its
 * transaction, and ended once the operation has committed. The admin logs out through this route.
 */
const logoutInTurn: PayloadHandler = async (req) => {
  const account = accountKey(req.user?.email);
  const turn = account ? await loginTurns().take(account) : null;
  try {
    const collection = req.payload.collections.users;
    const loggedOut = await logoutOperation({
      allSessions: req.searchParams.get('allSessions') === 'true',
      collection,
      req,
    });
    const headers = headersWithCors({ headers: new Headers(), req });
    if (!loggedOut) return Response.json({ message: req.t('error:logoutFailed') }, { headers, status: 400 });
    headers.set(
      'Set-Cookie',
      generateExpiredPayloadCookie({
        collectionAuthConfig: collection.config.auth,
        config: req.payload.config,
        cookiePrefix: req.payload.config.cookiePrefix,
      }),
    );
    return Response.json({ message: req.t('authentication:logoutSuccessful') }, { headers, status: 200 });
  } finally {
    turn?.end();
  }
};

/**
 * Staff. Editors log in to the admin; the portal's BFF is a user with role `api` and an API key
 * (`Authorization: users API-Key <key>`), which may read but never write.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: label('スタッフ', 'Staff user'), plural: label('スタッフ', 'Staff users') },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: label('設定', 'Settings') },
  auth: {
    useAPIKey: true,
    // Payload's own lockout is per account (anyone could lock an editor out) and tells locked accounts apart:
    // off, in favour of the lockout by account and address below (lib/login-lockout.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: cmsIsHttps() },
  },
  hooks: {
    beforeOperation: [
      async ({ args, operation, req }) => {
        if (operation === 'refresh') {
          // A refresh rewrites the account's whole list of sessions too (its session's new expiry): not beside a
          // login of the account. It reads the list only after this hook. Payload has opened the refresh's
          // transaction already (the admin refreshes over REST; GraphQL is off; the Local API has no refresh, so
          // never inside a caller's). Nothing has run in it yet: it is given back while the refresh waits, so that
          // refreshes queued behind a login never hold the database connections that login needs, and opened again.
          const account = accountKey(req.user?.email);
          if (!account) return args;
          const opened = Boolean(req.transactionID) && !(req.transactionID instanceof Promise);
          if (opened) await killTransaction(req);
          req.context.loginTurn = await loginTurns().take(account);
          if (opened) await initTransaction(req);
          req.context.loginOpensTransaction = opened;
          return args;
        }
        if (operation !== 'login') return args;
        const email = typeof args.data?.email === 'string' ? args.data.email : '';
        const accountEmail = accountKey(email);
        // The address server.ts worked out under TRUST_PROXY, never X-Forwarded-For as a client wrote it.
        const attempt = await lockout().attempt(email, lockoutAddress(req.headers.get(CLIENT_ADDRESS_HEADER)));
        // Exactly what a wrong password or an unknown account gets.
        if (!attempt.allowed) throw new AuthenticationError(req.t);
        req.context.loginAttempt = attempt;
        // No account with this email: Payload would answer at once, without the password hash it works out for an
        // account that exists. Work it out all the same, so that the time tells nothing (lib/login-timing.ts).
        const password: unknown = args.data?.password;
        if (typeof password === 'string' && password !== '') {
          const account = await req.payload.db.findOne({
            collection: 'users',
            req,
            where: { email: { equals: accountEmail } },
          });
          if (!account) await hashForNobody(password);
        }
        // Payload reads the account next and writes its sessions back whole: not beside another login of it.
        req.context.loginTurn = await loginTurns().take(accountEmail);
        // Payload writes the session in a transaction it opens for the login, unless its caller has one (see below).
        req.context.loginOpensTransaction = !req.transactionID;
        return args;
      },
    ],
    afterOperation: [
      async ({ operation, req, result }) => {
        if (operation !== 'login' && operation !== 'refresh') return result;
        // Committed here, not after this hook as Payload would: the next login or refresh of the account, let in when
        // this turn ends, must read the sessions written here (PostgreSQL; SQLite writes them without a transaction).
        // Payload's own commit then finds nothing left to do. A caller's transaction is the caller's to commit.
        if (req.context.loginOpensTransaction && req.transactionID) await commitTransaction(req);
        if (operation === 'login') await (req.context.loginAttempt as LoginAttempt | undefined)?.succeeded();
        endLoginTurn(req.context);
        return result;
      },
    ],
    // A failed login (a wrong password) or refresh ends its turn too; Payload runs these for a REST call's error answer.
    afterError: [
      ({ context }) => {
        endLoginTurn(context);
      },
    ],
  },
  // E-mail addresses are not verified (auth.verify is off), yet Payload keeps its verify route, which fails with a 500
  // on any token (issue 33, the fuzz of the REST API): it is answered as a page that does not exist.
  endpoints: [
    // Before Payload's own routes of the collection, which it adds after these.
    { path: '/logout', method: 'post', handler: logoutInTurn },
    {
      path: '/verify/:token',
      method: 'post',
      handler: () =>
        Response.json({ errors: [{ message: 'お探しのページは見つかりませんでした。' }] }, { status: 404 }),
    },
  ],
  access: {
    read: ({ req }) => (isEditor(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: editorsOnly,
    update: ({ req }) => (isEditor(req) ? true : false),
    delete: editorsOnly,
    // The API user never logs in to the admin.
    admin: ({ req }) => isEditor(req),
  },
  fields: [
    { name: 'name', label: label('氏名', 'Name'), type: 'text' },
    {
      name: 'role',
      label: label('役割', 'Role'),
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { update: editorsOnlyField },
      options: [
        { value: 'editor', label: label('編集者', 'Editor') },
        { value: 'api', label: label('API（ポータル・読み取り専用）', 'API (portal, read-only)') },
      ],
    },
  ],
};
