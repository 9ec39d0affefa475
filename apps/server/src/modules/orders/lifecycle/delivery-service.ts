import { randomInt, timingSafeEqual } from 'node:crypto';
import { type DeliveryPayment, isOutForDelivery, TIMELINE_NOTES } from '@jhola/domain';
import { AppError, conflict, notFound, validationError } from '../../../http/errors.js';
import { type Actor, canSeeOrder, customerViewer, ORDER_NOT_FOUND, viewerOf } from '../core/actor.js';
import type { OrderRow } from '../core/order-mapper.js';
import { toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { catalogueNote } from '../core/timeline-note.js';
import { takeOffer } from '../dispatch/take-offer.js';
import { handoverPayment } from '../payments/door-handover.js';
import type { LifecycleContext } from './context.js';
import { LifecycleRepository } from './repository.js';
import { runTransition, type TransitionResult } from './transition.js';

/** Wrong delivery codes allowed before the code is locked, and for how long. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LOCK_MINUTES = 15;

export const newDeliveryOtp = (): string => randomInt(0, 10_000).toString().padStart(4, '0');

/**
 * Who carries an order: a delivery person only one they claimed; the assigned shopper only while no
 * delivery person has claimed it (once claimed, the delivery person alone sets out and delivers).
 */
function requireCarrier(actor: Actor) {
  return (row: OrderRow): undefined => {
    if (actor.role === 'delivery' && row.deliveryPersonId !== actor.id)
      throw conflict('Claim this order for delivery first');
    if (actor.role !== 'delivery' && row.deliveryPersonId !== null)
      throw conflict('A delivery person has claimed this order and will deliver it');
    return undefined;
  };
}

/** A delivery person takes over a paid-for order from its shopper (status stays bill_approved). */
export async function claimDelivery(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
): Promise<TransitionResult> {
  return runTransition(ctx, {
    orderId,
    actor,
    action: 'claim_delivery',
    guard: (row) => {
      if (row.deliveryPersonId === actor.id) return 'replay';
      if (row.deliveryPersonId !== null)
        throw conflict('Another delivery person has already claimed this order');
      return undefined;
    },
    apply: async ({ tx, row, now }) => {
      const taken = await takeOffer(tx, row, actor, 'delivery', now);
      return {
        patch: { deliveryPersonId: actor.id },
        note: catalogueNote(taken === 'offer' ? TIMELINE_NOTES.assignedRider : TIMELINE_NOTES.willDeliver, {
          name: actor.name,
        }),
      };
    },
  });
}

/** out_for_delivery: the 4-digit delivery code is made now (shown only to the customer) and pickedUpAt set. */
export async function startDelivery(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  note = '',
): Promise<TransitionResult> {
  return runTransition(ctx, {
    orderId,
    actor,
    action: 'out_for_delivery',
    guard: requireCarrier(actor),
    apply: async ({ now }) => ({
      patch: { deliveryOtp: newDeliveryOtp(), pickedUpAt: now, otpFailedAttempts: 0, otpLockedUntil: null },
      note,
    }),
  });
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

function lockedError(until: Date, now: Date): AppError {
  const minutes = minutesUntil(until, now);
  return new AppError(
    'LOCKED',
    `Too many wrong delivery codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(Math.ceil((until.getTime() - now.getTime()) / 1000)) },
  );
}

/**
 * delivered when the code matches. Every wrong code is counted (committed even though the request
 * fails); the fifth in a row locks the code for 15 minutes (423 with Retry-After).
 */
export async function deliverOrder(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  otp: string,
  payment: DeliveryPayment = { method: 'cash', reference: null },
): Promise<TransitionResult> {
  return runTransition(ctx, {
    orderId,
    actor,
    action: 'deliver',
    guard: requireCarrier(actor),
    apply: async ({ tx, row, now }) => {
      if (row.otpLockedUntil && row.otpLockedUntil > now)
        return { refuse: lockedError(row.otpLockedUntil, now) };
      if (row.deliveryOtp && sameCode(row.deliveryOtp, otp)) {
        return {
          patch: {
            deliveredAt: now,
            otpFailedAttempts: 0,
            otpLockedUntil: null,
            paymentStatus: 'paid',
            // Issue 28: what was collected at the door, by whom; the collections of the admin add these up.
            // Issue 43: an online order's door part only, and a door QR the gateway saw paid.
            ...(await handoverPayment(tx, row, payment)),
            paymentCollectedAt: now,
            paymentCollectedBy: actor.id,
          },
          note: catalogueNote(TIMELINE_NOTES.deliveredWithCode),
        };
      }
      // A lock that has run out starts a fresh count.
      const failed = (row.otpLockedUntil ? 0 : row.otpFailedAttempts) + 1;
      if (failed >= OTP_MAX_ATTEMPTS) {
        const until = new Date(now.getTime() + OTP_LOCK_MINUTES * 60_000);
        return { patch: { otpFailedAttempts: 0, otpLockedUntil: until }, refuse: lockedError(until, now) };
      }
      const left = OTP_MAX_ATTEMPTS - failed;
      const message = `Wrong delivery code. ${left} attempt${left === 1 ? '' : 's'} left.`;
      return {
        patch: { otpFailedAttempts: failed, otpLockedUntil: null },
        refuse: validationError([{ field: 'otp', message }]),
      };
    },
  });
}

/**
 * The carrier's live position while the order is out for delivery. Not a status change, so no
 * timeline entry; still one locked update and an 'order.changed' event with action 'location'.
 */
export async function updateLocation(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  position: { lat: number; lng: number },
): Promise<TransitionResult> {
  const record = await ctx.db.transaction(async (tx) => {
    const orders = new OrderRepository(tx);
    const row = await orders.findRowForUpdate(orderId);
    const carrier = row && (row.shopperId === actor.id || row.deliveryPersonId === actor.id);
    if (!row || !canSeeOrder(row, actor) || !carrier) throw notFound(ORDER_NOT_FOUND);
    if (!isOutForDelivery(row.status))
      throw conflict(`Cannot share a live location for an order whose status is ${row.status}`);
    const now = ctx.now();
    await new LifecycleRepository(tx).updateOrder(row.id, {
      deliveryLat: position.lat,
      deliveryLng: position.lng,
      deliveryLocationAt: now,
      updatedAt: now,
    });
    return (await orders.loadFull(row.id))!;
  });
  ctx.events.emit('order.changed', {
    order: toOrder(record, customerViewer(record.row), ctx.config.upi),
    action: 'location',
    previousStatus: record.row.status,
    actor: { id: actor.id, role: actor.role, name: actor.name },
  });
  return { order: toOrder(record, viewerOf(actor), ctx.config.upi), replayed: false };
}

/**
 * An admin lets the carrier try the delivery code again after five wrong ones locked it (issue 30):
 * the lock and the count are cleared and the timeline records who did it. 409 when it is not locked.
 */
export async function unlockDeliveryCode(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
): Promise<TransitionResult> {
  return runTransition(ctx, {
    orderId,
    actor,
    action: 'unlock_delivery_code',
    guard: (row) => {
      if (!row.otpLockedUntil || row.otpLockedUntil <= ctx.now())
        throw conflict('The delivery code is not locked');
      return undefined;
    },
    apply: async () => ({
      patch: { otpFailedAttempts: 0, otpLockedUntil: null },
      note: catalogueNote(TIMELINE_NOTES.deliveryCodeUnlocked, { name: actor.name }),
    }),
  });
}
