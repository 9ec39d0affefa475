import type { AppContext } from '../../context.js';
import { DAY_MS, HOUR_MS } from '../jobs/kinds.js';
import { MailRepository } from './repository.js';

/** Sent (or given-up) mail is kept a month for support questions. */
export const SENT_MAIL_RETENTION_MS = 30 * DAY_MS;

export function registerMailSweeps(ctx: Pick<AppContext, 'db' | 'jobKinds'>): void {
  ctx.jobKinds.sweep('cleanup.sent-mail', 6 * HOUR_MS, SENT_MAIL_RETENTION_MS, (before) =>
    new MailRepository(ctx.db).deleteFinishedBefore(before),
  );
}
