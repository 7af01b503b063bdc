import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-side sessions (ARCHITECTURE.md §4). The browser holds an opaque token; the row is keyed by
 * its SHA-256 so a database leak does not hand out live sessions. Tokens of the issuers never leave here.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    /** The issuer the member last signed in through: 'sso' or 'carrier'. */
    issuer: text('issuer').notNull(),
    level: integer('level').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    accountChoicePending: boolean('account_choice_pending').notNull().default(false),
    ssoIdToken: text('sso_id_token'),
    carrierIdToken: text('carrier_id_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Sliding expiry of level-1 authentication; extended by POST /v1/top/refresh-token. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Absolute end of the session (the user limit). */
    userLimitAt: timestamp('user_limit_at', { withTimezone: true }).notNull(),
    /** End of the higher-assurance (level 2) window, if the member stepped up. */
    level2Until: timestamp('level2_until', { withTimezone: true }),
    /** When the member re-authenticated at the carrier to withdraw (cb-withdraw). */
    withdrawVerifiedAt: timestamp('withdraw_verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId), index('sessions_expires_idx').on(t.userLimitAt)],
);

/** An authorization request under way: state, nonce and PKCE verifier until the callback. */
export const loginTransactions = pgTable('login_transactions', {
  state: text('state').primaryKey(),
  issuer: text('issuer').notNull(),
  /** login | register | withdraw */
  purpose: text('purpose').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  backUri: text('back_uri').notNull(),
  acr: text('acr').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * CMS preview tokens already exchanged for a preview cookie (docs/decisions/0008-payload-cms.md): a token's id
 * (`jti`) once, on every replica; kept until the token would have expired anyway.
 */
export const previewTokenUses = pgTable(
  'preview_token_uses',
  {
    tokenId: text('token_id').primaryKey(),
    /** The CMS staff user it was issued to (`sub`). */
    staffId: text('staff_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('preview_token_uses_expires_idx').on(t.expiresAt)],
);
