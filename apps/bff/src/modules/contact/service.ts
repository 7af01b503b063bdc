import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@portal/db';
import type { InquiryRequest } from '@portal/contracts/contact/inquiry';
import type { OpinionRequest } from '@portal/contracts/contact/opinion';
import type { Clock } from '../../lib/clock.ts';
import { formatJapanTime } from '../../lib/japan-time.ts';
import type { CarrierGateway } from '../carrier/gateway.ts';
import {
  countAcknowledgementsTo,
  findSubmission,
  insertInquiry,
  insertOpinion,
  insertOutboxMails,
  type NewOutboxRow,
} from './repository.ts';
import { inquiryMails, opinionMails, type MailDraft, type MailRecipients } from './templates.ts';

export interface ContactServiceOptions {
  db: Database;
  clock: Clock;
  /** The opinion's sender: name and address for the acknowledgement. */
  carrier: CarrierGateway;
  /** The customer centre: its address receives the notifications, its number and hours sign the acknowledgements. */
  recipients: MailRecipients;
  /** Host name for the Message-IDs of the outbox (the portal's public host). */
  messageIdDomain: string;
  /**
   * Acknowledgement mails one e-mail address receives in an hour (issue 33). Past it an inquiry is still received and
   * reaches the customer centre; only the mail to the address it gives is left out.
   */
  acknowledgementsPerAddressPerHour: number;
}

/** The window of the per-address and per-member limits (the routes' rate limits use it too). */
export const HOUR_MS = 60 * 60_000;

const RECEIPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A receipt number a member can read out on the phone: INQ-20261121-7KQ4M2 (date in Japan time). */
export function receiptNumber(prefix: 'INQ' | 'OPN', at: Date): string {
  const day = formatJapanTime(at, 'yyyyMMdd');
  const bytes = randomBytes(6);
  const code = [...bytes].map((b) => RECEIPT_ALPHABET[b % RECEIPT_ALPHABET.length]).join('');
  return `${prefix}-${day}-${code}`;
}

export interface Receipt {
  id: string;
  receivedAt: Date;
  /** The submission had been received before: this is its first receipt. */
  repeated: boolean;
  /** An inquiry's: whether its acknowledgement goes to the address it gives (undefined for a repeat or an opinion). */
  acknowledgementMailed?: boolean;
}

/**
 * One submission's key in the database: the sender (the session cookie, or a visitor's CSRF cookie), the key the
 * confirm screen sent, and the form as validated. The same key with other contents is another submission; another
 * sender cannot reach someone else's receipt with a key they saw.
 */
export function submissionKey(sender: string, clientKey: string, form: unknown): string {
  return createHash('sha256')
    .update(`${sender}\n${clientKey}\n${JSON.stringify(form)}`)
    .digest('base64url');
}

/**
 * Stores an inquiry or opinion and its mails in one transaction: either both are kept or neither
 * (docs/decisions/0014). Delivery is the outbox worker's.
 */
export function createContactService(options: ContactServiceOptions) {
  const { db, clock, carrier } = options;
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
    /**
     * The receipt of a submission received before (the same sender, key and form), so that a repeat is answered
     * with it before any limit counts it (issue 33); null for a new submission.
     */
    async receiptOf(kind: 'inquiry' | 'opinion', submissionKey: string): Promise<Receipt | null> {
      const first = await findSubmission(db, kind, submissionKey);
      return first ? { ...first, repeated: true } : null;
    },

    /**
     * `submissionKey` names one submission (see submissionKey()): posted again, the first receipt comes back with
     * `repeated`, and nothing more is stored or mailed. Every new inquiry is received, whatever address it gives: its
     * acknowledgement is left out once that address had its hour's (`acknowledgementMailed: false`).
     */
    async submitInquiry(inquiry: InquiryRequest, memberId: string | null, submissionKey: string): Promise<Receipt> {
      const receivedAt = clock.now();
      const since = new Date(receivedAt.getTime() - HOUR_MS);
      const acknowledged =
        (await countAcknowledgementsTo(db, inquiry.email, since)) < options.acknowledgementsPerAddressPerHour;
      const id = receiptNumber('INQ', receivedAt);
      const mails = inquiryMails(inquiry, { id, receivedAt, memberId }, options.recipients).filter(
        (mail) => acknowledged || mail.kind !== 'inquiry-acknowledgement',
      );
      return db.transaction(async (tx) => {
        const { emailConfirm: _confirm, ...fields } = inquiry;
        const first = await insertInquiry(tx, { id, memberId, ...fields, receivedAt, submissionKey, acknowledged });
        if (first) return { ...first, repeated: true };
        await insertOutboxMails(tx, outboxRows(mails, id, receivedAt));
        return { id, receivedAt, repeated: false, acknowledgementMailed: acknowledged };
      });
    },

    /** A member's opinion: the acknowledgement goes to the address the carrier has for them, if any. */
    async submitOpinion(opinion: OpinionRequest, memberId: string, submissionKey: string): Promise<Receipt> {
      const found = await carrier.findMember(memberId);
      const member = {
        id: memberId,
        name: found ? `${found.familyName} ${found.firstName}`.trim() || 'お客' : 'お客',
        email: found?.email || null,
      };
      const receivedAt = clock.now();
      const id = receiptNumber('OPN', receivedAt);
      const mails = opinionMails(
        opinion,
        { id, receivedAt, memberId: member.id, memberName: member.name, memberEmail: member.email },
        options.recipients,
      );
      return db.transaction(async (tx) => {
        const first = await insertOpinion(tx, {
          id,
          memberId: member.id,
          serviceComment: opinion.comments.service ?? null,
          usabilityComment: opinion.comments.usability ?? null,
          otherComment: opinion.comments.other ?? null,
          gender: opinion.gender,
          ageBand: opinion.ageBand,
          receivedAt,
          submissionKey,
        });
        if (first) return { ...first, repeated: true };
        await insertOutboxMails(tx, outboxRows(mails, id, receivedAt));
        return { id, receivedAt, repeated: false };
      });
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
