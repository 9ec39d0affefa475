import type { DbOrTx, Tx } from '../../../db/client.js';
import { conflict } from '../../../http/errors.js';
import { JobRepository } from '../../jobs/repository.js';
import type { Actor } from '../core/actor.js';
import type { OrderRow } from '../core/order-mapper.js';
import { ShiftRepository } from '../shifts/shift-repository.js';
import { manualClaiming } from './dispatch-settings.js';
import { DISPATCH_JOBS, dispatchJob } from './dispatcher.js';
import { OfferRepository, type OfferRole } from './offer-repository.js';

export const OFFERED_TO_ANOTHER = {
  shopper: 'This order is offered to another shopper right now',
  delivery: 'This order is offered to another rider right now',
} as const;

/**
 * Who may take a step of an order that dispatch may have offered (run under the order's row lock, in
 * the accepting or claiming transaction): the person it is offered to (their offer is marked
 * accepted); nobody else while the offer waits for its answer, unless an admin switched manual claiming
 * on; anyone when no offer waits (nobody was on duty, everyone declined, or the time ran out).
 * Answers whether the step was taken from its offer (the timeline says "assigned" then).
 */
export async function takeOffer(
  tx: Tx,
  row: OrderRow,
  actor: Actor,
  role: OfferRole,
  now: Date,
): Promise<'offer' | 'by-hand'> {
  const offers = new OfferRepository(tx);
  const open = await offers.openFor(row.id, role);
  if (!open) return 'by-hand';
  if (open.userId === actor.id) {
    await offers.answer(open.id, 'accepted', now);
    return 'offer';
  }
  if (open.deadline > now && !(await manualClaiming({ db: tx }))) throw conflict(OFFERED_TO_ANOTHER[role]);
  // Taken by hand: the offer waiting for someone else ends here.
  await offers.answer(open.id, open.deadline > now ? 'withdrawn' : 'expired', now);
  return 'by-hand';
}

/** How long a due dispatch run may keep an order off the lists: past it (a run that keeps failing) it shows. */
const DISPATCH_DECIDES_WITHIN_MS = 30_000;

/**
 * The waiting list a person sees: orders offered to someone else (still waiting for their answer) are
 * left out, unless an admin switched manual claiming on; so are orders dispatch has yet to offer while
 * someone of the role is on duty (its run is due, within the second): until it decides, the order may be
 * about to be offered to one person, and a card on everyone's list would offer the others a step that
 * is not theirs (issue 45).
 */
export async function claimableBy(ctx: { db: DbOrTx; now: () => Date }, orderIds: string[], actor: Actor) {
  if (orderIds.length === 0 || (await manualClaiming(ctx))) return orderIds;
  const now = ctx.now();
  const role: OfferRole = actor.role === 'delivery' ? 'delivery' : 'shopper';
  const held = await new OfferRepository(ctx.db).heldByOthers(orderIds, actor.id, now);
  const undecided = (await new ShiftRepository(ctx.db).anyOnDuty(role))
    ? await new JobRepository(ctx.db).dueKeys(
        DISPATCH_JOBS.offer,
        orderIds.map((id) => dispatchJob(id, role, now).key),
        new Date(now.getTime() - DISPATCH_DECIDES_WITHIN_MS),
        now,
      )
    : new Set<string>();
  return orderIds.filter((id) => !held.has(id) && !undecided.has(dispatchJob(id, role, now).key));
}
