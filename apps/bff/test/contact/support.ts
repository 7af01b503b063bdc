import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { mailOutbox, type Database } from '@portal/db';
import type { InquiryRequest } from '@portal/contracts/contact/inquiry';
import { insertSession } from '../../src/modules/auth/repository.ts';
import { randomToken, sha256 } from '../../src/lib/tokens.ts';
import { CookieJar, createTestApp, fetchCsrf, ORIGIN } from '../helpers.ts';

export const VALID_INQUIRY: InquiryRequest = {
  category: 'points',
  inquiryText: 'ベネポの有効期限を教えてください。',
  name: '山田 太郎',
  nameKana: 'ヤマダ　タロウ',
  postalCode: '1000001',
  prefecture: '13',
  address: '千代田区千代田1-1',
  contactType: 'mobile',
  tel: '09012345678',
  email: 'taro.yamada@example.jp',
  emailConfirm: 'taro.yamada@example.jp',
  privacyConsent: true,
};

export const VALID_OPINION = {
  comments: { service: 'クーポンの種類を増やしてほしいです。' },
  gender: 'man',
  ageBand: '30s',
};

/** Empties the contact tables between tests (the PostgreSQL test database is shared by a worker's files). */
export async function clearContactTables(db: Database): Promise<void> {
  await db.execute(sql`TRUNCATE TABLE contact_inquiries, contact_opinions, mail_outbox, dev_mailbox RESTART IDENTITY`);
}

export async function outboxRows(db: Database) {
  return db.select().from(mailOutbox).orderBy(mailOutbox.id);
}

let nextClient = 1;

/** A BFF with the contact module; a client is a cookie jar with its CSRF token and an IP address of its own. */
export async function createContactTestApp(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  return {
    ...t,
    async client(options: { memberId?: string } = {}) {
      const jar = new CookieJar();
      if (options.memberId) {
        const token = randomToken();
        const now = t.clock.now();
        await insertSession(t.db, {
          id: sha256(token),
          memberId: options.memberId,
          issuer: 'sso',
          level: 1,
          subscriptionId: `S-${options.memberId}`,
          createdAt: now,
          expiresAt: new Date(now.getTime() + 3_600_000),
          userLimitAt: new Date(now.getTime() + 86_400_000),
        });
        jar.cookies.set('portal_sid', token);
      }
      // After the session: the token is bound to it, as the SPA's probe after a login gives it.
      const csrf = await fetchCsrf(t.app, jar);
      const ip = `10.0.${Math.floor(nextClient / 250)}.${(nextClient % 250) + 1}`;
      nextClient += 1;
      return {
        jar,
        ip,
        post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
          return t.app.inject({
            method: 'POST',
            url,
            remoteAddress: ip,
            headers: {
              origin: ORIGIN,
              'x-csrf-token': csrf,
              cookie: jar.header(),
              'content-type': 'application/json',
              // The confirm screen's key: a new one per send unless the test repeats one.
              'idempotency-key': randomUUID(),
              ...headers,
            },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          });
        },
      };
    },
  };
}
