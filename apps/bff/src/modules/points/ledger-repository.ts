import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { pointEntries, type Database } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';
import { prepared } from '../../lib/prepared.ts';
import { pageReads } from '../../lib/read-scope.ts';
import { japanDate } from '../../lib/japan-time.ts';
import type { PointEntryKind, PointsLedger } from './ledger.ts';
import { allocateFifo, benepoExpiresOn, cafeExpiresOn, checkUse, expiriesDue, liveLots, type Wallet } from './rules.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface LotRow {
  id: number;
  points: number;
  effectiveOn: string;
  expiresOn: string;
  remaining: number;
}

const FAR_FUTURE = '9999-12-31';

/** A grant lot as read: what is left of it is its points plus what was drawn from it (negative entries). */
function lotOf(grant: {
  id: number;
  points: number;
  effectiveOn: string | null;
  occurredAt: Date;
  expiresOn: string | null;
  drawn: number;
}): LotRow {
  return {
    id: grant.id,
    points: grant.points,
    effectiveOn: grant.effectiveOn ?? japanDate(grant.occurredAt),
    expiresOn: grant.expiresOn ?? FAR_FUTURE,
    remaining: grant.points + grant.drawn,
  };
}

const grantColumns = {
  id: pointEntries.id,
  points: pointEntries.points,
  effectiveOn: pointEntries.effectiveOn,
  occurredAt: pointEntries.occurredAt,
  expiresOn: pointEntries.expiresOn,
};

const grantsOf = (memberId: string, wallet: Wallet) =>
  and(eq(pointEntries.memberId, memberId), eq(pointEntries.wallet, wallet), eq(pointEntries.kind, 'grant'));

/** What was drawn from a grant lot (its uses, expiries and forfeits), beside the lot in the same statement. */
const drawnFromLot = sql<number>`(SELECT coalesce(sum(d.points), 0)::int FROM point_entries d
  WHERE d.lot_id = point_entries.id AND d.member_id = point_entries.member_id AND d.wallet = point_entries.wallet)`;

/**
 * The member's grant lots of both wallets with what is left of each, in one statement (a balance is read on most of
 * a member's pages, both wallets' on some: lib/read-scope.ts shares the read among a page's calls).
 */
function readLots(db: Database, memberId: string, wallet: Wallet): Promise<LotRow[]> {
  const lotsByWallet = pageReads.once(`points:${memberId}:lots`, async () => {
    const statement = prepared(db, 'point_lots', (on, name) =>
      on
        .select({ ...grantColumns, wallet: pointEntries.wallet, drawn: drawnFromLot })
        .from(pointEntries)
        .where(and(eq(pointEntries.memberId, sql.placeholder('memberId')), eq(pointEntries.kind, 'grant')))
        .orderBy(asc(pointEntries.id))
        .prepare(name),
    );
    const byWallet = new Map<string, LotRow[]>();
    for (const grant of await statement.execute({ memberId })) {
      const lots = byWallet.get(grant.wallet) ?? [];
      lots.push(lotOf({ ...grant, drawn: Number(grant.drawn) }));
      byWallet.set(grant.wallet, lots);
    }
    return byWallet;
  });
  return lotsByWallet.then((byWallet) => byWallet.get(wallet) ?? []);
}

/**
 * The member's grant lots, locked FOR UPDATE first, so two uses of the same wallet run one after the other and the
 * second sees the first (the sums are read by a later statement, with a fresh snapshot under READ COMMITTED).
 */
async function lockLots(tx: Tx, memberId: string, wallet: Wallet): Promise<LotRow[]> {
  pageReads.forget(`points:${memberId}:`);
  const grants = await tx
    .select(grantColumns)
    .from(pointEntries)
    .where(grantsOf(memberId, wallet))
    .orderBy(asc(pointEntries.id))
    .for('update');
  if (grants.length === 0) return [];
  const drawn = await tx
    .select({ lotId: pointEntries.lotId, total: sql<number>`coalesce(sum(${pointEntries.points}), 0)::int` })
    .from(pointEntries)
    .where(and(eq(pointEntries.memberId, memberId), eq(pointEntries.wallet, wallet), isNotNull(pointEntries.lotId)))
    .groupBy(pointEntries.lotId);
  const drawnByLot = new Map(drawn.map((d) => [d.lotId as number, Number(d.total)]));
  return grants.map((grant) => lotOf({ ...grant, drawn: drawnByLot.get(grant.id) ?? 0 }));
}

/** A line of the history: a use drawn from several lots is one line, grouped by its operation (or by itself). */
const historyLine = sql`${pointEntries.kind}, coalesce(${pointEntries.operationId}, ${pointEntries.id}::text)`;
/** The history's entries of a member's wallet, of the kinds asked for (the placeholders of its statements). */
const historyOf = and(
  eq(pointEntries.memberId, sql.placeholder('memberId')),
  eq(pointEntries.wallet, sql.placeholder('wallet')),
  sql`${pointEntries.kind} = any(${sql.placeholder('kinds')}::text[])`,
);

/** The entries of one operation (a member's wallet, a kind, an operation id): what makes a repeat a replay. */
function ofOperation(memberId: string, wallet: Wallet, kind: PointEntryKind, operationId: string) {
  return and(
    eq(pointEntries.memberId, memberId),
    eq(pointEntries.wallet, wallet),
    eq(pointEntries.kind, kind),
    eq(pointEntries.operationId, operationId),
  );
}

function balanceOf(lots: LotRow[], today: string): number {
  return liveLots(lots, today).reduce((sum, l) => sum + l.remaining, 0);
}

/** The embedded ledger: append-only point entries in the portal database (docs/decisions/0016-benepo-ledger.md). */
export function createEmbeddedPointsLedger(db: Database, clock: Clock): PointsLedger {
  const today = () => japanDate(clock.now());

  async function writeExpiries(tx: Tx | Database, memberId: string, wallet: Wallet, lots: LotRow[], day: string) {
    const due = expiriesDue(lots, day);
    if (due.length === 0) return 0;
    const now = clock.now();
    await tx.insert(pointEntries).values(
      due.map((d) => {
        const lot = lots.find((l) => l.id === d.lotId);
        return {
          memberId,
          wallet,
          kind: 'expire',
          points: -d.points,
          occurredAt: now,
          lotId: d.lotId,
          note: `有効期限切れ（${lot?.expiresOn ?? ''}）`,
        };
      }),
    );
    return due.length;
  }

  return {
    async balance(memberId, wallet) {
      return balanceOf(await readLots(db, memberId, wallet), today());
    },

    async grant(input) {
      if (!Number.isInteger(input.points) || input.points <= 0)
        throw new Error('grant: points must be a positive integer');
      const effectiveOn = input.effectiveOn ?? today();
      const expiresOn = input.wallet === 'benepo' ? benepoExpiresOn(effectiveOn) : cafeExpiresOn(effectiveOn);
      const inserted = await db
        .insert(pointEntries)
        .values({
          memberId: input.memberId,
          wallet: input.wallet,
          kind: 'grant',
          points: input.points,
          occurredAt: clock.now(),
          effectiveOn,
          expiresOn,
          note: input.note,
          operationId: input.operationId ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: pointEntries.id });
      pageReads.forget(`points:${input.memberId}:`);
      if (inserted[0]) return { id: inserted[0].id, replayed: false };
      const [existing] = await db
        .select({ id: pointEntries.id })
        .from(pointEntries)
        .where(ofOperation(input.memberId, input.wallet, 'grant', input.operationId ?? ''));
      if (!existing) throw new Error('grant: conflict without an existing grant');
      return { id: existing.id, replayed: true };
    },

    async use(input) {
      return db.transaction(async (tx) => {
        const day = today();
        const lots = await lockLots(tx, input.memberId, input.wallet);
        if (input.operationId) {
          const [seen] = await tx
            .select({ n: count() })
            .from(pointEntries)
            .where(ofOperation(input.memberId, input.wallet, 'use', input.operationId));
          if ((seen?.n ?? 0) > 0) return { ok: true as const, balance: balanceOf(lots, day), replayed: true };
        }
        await writeExpiries(tx, input.memberId, input.wallet, lots, day);
        const balance = balanceOf(lots, day);
        const refusal = checkUse(input.wallet, input.points, balance);
        if (refusal) return { ok: false as const, reason: refusal, balance };
        const parts = allocateFifo(liveLots(lots, day), input.points);
        const now = clock.now();
        await tx.insert(pointEntries).values(
          parts.map((p) => ({
            memberId: input.memberId,
            wallet: input.wallet,
            kind: 'use',
            points: -p.points,
            occurredAt: now,
            lotId: p.lotId,
            operationId: input.operationId ?? null,
            note: input.note,
          })),
        );
        return { ok: true as const, balance: balance - input.points, replayed: false };
      });
    },

    async expire(memberId) {
      const day = today();
      const owners = memberId
        ? [
            { memberId, wallet: 'benepo' as Wallet },
            { memberId, wallet: 'cafe' as Wallet },
          ]
        : (
            await db
              .selectDistinct({ memberId: pointEntries.memberId, wallet: pointEntries.wallet })
              .from(pointEntries)
              .where(and(eq(pointEntries.kind, 'grant'), sql`${pointEntries.expiresOn} < ${day}`))
          ).map((o) => ({ memberId: o.memberId, wallet: o.wallet as Wallet }));
      let written = 0;
      for (const owner of owners) {
        written += await db.transaction(async (tx) => {
          const lots = await lockLots(tx, owner.memberId, owner.wallet);
          return writeExpiries(tx, owner.memberId, owner.wallet, lots, day);
        });
      }
      return written;
    },

    async forfeit(memberId, wallet, note) {
      return db.transaction(async (tx) => {
        const lots = await lockLots(tx, memberId, wallet);
        const left = lots.filter((l) => l.remaining > 0);
        if (left.length === 0) return 0;
        const now = clock.now();
        await tx.insert(pointEntries).values(
          left.map((l) => ({
            memberId,
            wallet,
            kind: 'expire',
            points: -l.remaining,
            occurredAt: now,
            lotId: l.id,
            note,
          })),
        );
        return left.reduce((sum, l) => sum + l.remaining, 0);
      });
    },

    async expiring({ from, until, memberId }) {
      const drawn = db
        .select({
          lotId: pointEntries.lotId,
          points: sql<number>`sum(${pointEntries.points})`.as('drawn_points'),
        })
        .from(pointEntries)
        .where(isNotNull(pointEntries.lotId))
        .groupBy(pointEntries.lotId)
        .as('drawn');
      const left = sql<number>`sum(${pointEntries.points} + coalesce(${drawn.points}, 0))::int`;
      const rows = await db
        .select({
          memberId: pointEntries.memberId,
          wallet: pointEntries.wallet,
          expiresOn: pointEntries.expiresOn,
          points: left,
        })
        .from(pointEntries)
        .leftJoin(drawn, eq(drawn.lotId, pointEntries.id))
        .where(
          and(
            eq(pointEntries.kind, 'grant'),
            sql`${pointEntries.expiresOn} between ${from} and ${until}`,
            memberId ? eq(pointEntries.memberId, memberId) : undefined,
          ),
        )
        .groupBy(pointEntries.memberId, pointEntries.wallet, pointEntries.expiresOn)
        .having(sql`${left} > 0`)
        .orderBy(asc(pointEntries.memberId), asc(pointEntries.expiresOn), asc(pointEntries.wallet));
      return rows.map((r) => ({
        memberId: r.memberId,
        wallet: r.wallet as Wallet,
        expiresOn: String(r.expiresOn).slice(0, 10),
        points: Number(r.points),
      }));
    },

    async history(memberId, wallet, { kinds, page, size }) {
      const lines = prepared(db, 'point_history', (on, name) =>
        on
          .select({
            kind: pointEntries.kind,
            points: sql<number>`sum(${pointEntries.points})::int`,
            occurredAt: sql<Date>`min(${pointEntries.occurredAt})`,
            effectiveOn: sql<string | null>`min(${pointEntries.effectiveOn})`,
            expiresOn: sql<string | null>`min(${pointEntries.expiresOn})`,
            note: sql<string>`min(${pointEntries.note})`,
            firstId: sql<number>`min(${pointEntries.id})`,
            // The number of lines of the whole history, beside the page (a window over the grouped lines).
            lines: sql<number>`(count(*) over ())::int`,
          })
          .from(pointEntries)
          .where(historyOf)
          .groupBy(historyLine)
          .orderBy(desc(sql`min(${pointEntries.occurredAt})`), desc(sql`min(${pointEntries.id})`))
          .limit(sql.placeholder('size'))
          .offset(sql.placeholder('offset'))
          .prepare(name),
      );
      const count = prepared(db, 'point_history_lines', (on, name) =>
        on
          .select({ n: sql<number>`count(distinct (${historyLine}))::int` })
          .from(pointEntries)
          .where(historyOf)
          .prepare(name),
      );
      const values = { memberId, wallet, kinds: [...kinds] };
      const rows = await lines.execute({ ...values, size, offset: page * size });
      // A page past the end has no row to carry the count: only then is it asked on its own.
      const total =
        rows[0] !== undefined
          ? Number(rows[0].lines)
          : page === 0
            ? 0
            : Number((await count.execute(values))[0]?.n ?? 0);
      return {
        entries: rows.map((r) => ({
          kind: r.kind as PointEntryKind,
          points: Number(r.points),
          occurredAt: new Date(r.occurredAt),
          effectiveOn: r.effectiveOn ? String(r.effectiveOn).slice(0, 10) : null,
          expiresOn: r.expiresOn ? String(r.expiresOn).slice(0, 10) : null,
          note: r.note,
        })),
        total,
      };
    },
  };
}
