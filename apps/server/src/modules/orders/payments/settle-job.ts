import { isCancelled, isReadyForDelivery, type OrderStatus } from '@jhola/domain';
import type { NewJob } from '../../jobs/repository.js';

export const SETTLE_JOB = 'payments.settle';

/**
 * The job that settles an online order's hold (issue 43) when the transition to `to` calls for it: the
 * bill approved (capture the approved amount) or the order cancelled (release or refund everything).
 * Written in the transition's own transaction, so a committed step always has its job.
 */
export function settleJobFor(
  row: { id: string; paymentMethod: string },
  to: OrderStatus,
  now: Date,
): NewJob | null {
  if (row.paymentMethod !== 'online' || (!isCancelled(to) && !isReadyForDelivery(to))) return null;
  return { kind: SETTLE_JOB, key: row.id, runAt: now, payload: { orderId: row.id } };
}
