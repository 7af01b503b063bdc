import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CUSTOMER_CENTRE } from '@portal/contracts/contact/customer-centre';
import { createTestDatabase } from '@portal/db/testing';
import { fixedClock } from '../../src/lib/clock.ts';
import { createSmtpMailer, type Mailer } from '../../src/adapters/smtp-mailer.ts';
import { createEmbeddedCarrierGateway } from '../../src/modules/carrier/embedded-gateway.ts';
import { backoffMs, createOutboxWorker } from '../../src/modules/contact/outbox.ts';
import { createContactService } from '../../src/modules/contact/service.ts';
import { clearContactTables, outboxRows, VALID_INQUIRY } from './support.ts';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `refuse` makes it answer 451 to the next N messages. */
async function startSmtpServer() {
  const received: Received[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse -= 1;
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(err);
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        return callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mailer: Mailer;
const clock = fixedClock('2026-11-21T03:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  mailer = createSmtpMailer({ host: '127.0.0.1', port: smtp.port, secure: false, timeoutMs: 5000 });
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await database?.close();
});
beforeEach(async () => {
  await clearContactTables(database.db);
  smtp.received.length = 0;
  smtp.state.refuse = 0;
  clock.set('2026-11-21T03:00:00Z');
});

const service = () =>
  createContactService({
    db: database.db,
    clock,
    carrier: createEmbeddedCarrierGateway(database.db),
    recipients: { customerCentreEmail: 'support@lifeyell.example', customerCentre: SAMPLE_CUSTOMER_CENTRE },
    messageIdDomain: 'portal.test',
    acknowledgementsPerAddressPerHour: 5,
  });
const worker = (m: Mailer = mailer) =>
  createOutboxWorker({ db: database.db, mailer: m, clock, from: 'ライフエール <no-reply@lifeyell.example>' });

describe('mail outbox over SMTP', () => {
  it('delivers each mail of an inquiry once, in Japanese, with the Message-ID fixed in the outbox', async () => {
    await service().submitInquiry(VALID_INQUIRY, null, randomUUID());
    const w = worker();
    expect(await w.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([[VALID_INQUIRY.email], ['support@lifeyell.example']]);
    const rows = await outboxRows(database.db);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    const ack = smtp.received[0]!.raw;
    expect(ack).toContain(`Message-ID: ${rows[0]!.messageId}`);
    expect(ack).toMatch(/Subject: =\?UTF-8\?/);
    const body = Buffer.from(
      ack
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('')
        .replace(/\s/g, ''),
      'base64',
    ).toString('utf8');
    expect(body).toContain('山田 太郎 様');
    expect(body).toContain('以下の内容でお問合せを受け付けました。');
  });

  it('two workers running at once (two BFF replicas) still send each mail once', async () => {
    await service().submitInquiry(VALID_INQUIRY, null, randomUUID());
    await service().submitInquiry(
      { ...VALID_INQUIRY, email: 'b@example.jp', emailConfirm: 'b@example.jp' },
      null,
      randomUUID(),
    );
    const results = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(4);
    expect(smtp.received).toHaveLength(4);
  });

  it('retries with backoff when the server refuses, and delivers once it accepts', async () => {
    await service().submitInquiry(VALID_INQUIRY, null, randomUUID());
    smtp.state.refuse = 2;
    const w = worker();
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 2 });
    let rows = await outboxRows(database.db);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]!.lastError).toMatch(/451/);
    expect(rows[0]!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(backoffMs(1, 30_000, 3_600_000));
    // Not due yet: nothing is sent before the backoff has passed.
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock.advance(30_000);
    expect(await w.runOnce()).toEqual({ sent: 2, failed: 0 });
    rows = await outboxRows(database.db);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    expect(smtp.received).toHaveLength(2);
  });

  it('loses nothing when the process stops between storing and sending: the next process delivers', async () => {
    await service().submitInquiry(VALID_INQUIRY, null, randomUUID());
    // First process: stored the inquiry, then died before its worker ran (nothing sent yet).
    expect(smtp.received).toHaveLength(0);
    // Second process: a fresh worker and mailer on the same database.
    const mailer2 = createSmtpMailer({ host: '127.0.0.1', port: smtp.port, secure: false, timeoutMs: 5000 });
    expect(await worker(mailer2).runOnce()).toEqual({ sent: 2, failed: 0 });
    mailer2.close();
    expect(smtp.received).toHaveLength(2);
  });

  it('a mail claimed by a worker that died mid-send is sent again after its lease, once', async () => {
    await service().submitInquiry(VALID_INQUIRY, null, randomUUID());
    const dying: Mailer = {
      send: () => new Promise<void>(() => {}), // hangs: the process is killed during the SMTP dialogue
      close: () => {},
    };
    void worker(dying).runOnce();
    await new Promise((r) => setTimeout(r, 50));
    // Still leased: another worker keeps its hands off.
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    clock.advance(5 * 60_000);
    expect(await worker().runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('gives up after the last attempt and keeps the mail as failed for an operator', async () => {
    await service().submitInquiry(VALID_INQUIRY, null, randomUUID());
    smtp.state.refuse = 1000;
    const w = createOutboxWorker({
      db: database.db,
      mailer,
      clock,
      from: 'no-reply@lifeyell.example',
      maxAttempts: 3,
    });
    for (let i = 0; i < 3; i += 1) {
      await w.runOnce();
      clock.advance(60 * 60_000);
    }
    const rows = await outboxRows(database.db);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ]);
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4, 8, 12].map((n) => backoffMs(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});
