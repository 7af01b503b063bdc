import type { Database } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../adapters/smtp-mailer.ts';
import { claimDueMails, markFailedAttempt, markSent } from './repository.ts';

export interface OutboxWorkerOptions {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  from: string;
  /** How long a claimed mail is reserved for the worker sending it; longer than an SMTP timeout. */
  leaseMs?: number;
  batchSize?: number;
  /** Mails of a batch sent at the same time (the SMTP transport pools as many connections). */
  concurrency?: number;
  /** Attempts before a mail is marked failed and left for an operator. */
  maxAttempts?: number;
  /** Delay before the second attempt; doubled each time up to `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  onError?: (message: string, err: unknown) => void;
  /** Told the outcome of each delivery attempt (the metrics). */
  onDelivery?: (outcome: 'sent' | 'retrying' | 'given_up') => void;
  /**
   * Polls only while this lease is held (docs/decisions/0025): one replica delivers at a time, another takes over
   * when its lease expires. Claims stay SKIP LOCKED, so two workers never send the same mail either way.
   */
  lease?: { acquire(): Promise<boolean>; release(): Promise<void> };
  /** Told after each polling round that sent or failed something (the jobs' history). */
  onRound?: (round: { sent: number; failed: number }) => Promise<void>;
}

export interface OutboxWorker {
  /** Delivers what is due now; resolves with the number of mails sent. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Polls every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  /** Stops polling, waits for the round under way and gives the lease back. */
  stop(): Promise<void>;
}

/** Exponential backoff: base, 2×base, 4×base … capped. `attempt` is the attempt that just failed (1-based). */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Delivers the mail outbox (docs/decisions/0014). A mail leaves the outbox only when the SMTP server accepted
 * it; a failure puts it back with a later attempt time; a crash leaves a lease that expires.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer, clock } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 20;
  const concurrency = options.concurrency ?? 5;
  const maxAttempts = options.maxAttempts ?? 10;
  const baseBackoffMs = options.baseBackoffMs ?? 30_000;
  const maxBackoffMs = options.maxBackoffMs ?? 60 * 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function runOnce() {
    const now = clock.now();
    const claimed = await claimDueMails(db, now, new Date(now.getTime() + leaseMs), batchSize);
    let sent = 0;
    let failed = 0;
    const deliver = async (mail: (typeof claimed)[number]) => {
      try {
        await mailer.send({
          messageId: mail.messageId,
          from: options.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.bodyText,
        });
      } catch (err) {
        failed += 1;
        const giveUp = mail.attempts >= maxAttempts;
        options.onDelivery?.(giveUp ? 'given_up' : 'retrying');
        options.onError?.(giveUp ? 'mail given up after its last attempt' : 'mail delivery failed; retrying', err);
        await markFailedAttempt(db, mail.id, {
          nextAttemptAt: new Date(clock.now().getTime() + backoffMs(mail.attempts, baseBackoffMs, maxBackoffMs)),
          error: err instanceof Error ? err.message : String(err),
          giveUp,
        });
        return;
      }
      await markSent(db, mail.id, clock.now());
      sent += 1;
      options.onDelivery?.('sent');
    };
    for (let i = 0; i < claimed.length; i += concurrency) {
      await Promise.all(claimed.slice(i, i + concurrency).map(deliver));
    }
    return { sent, failed };
  }

  function tick(delayMs: number, intervalMs: number) {
    timer = setTimeout(() => {
      let backlog = false;
      running = (async () => {
        if (options.lease && !(await options.lease.acquire())) return;
        const { sent, failed } = await runOnce();
        // A full batch means more may be waiting: go on at once instead of after the poll interval.
        backlog = sent + failed >= batchSize;
        if (sent + failed > 0) await options.onRound?.({ sent, failed });
      })()
        .catch((err: unknown) => options.onError?.('mail outbox round failed', err))
        .finally(() => {
          running = null;
          if (timer) tick(backlog ? 0 : intervalMs, intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start(intervalMs) {
      if (timer || intervalMs <= 0) return;
      tick(intervalMs, intervalMs);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      await options.lease?.release();
    },
  };
}
