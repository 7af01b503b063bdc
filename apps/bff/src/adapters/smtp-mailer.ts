import nodemailer, { type SendMailOptions } from 'nodemailer';

/** One plain-text mail, as the outbox hands it over. */
export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * The Mailer port (ARCHITECTURE.md §1): SMTP in production (here), the development mailbox by default
 * (modules/contact/dev-mailbox.ts).
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Plain text only: whatever a member typed reaches the mail body as text, never as HTML. The Message-ID is the
 * outbox row's, so a resend after a crash can be recognised as the same mail.
 */
export function toNodemailer(mail: OutgoingMail): SendMailOptions {
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
