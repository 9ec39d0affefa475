import type { Offer } from '@jhola/domain';
import type { Tx } from '../../../db/client.js';
import { conflict } from '../../../http/errors.js';
import { JobRepository } from '../../jobs/repository.js';
import type { JobHandler } from '../../jobs/runner.js';
import type { Actor } from '../core/actor.js';
import { OrderRepository } from '../core/repository.js';
import {
  DISPATCH_JOBS,
  type DispatchContext,
  type DispatchOutcome,
  dispatchJob,
  offerNext,
} from './dispatcher.js';
import { OfferRepository, type OfferRole } from './offer-repository.js';

/**
 * After the commit: the person offered hears the offer (their staff app shows it with its countdown);
 * a step nobody on duty took goes on everyone's waiting list (issue 45: not before).
 */
async function announce(ctx: DispatchContext, outcome: DispatchOutcome | null) {
  if (!outcome) return;
  if (outcome.kind === 'open') {
    ctx.events.emit('order.open', { orderId: outcome.orderId, role: outcome.role });
    return;
  }
  const [offer] = await new OfferRepository(ctx.db).cardsOf(outcome.userId, ctx.now(), outcome.orderId);
  if (offer) ctx.events.emit('order.offered', { userId: outcome.userId, offer });
}

const readRole = (value: unknown): OfferRole => {
  if (value !== 'shopper' && value !== 'delivery') throw new Error('a dispatch job needs a role');
  return value;
};

/** The job handlers of dispatch (registered with the job runner by orders/jobs.ts). */
export const dispatchHandlers = (ctx: DispatchContext): Record<string, JobHandler> => ({
  [DISPATCH_JOBS.offer]: async (payload) => {
    const orderId = String(payload.orderId);
    const role = readRole(payload.role);
    await announce(ctx, await ctx.db.transaction((tx) => offerNext(tx, ctx, orderId, role)));
  },
  // The offer's time ran out: unless it was answered meanwhile, the step goes to the next person.
  [DISPATCH_JOBS.expiry]: async (payload) => {
    const offer = await new OfferRepository(ctx.db).byId(String(payload.offerId));
    if (offer?.status !== 'open') return;
    if (offer.deadline > ctx.now()) throw new Error('the offer has not run out yet');
    await announce(ctx, await ctx.db.transaction((tx) => offerNext(tx, ctx, offer.orderId, offer.role)));
  },
});

/** Offers the step again at once (after a decline or a withdrawal): the job runner looks now. */
async function offerAgain(tx: Tx, orderId: string, role: OfferRole, now: Date): Promise<void> {
  await new JobRepository(tx).schedule(dispatchJob(orderId, role, now), now);
}

/** The person said no: the offer ends and the step goes to the next person on duty. */
export async function declineOffer(ctx: DispatchContext, orderId: string, actor: Actor): Promise<null> {
  const role: OfferRole = actor.role === 'delivery' ? 'delivery' : 'shopper';
  await ctx.db.transaction(async (tx) => {
    // The order's row lock orders this with an accept, a claim and the expiry job.
    await new OrderRepository(tx).findRowForUpdate(orderId);
    const offers = new OfferRepository(tx);
    const open = await offers.openFor(orderId, role);
    if (!open || open.userId !== actor.id) throw conflict('This order is not offered to you any more');
    const now = ctx.now();
    await offers.answer(open.id, 'declined', now);
    await offerAgain(tx, orderId, role, now);
  });
  ctx.jobKinds.wake();
  return null;
}

/** A person went off duty: their waiting offers go to the next person (the caller wakes the runner). */
export async function withdrawOffersOf(tx: Tx, userId: string, now: Date): Promise<void> {
  for (const { orderId, role } of await new OfferRepository(tx).withdrawAllOf(userId, now))
    await offerAgain(tx, orderId, role, now);
}

/** The offers waiting for my answer, soonest deadline first. */
export const myOffers = (ctx: Pick<DispatchContext, 'db' | 'now'>, actor: Actor): Promise<Offer[]> =>
  new OfferRepository(ctx.db).cardsOf(actor.id, ctx.now());
