import { isReadyForDelivery } from '@jhola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { HOUR_MS } from '../jobs/kinds.js';
import { registerClosedSlotJobs } from './closed-slots/closed-slot-jobs.js';
import { OrderRepository } from './core/repository.js';
import { dispatchHandlers } from './dispatch/offer-service.js';
import { deadlineHandlers } from './lifecycle/deadline-service.js';
import { registerPaymentJobs } from './payments/payment-jobs.js';
import { IDEMPOTENCY_WINDOW_MS } from './placement/idempotency.js';
import { registerOrderSmsJob } from './sms/order-sms-job.js';

/**
 * The order's work for the job runner: the customer's order SMS (issue 45), the answer deadlines of
 * PRODUCT.md §13 (scheduled in the transition's own transaction, run here), the sweep of idempotency keys
 * past their replay window, the payments' settling, refunds and reconciliation (issue 43), and
 * dispatch's offers (issue 45).
 */
export function registerOrderJobs(ctx: AppContext, log: FastifyBaseLogger): void {
  ctx.jobKinds.handle(deadlineHandlers(ctx));
  registerOrderSmsJob(ctx, log.child({ module: 'sms' }));
  registerPaymentJobs(ctx, log.child({ module: 'payments' }));
  ctx.jobKinds.handle(dispatchHandlers(ctx));
  // Issue 46: booked slots a shop is now closed in are moved or cancelled.
  registerClosedSlotJobs(ctx, log.child({ module: 'closed-slots' }));
  // A new order's and a ready order's dispatch job is due now: the runner looks at once, not at its poll.
  ctx.events.on('order.changed', ({ action, order }) => {
    if (action === 'created' || isReadyForDelivery(order.status)) ctx.jobKinds.wake();
  });
  ctx.jobKinds.sweep('cleanup.idempotency-keys', HOUR_MS, IDEMPOTENCY_WINDOW_MS, (before) =>
    new OrderRepository(ctx.db).deleteIdempotencyKeysBefore(before),
  );
}
