import type { Database } from '@portal/db';

/**
 * A statement prepared once per database and kept (drizzle's `.prepare(name)`): its SQL is built once, and PostgreSQL
 * parses and plans it once per connection. For the reads every member page makes (the session, the member and their
 * lines, a wallet's lots, the membership), where building and parsing the same SQL cost more than running it.
 */
const statements = new WeakMap<Database, Map<string, unknown>>();

export function prepared<T>(db: Database, name: string, prepare: (db: Database, name: string) => T): T {
  let ofDb = statements.get(db);
  if (!ofDb) {
    ofDb = new Map();
    statements.set(db, ofDb);
  }
  let statement = ofDb.get(name) as T | undefined;
  if (!statement) {
    statement = prepare(db, name);
    ofDb.set(name, statement);
  }
  return statement;
}
