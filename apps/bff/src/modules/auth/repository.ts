import { eq, lt, sql } from 'drizzle-orm';
import { loginTransactions, sessions, type Database } from '@portal/db';
import { prepared } from '../../lib/prepared.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type LoginTransactionRow = typeof loginTransactions.$inferSelect;

export async function insertSession(db: Database, row: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findSessionById(db: Database, id: string): Promise<SessionRow | null> {
  const statement = prepared(db, 'session_by_id', (on, name) =>
    on
      .select()
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row ?? null;
}

export async function updateSession(db: Database, id: string, changes: Partial<NewSessionRow>): Promise<void> {
  await db.update(sessions).set(changes).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Housekeeping: sessions past their user limit and login transactions past their expiry; how many of each went. */
export async function deleteExpiredSessions(
  db: Database,
  now: Date,
): Promise<{ deletedSessions: number; deletedLoginTransactions: number }> {
  const gone = await db.delete(sessions).where(lt(sessions.userLimitAt, now)).returning({ id: sessions.id });
  const abandoned = await db
    .delete(loginTransactions)
    .where(lt(loginTransactions.expiresAt, now))
    .returning({ state: loginTransactions.state });
  return { deletedSessions: gone.length, deletedLoginTransactions: abandoned.length };
}

export async function insertLoginTransaction(db: Database, row: LoginTransactionRow): Promise<void> {
  await db.insert(loginTransactions).values(row);
}

/** Takes a transaction out: a state can be used once only. */
export async function takeLoginTransaction(db: Database, state: string): Promise<LoginTransactionRow | null> {
  const [row] = await db.delete(loginTransactions).where(eq(loginTransactions.state, state)).returning();
  return row ?? null;
}
