import type { AppContext } from '../../context.js';
import { HOUR_MS } from '../jobs/kinds.js';
import { SEND_MAIL_JOB } from './mail-service.js';

/**
 * A mail server may be away for a while: the first retry after 30 s, doubling up to an hour, eight
 * attempts (about two hours) before the mail is given up, as the outbox's own worker did before
 * decision 0060 moved it onto the job queue.
 */
const MAIL_RETRY = { maxAttempts: 8, baseDelayMs: 30_000, capMs: HOUR_MS };

export function registerMailJobs(ctx: Pick<AppContext, 'mail' | 'jobKinds'>): void {
  ctx.jobKinds.handle(
    {
      [SEND_MAIL_JOB]: (payload, _job, attempt) =>
        ctx.mail.deliver(String(payload.mailId), attempt.lastAttempt),
    },
    MAIL_RETRY,
  );
}
