import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { JobKinds } from '../jobs/kinds.js';
import { JobRepository } from '../jobs/repository.js';
import { MailRepository, type OutgoingMail } from './repository.js';
import { logSender, type MailSender, smtpSender } from './sender.js';

/** The job kind that sends one mail of the outbox; its key and payload name the outbox row. */
export const SEND_MAIL_JOB = 'mail.send';

/**
 * What other modules use to send mail: `enqueue` writes it to the outbox and a `mail.send` job in the
 * same transaction (the caller's when one is given), and the job runner sends it, with the queue's lease
 * and backoff (decision 0060), so a mail server that is down never blocks or fails the request. Without
 * SMTP_URL the mail is written to the log and marked 'logged'.
 */
export class MailService {
  private readonly sender: MailSender;

  constructor(
    private readonly db: Db,
    config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
    private readonly now: () => Date,
    private readonly queue: Pick<JobKinds, 'wake' | 'idle'>,
    log: FastifyBaseLogger,
  ) {
    this.sender = config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : logSender(log);
  }

  /**
   * Queues a mail. Given a transaction, the caller calls `kick()` after it commits (the runner cannot
   * see the rows before); without one the runner is woken at once.
   */
  async enqueue(mail: OutgoingMail, tx?: DbOrTx): Promise<string> {
    const write = async (db: DbOrTx) => {
      const now = this.now();
      const id = await new MailRepository(db).insert(mail, now);
      await new JobRepository(db).schedule(
        { kind: SEND_MAIL_JOB, key: id, payload: { mailId: id }, runAt: now },
        now,
      );
      return id;
    };
    if (tx) return write(tx);
    const id = await this.db.transaction(write);
    this.kick();
    return id;
  }

  kick(): void {
    this.queue.wake();
  }

  /** Resolves once the job runner has nothing in hand (tests wait on this instead of sleeping). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /**
   * The `mail.send` job: sends the outbox row unless it already left (a job claimed again after its
   * process died once the mail was recorded sent), and records each failed attempt on the row; it throws
   * so that the runner retries it with its backoff, and on the last attempt the mail is given up.
   */
  async deliver(mailId: string, lastAttempt: boolean): Promise<void> {
    const repo = new MailRepository(this.db);
    const mail = await repo.find(mailId);
    if (mail?.status !== 'pending') return;
    try {
      const how = await this.sender.send(mail);
      await repo.markDone(mail.id, how, this.now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await repo.markFailedAttempt(mail.id, reason, lastAttempt);
      throw error;
    }
  }

  /** Closes the SMTP connections once the runner has stopped (app.ts). */
  close(): void {
    this.sender.close();
  }
}
