import {
  awaitsShopper,
  canBatch,
  DISPATCH_NOTES,
  DISPATCH_RULES,
  distanceKm,
  isReadyForDelivery,
  rankRiders,
  rankShoppers,
} from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { JobRepository } from '../../jobs/repository.js';
import type { OrderRow } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { catalogueNote, noteColumns } from '../core/timeline-note.js';
import { ShiftRepository } from '../shifts/shift-repository.js';
import { type EndedOffer, OfferRepository, type OfferRole } from './offer-repository.js';

export type DispatchContext = Pick<AppContext, 'db' | 'now' | 'config' | 'events' | 'jobKinds'>;

/** The job kinds of dispatch: offer a step of an order to the next person; an offer's time ran out. */
export const DISPATCH_JOBS = { offer: 'dispatch.offer', expiry: 'dispatch.offer-expiry' } as const;

/** The job that offers a step of an order, due at `runAt` (now; or a booked slot's start less picking). */
export const dispatchJob = (orderId: string, role: OfferRole, runAt: Date) => ({
  kind: DISPATCH_JOBS.offer,
  key: `${orderId}:${role}`,
  runAt,
  payload: { orderId, role },
});

type Place = { lat: number; lng: number } | null;
const away = (from: Place, to: Place) => (from && to ? distanceKm(from, to) : null);

/** Whether the step still needs a person: nobody took it and the order is where the step starts. */
const stepIsOpen = (row: OrderRow, role: OfferRole) =>
  role === 'shopper'
    ? awaitsShopper(row.status) && row.shopperId === null
    : isReadyForDelivery(row.status) && row.deliveryPersonId === null;

/** What a dispatch run came to: offered to someone, or open to anyone on the list (nobody left). */
export type DispatchOutcome =
  | { kind: 'offered'; userId: string; orderId: string }
  | { kind: 'open'; orderId: string; role: OfferRole };

/**
 * The step's entry on the order's timeline (issue 45): offered, or what became of the offer before and
 * where the step goes now. Written by the system, naming nobody (the customer reads it too).
 */
async function noteDispatch(
  tx: Tx,
  row: OrderRow,
  role: OfferRole,
  offered: boolean,
  before: EndedOffer | null,
  now: Date,
) {
  const texts = DISPATCH_NOTES[role];
  const note = before
    ? catalogueNote(offered ? texts.next : texts.open, {
        before: [catalogueNote(DISPATCH_NOTES.before[before])],
      })
    : catalogueNote(texts.offered);
  const orders = new OrderRepository(tx);
  // After the step that made the need, whose entry may sit a millisecond ahead of the clock.
  const latest = await orders.latestTimelineAt(row.id);
  const at = latest && latest >= now ? new Date(latest.getTime() + 1) : now;
  await orders.insertTimeline({
    orderId: row.id,
    status: row.status,
    ...noteColumns(note),
    createdAt: at,
  });
}

/**
 * Offers a step of an order to the best on-duty person who has not had it yet, under the order's row
 * lock: shoppers of its shop (or of no shop in particular) by fewest active orders, then nearest, then
 * longest idle; riders by whether it rides with the order in their hands (same shop, same way, within
 * minutes: at most two), then distance from the shop, then load. An offer still waiting is left alone;
 * one whose time ran out ends here. Nobody left: the order waits on the list for anyone to claim.
 * Answers the person offered, for the event after the commit.
 */
export async function offerNext(
  tx: Tx,
  ctx: DispatchContext,
  orderId: string,
  role: OfferRole,
): Promise<DispatchOutcome | null> {
  const now = ctx.now();
  const row = await new OrderRepository(tx).findRowForUpdate(orderId);
  if (!row || !stepIsOpen(row, role)) return null;
  const offers = new OfferRepository(tx);
  const open = await offers.openFor(orderId, role);
  if (open && open.deadline > now) return null;
  if (open) await offers.answer(open.id, 'expired', now);
  const before = open ? 'expired' : await offers.lastEnding(orderId, role);

  const shifts = new ShiftRepository(tx);
  const tried = await offers.triedFor(orderId, role);
  const onDuty = (await shifts.onDuty(role)).filter((p) => !tried.has(p.userId));
  const shop = await offers.shopLocation(row.shopId);
  const destination = row.deliveryAddress.coordinates ?? null;
  let best: { userId: string; batchWith: string | null } | undefined;
  if (role === 'shopper') {
    const candidates = onDuty
      .filter((p) => p.shopId === null || p.shopId === row.shopId)
      .map((p) => ({ ...p, distanceKm: p.shopId === row.shopId ? 0 : away(p.position, shop) }));
    const first = rankShoppers(candidates)[0];
    best = first && { userId: first.userId, batchWith: null };
  } else {
    const candidates = [];
    for (const p of onDuty.filter((r) => r.activeOrders < DISPATCH_RULES.maxBatch)) {
      const held = p.activeOrders > 0 ? await offers.heldByRider(p.userId) : [];
      const mate = held.length === 1 ? held[0]! : null;
      const rides =
        mate !== null &&
        canBatch({
          shopId: row.shopId,
          shop,
          held: mate,
          next: { shopId: row.shopId, destination, readyAt: now },
        });
      if (held.length > 0 && !rides) continue;
      candidates.push({ ...p, distanceKm: away(p.position, shop), batchWith: rides ? mate.orderId : null });
    }
    best = rankRiders(candidates)[0];
  }
  if (!best) {
    // Nobody was ever offered it (nobody on duty): the list is as it always was, nothing to note.
    if (before) await noteDispatch(tx, row, role, false, before, now);
    return { kind: 'open', orderId, role };
  }

  const deadline = new Date(now.getTime() + ctx.config.dispatch.offerSeconds * 1000);
  const offer = await offers.insert({
    orderId,
    userId: best.userId,
    role,
    batchedWith: best.batchWith,
    offeredAt: now,
    deadline,
  });
  await new JobRepository(tx).schedule(
    { kind: DISPATCH_JOBS.expiry, key: offer.id, runAt: deadline, payload: { offerId: offer.id } },
    now,
  );
  await noteDispatch(tx, row, role, true, before, now);
  return { kind: 'offered', userId: best.userId, orderId };
}
