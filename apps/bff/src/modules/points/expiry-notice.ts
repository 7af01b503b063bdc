/**
 * Point expiry notices (docs/decisions/0025): early each month every member whose benepo or cafe points expire at
 * the end of that month or the next gets one mail (once per member and month), and /memberStatus and the top page
 * say which points expire when, from the ledger as it is at that moment.
 */
import { randomUUID } from 'node:crypto';
import { pointExpiryNotices, type Database, type PointExpiryNoticeItem } from '@portal/db';
import type { CarrierGateway, CarrierMember } from '../carrier/gateway.ts';
import type { ExpiringPoints, PointsLedger } from './ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertOutboxMails } from '../contact/repository.ts';
import type { CustomerCentre } from '@portal/contracts/contact/customer-centre';
import { signature } from '../contact/templates.ts';
import { endOfMonthAfter, japanToday, type IsoDate } from '../../lib/japan-time.ts';
import type { Wallet } from './rules.ts';

/** The products' names of the wallets (docs/CONTEXT.md). */
export const WALLET_NAMES: Record<Wallet, string> = { benepo: 'ベネポ', cafe: 'カフェポイント' };

export const EXPIRY_NOTICE_MAIL_KIND = 'point-expiry-notice';

/** The days a notice looks at on `today`: from today to the end of next month. */
export function noticeWindow(today: IsoDate): { from: IsoDate; until: IsoDate } {
  return { from: today, until: endOfMonthAfter(today, 1) };
}

/** 2026-12-31 → 2026年12月31日 (as the membership screens write dates). */
export function japaneseDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

/** One line of the notice: 「2026年12月31日に1,200ポイントのベネポが失効します。」 */
export function expiryNoticeLine(item: PointExpiryNoticeItem): string {
  return `${japaneseDate(item.expiresOn)}に${item.points.toLocaleString('ja-JP')}ポイントの${WALLET_NAMES[item.wallet]}が失効します。`;
}

/** The mail of a member's notice, plain text like the contact mails. */
export function expiryNoticeMail(
  member: Pick<CarrierMember, 'familyName' | 'firstName'>,
  items: PointExpiryNoticeItem[],
  publicOrigin: string,
  customerCentre: CustomerCentre,
): { subject: string; text: string } {
  const name = `${member.familyName} ${member.firstName}`.trim() || '会員';
  return {
    subject: '【ライフエール】ポイント失効のお知らせ',
    text: [
      `${name} 様`,
      '',
      'ライフエールをご利用いただき、ありがとうございます。',
      'お持ちのポイントの一部が、まもなく有効期限を迎えます。',
      '',
      ...items.map((item) => `・${expiryNoticeLine(item)}`),
      '',
      '有効期限までにご利用ください。保有ポイントとその履歴は会員ステータスでご確認いただけます。',
      `${publicOrigin}/memberStatus`,
      '',
      signature(customerCentre),
    ].join('\n'),
  };
}

function itemsOf(rows: ExpiringPoints[]): PointExpiryNoticeItem[] {
  return rows.map((r) => ({ wallet: r.wallet, points: r.points, expiresOn: r.expiresOn }));
}

export type PointExpiryNotices = ReturnType<typeof createPointExpiryNotices>;

export function createPointExpiryNotices(deps: {
  db: Database;
  clock: Clock;
  points: PointsLedger;
  carrier: CarrierGateway;
  publicOrigin: string;
  messageIdDomain: string;
  /** The customer centre that signs the mail. */
  customerCentre: CustomerCentre;
}) {
  const { db, clock, points, carrier } = deps;

  /** What the member's notice says today: the points that expire by the end of next month, earliest first. */
  async function current(memberId: string) {
    const window = noticeWindow(japanToday(clock.now()));
    return { coversUntil: window.until, items: itemsOf(await points.expiring({ ...window, memberId })) };
  }

  /**
   * The notices of the month starting `firstDay`: one per member whose points expire by the end of next month,
   * stored with its mail in one transaction. A member who already has the month's notice gets nothing more, so the
   * job may run again (a retry, another replica) without a second mail.
   */
  async function sendMonthly(firstDay: IsoDate, signal?: AbortSignal) {
    const month = firstDay.slice(0, 7);
    const until = endOfMonthAfter(firstDay, 1);
    const expiring = await points.expiring({ from: `${month}-01`, until });
    const byMember = new Map<string, ExpiringPoints[]>();
    for (const row of expiring) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
    let notices = 0;
    let alreadyNotified = 0;
    let withoutAddress = 0;
    for (const [memberId, rows] of byMember) {
      signal?.throwIfAborted();
      const member = await carrier.findMember(memberId);
      if (!member?.email) {
        withoutAddress += 1;
        continue;
      }
      const items = itemsOf(rows);
      const mail = expiryNoticeMail(member, items, deps.publicOrigin, deps.customerCentre);
      const now = clock.now();
      const messageId = `<${randomUUID()}@${deps.messageIdDomain}>`;
      const stored = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(pointExpiryNotices)
          .values({ memberId, month, coversUntil: until, items, messageId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: pointExpiryNotices.id });
        if (inserted.length === 0) return false;
        await insertOutboxMails(tx, [
          {
            messageId,
            kind: EXPIRY_NOTICE_MAIL_KIND,
            subjectId: `${memberId}:${month}`,
            recipient: member.email,
            subject: mail.subject,
            bodyText: mail.text,
            nextAttemptAt: now,
            createdAt: now,
          },
        ]);
        return true;
      });
      if (stored) notices += 1;
      else alreadyNotified += 1;
    }
    return { month, members: byMember.size, notices, alreadyNotified, withoutAddress };
  }

  return { current, sendMonthly };
}
