import { randomBytes, randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Database } from '@portal/db';
import type { InquiryRequest } from '@portal/contracts/contact/inquiry';
import type { OpinionRequest } from '@portal/contracts/contact/opinion';
import type { Clock } from '../../lib/clock.ts';
import { insertInquiry, insertOpinion, insertOutboxMails, type NewOutboxRow } from './repository.ts';
import { inquiryMails, opinionMails, type MailDraft } from './templates.ts';

export interface ContactServiceOptions {
  db: Database;
  clock: Clock;
  customerCentre: string;
  /** Host name for the Message-IDs of the outbox (the portal's public host). */
  messageIdDomain: string;
}

const RECEIPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A receipt number a member can read out on the phone: INQ-20261121-7KQ4M2 (date in Japan time). */
export function receiptNumber(prefix: 'INQ' | 'OPN', at: Date): string {
  const day = format(new TZDate(at.getTime(), 'Asia/Tokyo'), 'yyyyMMdd');
  const bytes = randomBytes(6);
  const code = [...bytes].map((b) => RECEIPT_ALPHABET[b % RECEIPT_ALPHABET.length]).join('');
  return `${prefix}-${day}-${code}`;
}

/**
 * Stores an inquiry or opinion and its mails in one transaction: either both are kept or neither
 * (docs/decisions/0014). Delivery is the outbox worker's.
 */
export function createContactService(options: ContactServiceOptions) {
  const { db, clock } = options;
  const outboxRows = (drafts: MailDraft[], subjectId: string, at: Date): NewOutboxRow[] =>
    drafts.map((mail) => ({
      messageId: `<${randomUUID()}@${options.messageIdDomain}>`,
      kind: mail.kind,
      subjectId,
      recipient: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      nextAttemptAt: at,
      createdAt: at,
    }));

  return {
    async submitInquiry(inquiry: InquiryRequest, memberId: string | null) {
      const receivedAt = clock.now();
      const id = receiptNumber('INQ', receivedAt);
      const mails = inquiryMails(inquiry, { id, receivedAt, memberId }, options.customerCentre);
      await db.transaction(async (tx) => {
        const { emailConfirm: _confirm, ...fields } = inquiry;
        await insertInquiry(tx, { id, memberId, ...fields, receivedAt });
        await insertOutboxMails(tx, outboxRows(mails, id, receivedAt));
      });
      return { id, receivedAt };
    },

    async submitOpinion(opinion: OpinionRequest, member: { id: string; name: string; email: string | null }) {
      const receivedAt = clock.now();
      const id = receiptNumber('OPN', receivedAt);
      const mails = opinionMails(
        opinion,
        { id, receivedAt, memberId: member.id, memberName: member.name, memberEmail: member.email },
        options.customerCentre,
      );
      await db.transaction(async (tx) => {
        await insertOpinion(tx, {
          id,
          memberId: member.id,
          serviceComment: opinion.comments.service ?? null,
          usabilityComment: opinion.comments.usability ?? null,
          otherComment: opinion.comments.other ?? null,
          gender: opinion.gender,
          ageBand: opinion.ageBand,
          receivedAt,
        });
        await insertOutboxMails(tx, outboxRows(mails, id, receivedAt));
      });
      return { id, receivedAt };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
