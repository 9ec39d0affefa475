import { DEADLINE_NOTE_TEXTS, DEADLINE_NOTES, roundedMinutes } from '@jhola/domain';
import { AppError } from '../../../http/errors.js';
import type { JobHandler } from '../../jobs/runner.js';
import { answeringForCustomer } from '../core/actor.js';
import type { OrderRow } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { catalogueNote } from '../core/timeline-note.js';
import { DEADLINE_JOBS, stillAwaited } from './answer-deadline.js';
import { cancelOrder } from './cancel.js';
import type { LifecycleContext } from './context.js';
import { approveRevision } from './revision-service.js';
import { approveBill } from './service.js';

/** A deadline note as a catalogue text with the shop's response time. */
const deadlineNote = (key: string, row: OrderRow) =>
  catalogueNote(key, { minutes: roundedMinutes(row.responseMinutes) });

/** What a deadline job carries: the order, and the wait it ends (a later wait has its own deadline). */
function readPayload(payload: Record<string, unknown>): { orderId: string; awaited: Date } {
  const awaited = new Date(String(payload.deadline));
  if (typeof payload.orderId !== 'string' || Number.isNaN(awaited.getTime()))
    throw new Error('a deadline job needs orderId and deadline');
  return { orderId: payload.orderId, awaited };
}

/**
 * Runs `answer` for the customer when the wait ending at `awaited` is still open, through the same
 * transition as the customer's own answer. The row lock decides the race with a customer answering
 * at the same moment: whoever comes second finds the wait over (a 409 for the customer; nothing to
 * do for the job), so an order ends with exactly one outcome, also when a job is run twice.
 */
async function answerIfStillAwaited(
  ctx: LifecycleContext,
  payload: Record<string, unknown>,
  answer: (row: OrderRow, awaited: Date) => Promise<unknown>,
): Promise<void> {
  const { orderId, awaited } = readPayload(payload);
  const row = await new OrderRepository(ctx.db).findRow(orderId);
  if (!row || !stillAwaited(row, awaited)) return;
  // Another process's clock may run a little ahead: the job is tried again when the time has come.
  if (ctx.now().getTime() < awaited.getTime()) throw new Error('the deadline has not passed yet');
  try {
    await answer(row, awaited);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return;
    throw error;
  }
}

/**
 * PRODUCT.md §13: the customer did not answer the revision in time; the server applies their choice
 * made at checkout (approve the changes, or cancel the order and release its stock).
 */
export const revisionDeadline =
  (ctx: LifecycleContext): JobHandler =>
  (payload) =>
    answerIfStillAwaited(ctx, payload, (row, awaited) => {
      if (row.ifNoAnswer === 'cancel') {
        const note = deadlineNote(DEADLINE_NOTE_TEXTS.revisionCancelled, row);
        // The reason on the order stays the English note; the timeline renders it per reader.
        const reason = DEADLINE_NOTES.revisionCancelled(row.responseMinutes);
        return cancelOrder(ctx, row.id, answeringForCustomer(row, awaited, note), reason);
      }
      const note = deadlineNote(DEADLINE_NOTE_TEXTS.revisionApproved, row);
      return approveRevision(ctx, row.id, answeringForCustomer(row, awaited, note));
    });

/** PRODUCT.md §13: a bill equal to the approved total, unanswered for the response time, is approved. */
export const billDeadline =
  (ctx: LifecycleContext): JobHandler =>
  (payload) =>
    answerIfStillAwaited(ctx, payload, (row, awaited) =>
      approveBill(
        ctx,
        row.id,
        answeringForCustomer(row, awaited, deadlineNote(DEADLINE_NOTE_TEXTS.billApproved, row)),
      ),
    );

/** The lifecycle's job handlers, by kind (registered by the jobs plugin). */
export const deadlineHandlers = (ctx: LifecycleContext): Record<string, JobHandler> => ({
  [DEADLINE_JOBS.revision]: revisionDeadline(ctx),
  [DEADLINE_JOBS.bill]: billDeadline(ctx),
});
