import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.js';
import { reconcilePayments } from './reconcile.js';
import { runRefund } from './refund-job.js';
import { REFUND_JOB } from './refund-service.js';
import { SETTLE_JOB } from './settle-job.js';
import { settleOrder } from './settle-service.js';
import { webhookHandlers } from './test-gateway/webhooks.js';

const RECONCILE_EVERY_MS = 5 * 60_000;

/**
 * The payments' work on the one job queue (issue 43): settling an order's hold after its bill is
 * approved or it is cancelled, each refund until the gateway takes it, the embedded gateway's webhooks,
 * and the reconciliation every five minutes. Gateways have bad minutes: these retry for a day.
 */
export function registerPaymentJobs(ctx: AppContext, log: FastifyBaseLogger): void {
  ctx.jobKinds.handle(
    {
      [SETTLE_JOB]: (payload) => settleOrder(ctx, String(payload.orderId)),
      [REFUND_JOB]: (payload) => runRefund(ctx, String(payload.refundId)),
      ...webhookHandlers(ctx),
    },
    { maxAttempts: 30, baseDelayMs: 15_000, capMs: 60 * 60_000 },
  );
  ctx.jobKinds.every({
    kind: 'payments.reconcile',
    everyMs: RECONCILE_EVERY_MS,
    run: () => reconcilePayments(ctx, log),
  });
}
