import {
  awaitsShopper,
  CLOSED_SLOT_NOTES,
  isPaused,
  OPEN_ENDED_PAUSE_REACH_MS,
  SLOT_MOVABLE_STATUSES,
  SLOT_MOVE_WITHIN_MS,
  slotEndOf,
  slotLabelText,
} from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { AppError, conflict } from '../../../http/errors.js';
import { customerViewer } from '../core/actor.js';
import { type OrderRow, toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { catalogueNote, noteColumns } from '../core/timeline-note.js';
import { scheduleShopperOffer } from '../dispatch/dispatch-hooks.js';
import { cancelOrder } from '../lifecycle/cancel.js';
import type { LifecycleContext } from '../lifecycle/context.js';
import { LifecycleRepository } from '../lifecycle/repository.js';
import { SlotRepository } from '../slots/slot-repository.js';
import { bookSlot, nextFree, perHourOf, type SlotShop, withinHours } from '../slots/slot-service.js';
import { ClosedSlotRepository } from './closed-slot-repository.js';

export type ClosedSlotContext = LifecycleContext & Pick<AppContext, 'config'>;

const MOVABLE: readonly string[] = SLOT_MOVABLE_STATUSES;
const SYSTEM = { id: null, role: 'system', name: 'Jhola' } as const;
const TAKEN_MEANWHILE = 'The order changed since its slot was looked at';

/** Still as it was read: no shopper started on it and its slot did not move. */
const untouched = (row: OrderRow, booked: { slotStart: Date }) =>
  MOVABLE.includes(row.status) && row.slotStart?.getTime() === booked.slotStart.getTime();

/**
 * Whether the shop is closed in the slot starting at `start`. A "Close now" with no time may end any
 * minute: it closes only the slots that begin within the hour, and later ones are looked at again.
 */
function closedIn(shop: SlotShop, start: Date, now: Date): boolean {
  const openEnded = isPaused(shop, now) && !shop.pausedUntil;
  const reach = start.getTime() - now.getTime() <= OPEN_ENDED_PAUSE_REACH_MS;
  const judged = openEnded && !reach ? { ...shop, pausedAt: null } : shop;
  return !withinHours(judged, start);
}

export interface ClosedSlotOutcome {
  moved: string[];
  cancelled: string[];
}

/**
 * Issue 46: every order of the shop booked into a slot it is now closed in (a holiday, "Close now"
 * past the slot, hours cut) moves to the first later slot with room within a day, or is cancelled with
 * the reason through the cancel every step uses (stock back, an online hold released or refunded). The
 * customer reads it on the timeline and is told (socket and push). Run as a job after each change of the
 * shop and by a sweep; running it twice changes nothing the second time.
 */
export async function moveClosedSlots(ctx: ClosedSlotContext, shopId: string): Promise<ClosedSlotOutcome> {
  const outcome: ClosedSlotOutcome = { moved: [], cancelled: [] };
  const shop = await new SlotRepository(ctx.db).shop(shopId);
  if (!shop) return outcome;
  const now = ctx.now();
  for (const booked of await new ClosedSlotRepository(ctx.db).bookedAhead(shopId, now)) {
    if (!closedIn(shop, booked.slotStart, now)) continue;
    const moved = await moveOne(ctx, shop, booked);
    if (moved === 'moved') outcome.moved.push(booked.id);
    else if (moved === 'cancel' && (await cancelOne(ctx, booked))) outcome.cancelled.push(booked.id);
  }
  return outcome;
}

type Shop = NonNullable<Awaited<ReturnType<SlotRepository['shop']>>>;

/** Moves one order under its row lock; 'cancel' when no later slot within a day has room. */
async function moveOne(
  ctx: ClosedSlotContext,
  shop: Shop,
  booked: { id: string; slotStart: Date },
): Promise<'moved' | 'cancel' | 'skip'> {
  const result = await ctx.db.transaction(async (tx) => {
    const orders = new OrderRepository(tx);
    const row = await orders.findRowForUpdate(booked.id);
    // Taken meanwhile (a shopper started, the customer cancelled, another run moved it): nothing to do.
    if (!row || !untouched(row, booked)) return 'skip' as const;
    const to = await laterSlotWithRoom(tx, ctx, shop, booked.slotStart);
    if (!to) return 'cancel' as const;
    const now = ctx.now();
    await new LifecycleRepository(tx).updateOrder(row.id, {
      slotStart: to,
      estimatedDeliveryTime: slotEndOf(to),
      updatedAt: now,
    });
    const note = catalogueNote(CLOSED_SLOT_NOTES.moved, {
      from: [slotLabelText(booked.slotStart)],
      to: [slotLabelText(to)],
    });
    await orders.insertTimeline({
      orderId: row.id,
      status: row.status,
      ...noteColumns(note),
      actorId: null,
      actorRole: 'system',
      actorName: 'Jhola',
      createdAt: now,
    });
    // Picking starts before the new slot, not the old one: the shopper's offer moves with it.
    if (awaitsShopper(row.status))
      await scheduleShopperOffer(tx, { ...row, slotStart: to }, shop.pickingMinutes, now);
    return (await orders.loadFull(row.id))!;
  });
  if (typeof result === 'string') return result;
  ctx.events.emit('order.changed', {
    order: toOrder(result, customerViewer(result.row), ctx.config.upi),
    action: 'slot_moved',
    previousStatus: result.row.status,
    actor: SYSTEM,
  });
  return 'moved';
}

/**
 * The first slot after `from`, within a day of it, with room: booked under that slot's row lock, so a
 * move never overbooks (a place taken meanwhile sends it on to the next one).
 */
async function laterSlotWithRoom(
  tx: Tx,
  ctx: ClosedSlotContext,
  shop: Shop,
  from: Date,
): Promise<Date | null> {
  const slotCtx = { db: tx, now: ctx.now, perHour: perHourOf(ctx) };
  let after = from;
  for (let tries = 0; tries < 3; tries += 1) {
    const free = await nextFree(slotCtx, shop, after);
    if (!free || Date.parse(free.start) - from.getTime() > SLOT_MOVE_WITHIN_MS) return null;
    try {
      return await bookSlot(tx, ctx, shop, free.start);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      after = new Date(free.start);
    }
  }
  return null;
}

/** Cancels with the reason, as the system, through the cancel path every step uses. */
async function cancelOne(ctx: ClosedSlotContext, booked: { id: string; slotStart: Date }) {
  const note = catalogueNote(CLOSED_SLOT_NOTES.cancelled, { from: [slotLabelText(booked.slotStart)] });
  const row = await new OrderRepository(ctx.db).findRow(booked.id);
  if (!row) return false;
  try {
    await cancelOrder(
      ctx,
      booked.id,
      { id: row.customerId, role: 'customer', name: 'Jhola', automatic: { note } },
      noteColumns(note).note,
      // Under the row lock: a shopper who started on it, or a move, since it was looked at wins.
      (locked) => {
        if (!untouched(locked, booked)) throw conflict(TAKEN_MEANWHILE);
        return undefined;
      },
    );
    return true;
  } catch (error) {
    // Someone got there first (a shopper started, the customer cancelled): the order is not ours to end.
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}
