import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { MailRepository, type OutgoingMail } from './repository.js';
import { logSender, smtpSender } from './sender.js';
import { MailWorker, type MailWorkerOptions } from './worker.js';

/**
 * What other modules use to send mail: `enqueue` writes it to the outbox (inside the caller's
 * transaction when one is given) and the worker sends it, so a mail server that is down never blocks
 * or fails the request. Without SMTP_URL the mail is written to the log and marked 'logged'.
 */
export class MailService {
  private readonly worker: MailWorker;

  constructor(
    private readonly db: Db,
    config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
    private readonly now: () => Date,
    log: FastifyBaseLogger,
    options: MailWorkerOptions = {},
  ) {
    const sender = config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : logSender(log);
    this.worker = new MailWorker(new MailRepository(db), sender, now, log, options);
  }

  /**
   * Queues a mail. Given a transaction, the caller calls `kick()` after it commits (the worker cannot
   * see the row before); without one the worker is woken at once.
   */
  async enqueue(mail: OutgoingMail, tx?: DbOrTx): Promise<string> {
    const id = await new MailRepository(tx ?? this.db).insert(mail, this.now());
    if (!tx) this.kick();
    return id;
  }

  kick(): void {
    this.worker.kick();
  }

  /** Resolves once the worker has nothing in hand (tests wait on this instead of sleeping). */
  idle(): Promise<void> {
    return this.worker.idle();
  }

  start(): void {
    this.worker.start();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }
}
