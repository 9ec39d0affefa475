import {
  awaitsBillApproval,
  billMatchesItems,
  needsRevisionReview,
  type OrderStatus,
  shopBillAmount,
} from '@jhola/domain';
import type { NewJob } from '../../jobs/repository.js';
import type { OrderRow } from '../core/order-mapper.js';
import type { OrderPatch } from './repository.js';

/** The job kinds of the waits for the customer (PRODUCT.md §13); one job per order and kind. */
export const DEADLINE_JOBS = {
  revision: 'order.revision-deadline',
  bill: 'order.bill-deadline',
} as const;

/**
 * Whether the transition to `to` starts a wait for the customer, and until when: a revision always
 * does; a bill only when it equals the approved total to the paisa (one that differs waits for the
 * customer however long it takes, and the admin board flags it). Its job is written in the same
 * transaction, so a committed wait always has its job, and a rolled-back one never does.
 */
export function answerWaitFor(
  row: OrderRow,
  to: OrderStatus,
  patch: OrderPatch | undefined,
  now: Date,
): { deadline: Date; job: NewJob } | null {
  const kind = needsRevisionReview(to)
    ? DEADLINE_JOBS.revision
    : awaitsBillApproval(to) &&
        typeof patch?.billAmount === 'number' &&
        billMatchesItems(patch.billAmount, shopBillAmount(row))
      ? DEADLINE_JOBS.bill
      : null;
  if (!kind) return null;
  const deadline = new Date(now.getTime() + row.responseMinutes * 60_000);
  return {
    deadline,
    job: {
      kind,
      key: row.id,
      runAt: deadline,
      payload: { orderId: row.id, deadline: deadline.toISOString() },
    },
  };
}

/** Whether the wait the server means to answer is still the order's current one. */
export const stillAwaited = (row: OrderRow, awaited: Date): boolean =>
  row.answerDeadline !== null && row.answerDeadline.getTime() === awaited.getTime();
