import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { contactInquiries, contactOpinions, devMailbox, mailOutbox, type Database } from '@portal/db';

export type InquiryRow = typeof contactInquiries.$inferInsert;
export type OpinionRow = typeof contactOpinions.$inferInsert;
export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** Drizzle's transaction handle has the query API of the database. */
type Queryable = Pick<Database, 'insert' | 'select' | 'update'>;

export interface StoredReceipt {
  id: string;
  receivedAt: Date;
  /** An inquiry's: whether its acknowledgement went to the address it gave. */
  acknowledgementMailed?: boolean;
}

const SUBMISSIONS = { inquiry: contactInquiries, opinion: contactOpinions } as const;

/** The receipt of the inquiry or opinion with this submission key, if it was received before. */
export async function findSubmission(
  db: Queryable,
  kind: keyof typeof SUBMISSIONS,
  submissionKey: string,
): Promise<StoredReceipt | null> {
  if (kind === 'opinion') {
    const [first] = await db
      .select({ id: contactOpinions.id, receivedAt: contactOpinions.receivedAt })
      .from(contactOpinions)
      .where(eq(contactOpinions.submissionKey, submissionKey));
    return first ?? null;
  }
  const [first] = await db
    .select({
      id: contactInquiries.id,
      receivedAt: contactInquiries.receivedAt,
      acknowledgementMailed: contactInquiries.acknowledged,
    })
    .from(contactInquiries)
    .where(eq(contactInquiries.submissionKey, submissionKey));
  return first ?? null;
}

/**
 * Stores an inquiry or an opinion unless one with its submission key is there: null when stored, else the first
 * one's receipt. Two posts of one submission at once: the second waits on the unique key, then finds the first.
 */
async function insertSubmission<K extends keyof typeof SUBMISSIONS>(
  db: Queryable,
  kind: K,
  row: (typeof SUBMISSIONS)[K]['$inferInsert'],
): Promise<StoredReceipt | null> {
  const table = SUBMISSIONS[kind];
  const stored = await db
    .insert(table)
    // Drizzle cannot relate a generic table to its own insert type; the callers below fix the kind and the row.
    .values(row as never)
    .onConflictDoNothing({ target: table.submissionKey })
    .returning({ id: table.id });
  if (stored.length > 0 || !row.submissionKey) return null;
  return findSubmission(db, kind, row.submissionKey);
}

export const insertInquiry = (db: Queryable, row: InquiryRow) => insertSubmission(db, 'inquiry', row);
export const insertOpinion = (db: Queryable, row: OpinionRow) => insertSubmission(db, 'opinion', row);

export async function insertOutboxMails(db: Queryable, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(mailOutbox).values(rows);
}

/** Acknowledgement mails an address was sent for its inquiries since a moment (the per-address limit). */
export async function countAcknowledgementsTo(db: Queryable, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactInquiries)
    .where(
      and(
        eq(contactInquiries.email, email),
        gte(contactInquiries.receivedAt, since),
        eq(contactInquiries.acknowledged, true),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Claims up to `limit` due mails for one worker: each gets a lease until `leaseUntil` and one more attempt.
 * SKIP LOCKED keeps two workers (two BFF replicas) from claiming the same row; an expired lease (a worker that died
 * mid-send) makes the row due again.
 */
export async function claimDueMails(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.transaction(async (tx) =>
    tx
      .update(mailOutbox)
      .set({ lockedUntil: leaseUntil, attempts: sqlIncrement() })
      .where(inArray(mailOutbox.id, due))
      .returning(),
  );
}

function sqlIncrement() {
  return sql`${mailOutbox.attempts} + 1`;
}

export async function markSent(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailedAttempt(
  db: Database,
  id: number,
  change: { nextAttemptAt: Date; error: string; giveUp: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: change.giveUp ? 'failed' : 'pending',
      nextAttemptAt: change.nextAttemptAt,
      lockedUntil: null,
      lastError: change.error.slice(0, 1000),
    })
    .where(eq(mailOutbox.id, id));
}

export type DevMailRow = typeof devMailbox.$inferSelect;

export async function insertDevMail(db: Database, row: typeof devMailbox.$inferInsert): Promise<void> {
  await db.insert(devMailbox).values(row);
}

export async function listDevMails(db: Database, limit: number): Promise<DevMailRow[]> {
  return db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(limit);
}

export async function findDevMail(db: Database, id: number): Promise<DevMailRow | null> {
  const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id));
  return row ?? null;
}
