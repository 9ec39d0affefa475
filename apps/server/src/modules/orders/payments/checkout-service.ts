import { randomUUID } from 'node:crypto';
import { type CheckoutPayment, type CreateOrderInput, holdPaiseFor } from '@jhola/domain';
import type { AppContext, AuthContext } from '../../../context.js';
import { AppError, notFound, validationError } from '../../../http/errors.js';
import { PaymentRepository, type PaymentRow } from '../core/payment-repository.js';
import { CreditRepository } from '../credit/repository.js';
import { IDEMPOTENCY_MESSAGES, requestHash } from '../placement/idempotency.js';
import { ALREADY_PLACING_MESSAGE } from '../placement/place-order.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';
import { checkoutView } from './payment-views.js';
import { estimatePaise as estimateOf } from './quote.js';

/** What a hold keeps until the gateway confirms it: the order request and who placed it. */
export interface HeldRequest {
  body: CreateOrderInput;
  hash: string;
  estimatePaise: number;
  customer: Pick<AuthContext, 'name' | 'email' | 'language'>;
}

export const heldRequestOf = (row: PaymentRow) => row.request as unknown as HeldRequest;

/**
 * Starts paying online (issue 43): prices the order, opens a gateway order for the estimate plus the
 * stated headroom and answers where the customer pays it. Nothing is placed yet: the order appears
 * (to shoppers too) only once the gateway confirms the authorisation (`confirmHold`). The same
 * Idempotency-Key answers the same hold; with a different body, 422.
 */
export async function startOnlineCheckout(
  ctx: AppContext,
  customer: AuthContext,
  key: string,
  body: CreateOrderInput,
  log?: { error: (obj: object, msg: string) => void },
): Promise<{ payment: CheckoutPayment; replayed: boolean }> {
  const repo = new PaymentRepository(ctx.db);
  const gateway = paymentGatewayFor(ctx);
  const hash = requestHash(body);
  const earlier = await repo.findByKey(customer.userId, 'hold', key);
  if (earlier) return answerTheFirst(ctx, earlier, hash, log);

  const estimatePaise = await estimateOf(ctx, body);
  // "Use Jhola credit": the credit pays first (placement spends it), the gateway holds only the rest.
  // Credit spent elsewhere before the hold is confirmed leaves more due, asked as a top-up.
  const creditPaise = body.useCredit ? await new CreditRepository(ctx.db).balance(customer.userId) : 0;
  const now = ctx.now();
  const request: HeldRequest = {
    body,
    hash,
    estimatePaise,
    customer: {
      name: customer.name,
      email: customer.email,
      ...(customer.language ? { language: customer.language } : {}),
    },
  };
  const row = await repo.insert({
    id: randomUUID(),
    customerId: customer.userId,
    kind: 'hold',
    status: 'created',
    amountPaise: holdPaiseFor(estimatePaise, creditPaise),
    gateway: gateway.name,
    idempotencyKey: key,
    request: request as unknown as Record<string, unknown>,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) {
    // A concurrent request with the same key made the hold between our look and our insert (a retry
    // racing its first request, issue 48): answered as any later retry is, never with nowhere to pay.
    const first = await repo.findByKey(customer.userId, 'hold', key);
    if (!first) throw new AppError('CONFLICT', ALREADY_PLACING_MESSAGE);
    return answerTheFirst(ctx, first, hash, log);
  }
  return { payment: await openAtGateway(ctx, row, estimatePaise, log), replayed: false };
}

/**
 * A request with the key of a hold already made answers what that hold's first request answers: its
 * checkout once the gateway opened it; the gateway tried again once the first failed or was cut off
 * (stranded); and while the first is still opening it (a 503 at its deadline with its work going on, or
 * a retry racing it), "try again" (503): a checkout with nowhere to pay would strand the customer.
 */
async function answerTheFirst(
  ctx: AppContext,
  first: PaymentRow,
  hash: string,
  log?: { error: (obj: object, msg: string) => void },
): Promise<{ payment: CheckoutPayment; replayed: boolean }> {
  const payment = replay(first, hash, paymentGatewayFor(ctx));
  if (first.gatewayOrderId) return { payment, replayed: true };
  const stranded = new Date(ctx.now().getTime() - STRANDED_AFTER_MS);
  const reopened = await new PaymentRepository(ctx.db).reopenHold(first.id, stranded, ctx.now());
  if (reopened) {
    const opened = await openAtGateway(ctx, reopened, heldRequestOf(reopened).estimatePaise, log);
    return { payment: opened, replayed: false };
  }
  if (first.status === 'created') throw stillOpening();
  return { payment, replayed: true };
}

/** A hold still without a gateway order this long after its last change was cut off mid-way (a dead process). */
const STRANDED_AFTER_MS = 30_000;

/** "Try again in a moment" (the contract's 503 and its words, in the reader's language). */
const stillOpening = () => new AppError('UNAVAILABLE', undefined, undefined, { 'Retry-After': '2' });

/** Opens the hold's gateway order; when the gateway fails, the hold is marked failed and the answer is 503. */
async function openAtGateway(
  ctx: AppContext,
  row: PaymentRow,
  estimatePaise: number,
  log?: { error: (obj: object, msg: string) => void },
): Promise<CheckoutPayment> {
  const repo = new PaymentRepository(ctx.db);
  const gateway = paymentGatewayFor(ctx);
  try {
    const order = await gateway.createOrder({
      amountPaise: row.amountPaise,
      receipt: row.id,
      notes: { paymentId: row.id, customerId: row.customerId },
    });
    await repo.update(row.id, { gatewayOrderId: order.id }, ctx.now());
    return checkoutView({ ...row, gatewayOrderId: order.id }, gateway, estimatePaise);
  } catch (error) {
    await repo.update(row.id, { status: 'failed', failure: 'The payment gateway did not answer' }, ctx.now());
    log?.error({ err: error }, 'the payment gateway refused or did not answer a new order');
    throw new AppError(
      'UNAVAILABLE',
      'Online payment is not available right now. Please try again or pay at the door.',
    );
  }
}

function replay(
  row: PaymentRow,
  hash: string,
  gateway: ReturnType<typeof paymentGatewayFor>,
): CheckoutPayment {
  const held = heldRequestOf(row);
  if (held.hash !== hash)
    throw validationError([
      { field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.reusedForOtherRequest },
    ]);
  return checkoutView(row, gateway, held.estimatePaise);
}

/** The customer's own hold (the checkout's return page asks after it); another's is a 404. */
export async function checkoutPaymentFor(ctx: AppContext, customerId: string, paymentId: string) {
  const row = /^[0-9a-f-]{36}$/i.test(paymentId) ? await new PaymentRepository(ctx.db).find(paymentId) : null;
  if (!row || row.customerId !== customerId || row.kind !== 'hold') throw notFound('Payment not found');
  return checkoutView(row, paymentGatewayFor(ctx), heldRequestOf(row).estimatePaise);
}
