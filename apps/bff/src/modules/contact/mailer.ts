import nodemailer, { type SendMailOptions } from 'nodemailer';
import { devMailbox, type Database } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';

/** One plain-text mail, as the outbox hands it over. */
export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** The Mailer port (ARCHITECTURE.md §1): SMTP in production, the development mailbox by default. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Plain text only: whatever a member typed reaches the mail body as text, never as HTML. The Message-ID is the
 * outbox row's, so a resend after a crash can be recognised as the same mail.
 */
function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    textEncoding: 'base64',
  };
}

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  /** Connection, greeting and socket timeouts; well under the outbox lease. */
  timeoutMs?: number;
}

export function createSmtpMailer(options: SmtpOptions): Mailer {
  const timeout = options.timeoutMs ?? 30_000;
  const transport = nodemailer.createTransport({
    // Pooled connections: the outbox worker sends a few mails at once over kept-open sessions.
    pool: true,
    maxConnections: 5,
    host: options.host,
    port: options.port,
    secure: options.secure,
    ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(mail) {
      await transport.sendMail(toNodemailer(mail));
    },
    close: () => transport.close(),
  };
}

/**
 * Development default: the mail is rendered by nodemailer exactly as SMTP would carry it and kept in the
 * `dev_mailbox` table, which the development mail viewer (/dev/mails) lists.
 */
export function createDevMailboxMailer(db: Database, clock: Clock): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(mail));
      const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message);
      await db.insert(devMailbox).values({
        messageId: mail.messageId,
        sender: mail.from,
        recipient: mail.to,
        subject: mail.subject,
        bodyText: mail.text,
        raw,
        receivedAt: clock.now(),
      });
    },
    close: () => transport.close(),
  };
}
