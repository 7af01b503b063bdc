import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Mail inquiries (spec portal.md §3, §5). Stored as the member typed them: the text is inert data, escaped where it
 * is shown and sent as plain-text mail only. `memberId` is set when a logged-in member sent it; visitors may ask too.
 */
export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id'),
    category: text('category').notNull(),
    inquiryText: text('inquiry_text').notNull(),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull(),
    postalCode: text('postal_code').notNull(),
    /** JIS code '01'–'47', or '' */
    prefecture: text('prefecture').notNull(),
    address: text('address').notNull(),
    /** home | mobile */
    contactType: text('contact_type').notNull(),
    tel: text('tel').notNull(),
    email: text('email').notNull(),
    privacyConsent: boolean('privacy_consent').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /**
     * One submission, one inquiry (issue 14): a hash of the sender (session or CSRF cookie), the confirm screen's
     * Idempotency-Key and the form. A repeated post finds it and gets the first receipt back, without new mails.
     */
    submissionKey: text('submission_key'),
    /**
     * Whether an acknowledgement mail went to `email` (issue 33): an address receives a limited number an hour, so
     * whoever types someone else's address cannot fill their mailbox. The inquiry is received either way.
     */
    acknowledged: boolean('acknowledged').notNull().default(true),
  },
  (t) => [
    index('contact_inquiries_received_idx').on(t.receivedAt),
    uniqueIndex('contact_inquiries_submission_key_idx').on(t.submissionKey),
    // The acknowledgements an address received in the last hour are counted on it.
    index('contact_inquiries_email_idx').on(t.email, t.receivedAt),
  ],
);

/** Opinions of members (spec portal.md §3 "Opinion form"): the texts of the ticked choices, gender and age band. */
export const contactOpinions = pgTable(
  'contact_opinions',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    serviceComment: text('service_comment'),
    usabilityComment: text('usability_comment'),
    otherComment: text('other_comment'),
    /** man | woman */
    gender: text('gender').notNull(),
    /** 10s … 60s-plus */
    ageBand: text('age_band').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** As the inquiries' (issue 14). */
    submissionKey: text('submission_key'),
  },
  (t) => [
    index('contact_opinions_received_idx').on(t.receivedAt),
    uniqueIndex('contact_opinions_submission_key_idx').on(t.submissionKey),
  ],
);

/**
 * The mail outbox (docs/decisions/0014): a mail is written here in the transaction that stores its inquiry or
 * opinion, and a worker delivers it. `lockedUntil` is the lease of the worker sending it (SKIP LOCKED claims);
 * `messageId` is fixed when the row is written, so a resend after a crash carries the same Message-ID.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull(),
    /** inquiry-acknowledgement | inquiry-notification | opinion-acknowledgement | opinion-notification */
    kind: text('kind').notNull(),
    /** The inquiry or opinion the mail is about. */
    subjectId: text('subject_id').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_idx').on(t.messageId),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Development mail viewer: what the embedded transport "delivered" (never used in production). */
export const devMailbox = pgTable('dev_mailbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  messageId: text('message_id').notNull(),
  sender: text('sender').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  raw: text('raw').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
