import type { AppContext } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { LiveEventRepository, type LiveEventRow } from './live-event-repository.js';

/**
 * How long the process that made a change has to push its live event before any other process relays it
 * (decision 0072). Its own push goes out at once; this only bounds how late a customer hears of a change
 * whose process died between the commit and the push.
 */
export const LIVE_EVENT_LEASE_MS = 5_000;

/** One status change the customer's sockets must hear of, as written with the change. */
export type LiveEvent = Pick<
  LiveEventRow,
  'id' | 'orderId' | 'customerId' | 'status' | 'action' | 'actorRole' | 'actorName' | 'reason' | 'createdAt'
>;

/**
 * Writes the change's live event in the change's own transaction; answers its id for the push. The lease
 * counts from `writtenAt`, this process's clock (the step's own time may sit ahead of it to keep the
 * timeline in order).
 */
export const writeLiveEvent = (tx: Tx, event: Omit<LiveEvent, 'id'>, writtenAt: Date): Promise<string> =>
  new LiveEventRepository(tx).insert({
    ...event,
    relayAt: new Date(writtenAt.getTime() + LIVE_EVENT_LEASE_MS),
  });

/** The events this process pushed: nobody relays them. */
export const forgetLiveEvents = (ctx: Pick<AppContext, 'db'>, ids: string[]): Promise<void> =>
  new LiveEventRepository(ctx.db).forget(ids);

/**
 * Events whose writer did not push them in time, now this process's to relay (for one lease more); never
 * those this process still has on their way (`inFlight`).
 */
export const claimMissedLiveEvents = (
  ctx: Pick<AppContext, 'db' | 'now'>,
  inFlight: readonly string[] = [],
  limit = 50,
): Promise<LiveEvent[]> => {
  const now = ctx.now();
  const leaseUntil = new Date(now.getTime() + LIVE_EVENT_LEASE_MS);
  return new LiveEventRepository(ctx.db).claimDue(now, leaseUntil, inFlight, limit);
};
