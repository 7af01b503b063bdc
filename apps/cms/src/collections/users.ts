import { AuthenticationError, type CollectionConfig } from 'payload';
import { editorsOnly, editorsOnlyField, isEditor } from '../lib/access.ts';
import { label } from '../lib/labels.ts';
import { clientAddress, createLoginLockout, type LoginAttempt, type LoginLockout } from '../lib/login-lockout.ts';
import { cmsIsHttps } from '../lib/origins.ts';

/** One lockout per CMS process, however many times Next loads this module. */
const LOCKOUT = Symbol.for('portal.cms.login-lockout');
const lockout = ((globalThis as Record<symbol, LoginLockout | undefined>)[LOCKOUT] ??= createLoginLockout());

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
      ({ args, operation, req }) => {
        if (operation !== 'login') return args;
        const email = typeof args.data?.email === 'string' ? args.data.email : '';
        const address = clientAddress(req.headers.get('x-forwarded-for'), Number(process.env.CMS_PROXY_HOPS || 1));
        const attempt = lockout.attempt(email, address, Date.now());
        // Exactly what a wrong password or an unknown account gets.
        if (!attempt.allowed) throw new AuthenticationError(req.t);
        req.context.loginAttempt = attempt;
        return args;
      },
    ],
    afterOperation: [
      ({ operation, req, result }) => {
        if (operation === 'login') (req.context.loginAttempt as LoginAttempt | undefined)?.succeeded();
        return result;
      },
    ],
  },
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
