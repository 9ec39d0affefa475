import type { TimelineNoteText } from '@jhola/domain';
import {
  type ActorRole,
  checkTransition,
  isTerminalStatus,
  type Order,
  type OrderAction,
  type OrderStatus,
  TRANSITIONS,
} from '@jhola/domain';
import type { Tx } from '../../../db/client.js';
import { type AppError, conflict, forbidden, notFound } from '../../../http/errors.js';
import { JobRepository } from '../../jobs/repository.js';
import { type Actor, canSeeOrder, customerViewer, ORDER_NOT_FOUND, viewerOf } from '../core/actor.js';
import { writeLiveEvent } from '../core/live-events.js';
import { type OrderRow, toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { noteColumns } from '../core/timeline-note.js';
import { settleOrderCredit } from '../credit/order-credit.js';
import { riderOfferFor } from '../dispatch/dispatch-hooks.js';
import { MetricsRollupRepository } from '../figures/metrics-rollup-repository.js';
import { settleJobFor } from '../payments/settle-job.js';
import { orderSmsJobFor } from '../sms/order-sms-job.js';
import { answerWaitFor, stillAwaited } from './answer-deadline.js';
import type { LifecycleContext } from './context.js';
import { movedEstimate } from './moved-estimate.js';
import { LifecycleRepository, type OrderPatch } from './repository.js';

/** The server came to answer for the customer, but the customer (or another step) got there first. */
export const ANSWERED_MEANWHILE = 'The customer answered before the time ran out';

export interface ApplyContext {
  tx: Tx;
  repo: LifecycleRepository;
  orders: OrderRepository;
  row: OrderRow;
  to: OrderStatus;
  now: Date;
}

/** What a transition's own work returns: the columns to change besides status, and the timeline note. */
export interface ApplyResult {
  patch?: OrderPatch;
  /** A catalogue note (rendered per reader) or a note a person typed (kept as typed). */
  note?: string | TimelineNoteText;
  /** Carried on the event (a cancellation's reason). */
  reason?: string;
  /**
   * Refuse the transition but still commit `patch` (a wrong delivery code counts even though the
   * request fails); the error is thrown after the commit.
   */
  refuse?: AppError;
}

export interface TransitionRequest {
  orderId: string;
  actor: Actor;
  action: OrderAction;
  /**
   * Extra checks on the locked row beyond the table (e.g. a delivery person must have claimed it);
   * throws to refuse, or answers 'replay' when this actor already did exactly this.
   */
  guard?: (row: OrderRow) => 'replay' | undefined;
  apply?: (c: ApplyContext) => Promise<ApplyResult | undefined>;
  note?: string;
}

export interface TransitionResult {
  /** The order as the actor may see it. */
  order: Order;
  /** True when this actor had already done exactly this: nothing was changed again. */
  replayed: boolean;
}

/**
 * One change of an order, as ONE transaction: lock the row (SELECT ... FOR UPDATE), check who may see
 * it and the transition table against its CURRENT status, apply the change, write the timeline entry
 * with the actor, bump updated_at (and, for the step that ends the order, record its figures for the admin
 * metrics). Concurrent actors queue on the lock; the second one sees the first
 * one's status and gets a 409 naming it. The domain event is emitted only after the commit.
 */
export async function runTransition(
  ctx: LifecycleContext,
  request: TransitionRequest,
): Promise<TransitionResult> {
  const { actor, action } = request;
  const outcome = await ctx.db.transaction(async (tx) => {
    const orders = new OrderRepository(tx);
    const repo = new LifecycleRepository(tx);
    // The row locked, with the shop's place for the estimate: one statement.
    const locked = await repo.lockForStep(request.orderId);
    if (!locked || !(canSeeOrder(locked.row, actor) || racesForIt(action, actor)))
      throw notFound(ORDER_NOT_FOUND);
    const { row } = locked;
    // Re-checked under the lock: a customer answering in the last second and the deadline firing end
    // with one outcome, whichever takes the lock first.
    const awaited = actor.automatic?.awaited;
    if (awaited && !stillAwaited(row, awaited)) throw conflict(ANSWERED_MEANWHILE);

    const check = checkTransition(action, row.status, actor.role as ActorRole);
    if (!check.ok) {
      if (check.reason === 'role') throw forbidden(check.message);
      if (await isReplay(repo, row, actor, action)) return { kind: 'replayed' as const, row };
      throw conflict(check.message);
    }
    if (request.guard?.(row) === 'replay') return { kind: 'replayed' as const, row };

    const now = notBefore(ctx.now(), (await repo.lastTimelineEntry(row.id))?.createdAt);
    const result = (await request.apply?.({ tx, repo, orders, row, to: check.to, now })) ?? {};
    if (result.refuse) {
      if (result.patch) await repo.updateOrder(row.id, { ...result.patch, updatedAt: now });
      return { kind: 'refused' as const, error: result.refuse };
    }
    // Any step ends the current wait for the customer; a step that starts one schedules its job here.
    const wait = answerWaitFor(row, check.to, result.patch, now);
    if (wait) await new JobRepository(tx).schedule(wait.job, now);
    // Issue 45: the moments the customer hears about by SMS, queued with the step, each once.
    const sms = orderSmsJobFor(row.id, check.to, now);
    if (sms) await new JobRepository(tx).ensure(sms, now);
    // Issue 43: an online order's bill approved or the order cancelled: its hold is settled by a job.
    const settle = settleJobFor(row, check.to, now);
    if (settle) await new JobRepository(tx).schedule(settle, now);
    // Issue 45: a ready order with nobody to carry it is offered to a rider on duty, due at once (the
    // clock's now: `now` may sit a millisecond ahead to keep the timeline in order).
    const riderOffer = riderOfferFor(row, check.to, ctx.now());
    if (riderOffer) await new JobRepository(tx).schedule(riderOffer, now);
    const answerDeadline = wait?.deadline ?? null;
    const estimate = movedEstimate(locked.shop, row, check.to, now);
    await repo.updateOrder(row.id, {
      ...result.patch,
      ...estimate,
      answerDeadline,
      status: check.to,
      updatedAt: now,
    });
    await orders.insertTimeline({
      orderId: row.id,
      status: check.to,
      ...noteColumns(actor.automatic?.note ?? result.note ?? request.note),
      ...timelineActor(actor),
      createdAt: now,
    });
    // Issue 48: the customer hears of the step even if this process dies before its push (decision 0072).
    const { actorRole, actorName } = timelineActor(actor);
    const liveEventId = await writeLiveEvent(
      tx,
      {
        orderId: row.id,
        customerId: row.customerId,
        status: check.to,
        action,
        actorRole,
        actorName,
        reason: result.reason ?? null,
        createdAt: now,
      },
      ctx.now(),
    );
    // The step that ends the order records its figures for the admin metrics, once (decision 0044).
    if (isTerminalStatus(check.to)) {
      await new MetricsRollupRepository(tx).recordEnded(row.id);
      // Issue 44: the Jhola credit the order did not need goes back, once.
      await settleOrderCredit(tx, row, check.to, now);
    }
    const record = await orders.loadFull(row.id);
    return {
      kind: 'done' as const,
      record: record!,
      previousStatus: row.status,
      reason: result.reason,
      liveEventId,
    };
  });

  if (outcome.kind === 'refused') throw outcome.error;
  if (outcome.kind === 'replayed') {
    const record = await new OrderRepository(ctx.db).loadFull(outcome.row.id);
    return { order: toOrder(record!, viewerOf(actor), ctx.config.upi), replayed: true };
  }
  const { record, previousStatus, reason, liveEventId } = outcome;
  ctx.events.emit('order.changed', {
    order: toOrder(record, customerViewer(record.row), ctx.config.upi),
    action,
    previousStatus,
    actor: eventActor(actor),
    ...(reason ? { reason } : {}),
    liveEventId,
  });
  return { order: toOrder(record, viewerOf(actor), ctx.config.upi), replayed: false };
}

/** Who the timeline names: the person, or the system when it answered for them (PRODUCT.md §13). */
const timelineActor = (actor: Actor) =>
  actor.automatic
    ? { actorId: null, actorRole: 'system', actorName: actor.name }
    : { actorId: actor.id, actorRole: actor.role, actorName: actor.name };

const eventActor = (actor: Actor) => {
  const { actorId, actorRole, actorName } = timelineActor(actor);
  return { id: actorId, role: actorRole, name: actorName };
};

/**
 * Steps are shown in the order they happened: two changes within the same millisecond would tie on
 * the timeline's timestamp, so a later step is recorded at least 1 ms after the one before.
 */
function notBefore(now: Date, previous: Date | undefined): Date {
  return previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;
}

/**
 * Taking a waiting order is a race between staff of that role: the one who comes second must learn
 * that it was taken (409 naming the status), not that the order vanished.
 */
const racesForIt = (action: OrderAction, actor: Actor): boolean =>
  (action === 'accept' && actor.role === 'shopper') ||
  (action === 'claim_delivery' && actor.role === 'delivery');

/**
 * A retried request (the answer was lost on the way) must not fail or act twice: when the order is
 * already where this action takes it and the last step was this very actor's, answer with the order.
 */
async function isReplay(repo: LifecycleRepository, row: OrderRow, actor: Actor, action: OrderAction) {
  const last = await repo.lastTimelineEntry(row.id);
  if (!last || last.actorId !== actor.id || last.status !== row.status) return false;
  return TRANSITIONS[action].to === row.status;
}
