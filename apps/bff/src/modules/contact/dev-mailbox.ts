import nodemailer from 'nodemailer';
import type { Database } from '@portal/db';
import { toNodemailer, type Mailer } from '../../adapters/smtp-mailer.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertDevMail } from './repository.ts';

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
      await insertDevMail(db, {
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
