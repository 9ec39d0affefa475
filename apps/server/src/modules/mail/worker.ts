import type { FastifyBaseLogger } from 'fastify';
import type { MailRepository, OutboxRow } from './repository.js';
import type { MailSender } from './sender.js';

export interface MailWorkerOptions {
  /** Longest sleep between looks at the outbox (mails from another process, retries). */
  pollMs?: number;
  /** Attempts before a mail is given up as 'failed'. */
  maxAttempts?: number;
  /** First retry delay; it doubles with each failure, up to an hour. */
  baseDelayMs?: number;
}

const LEASE_MS = 2 * 60_000;
const BATCH = 10;

/** Exponential backoff: base, 2×base, 4×base, ... capped at one hour. */
export const retryDelayMs = (attempts: number, baseDelayMs: number) =>
  Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/**
 * Sends the outbox: drains what is due, then sleeps until the next due mail or the poll interval.
 * `kick()` wakes it at once after an enqueue, so nobody waits for the poll.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;

  constructor(
    private readonly repo: MailRepository,
    private readonly sender: MailSender,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    options: MailWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 30_000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.baseDelayMs = options.baseDelayMs ?? 30_000;
  }

  start(): void {
    this.stopped = false;
    this.kick();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when the current pass (and any pass asked for meanwhile) has finished. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.idle();
    this.sender.close();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.drain();
      } catch (error) {
        this.log.error({ err: error }, 'mail worker pass failed');
      }
    } while (this.again && !this.stopped);
    await this.scheduleNext();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const now = this.now();
      const batch = await this.repo.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      if (batch.length === 0) return;
      for (const mail of batch) await this.deliver(mail);
    }
  }

  private async deliver(mail: OutboxRow): Promise<void> {
    try {
      const how = await this.sender.send(mail);
      await this.repo.markDone(mail.id, how, this.now());
    } catch (error) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= this.maxAttempts;
      const retryAt = giveUp
        ? null
        : new Date(this.now().getTime() + retryDelayMs(attempts, this.baseDelayMs));
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ mailId: mail.id, kind: mail.kind, attempts, giveUp, reason }, 'mail could not be sent');
      await this.repo.markFailedAttempt(mail.id, reason, retryAt);
    }
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    let wait = this.pollMs;
    try {
      const due = await this.repo.nextDueAt();
      if (due) wait = Math.min(wait, Math.max(0, due.getTime() - this.now().getTime()));
    } catch (error) {
      this.log.error({ err: error }, 'mail worker could not read the outbox');
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => this.kick(), Math.max(wait, 250));
    this.timer.unref();
  }
}
