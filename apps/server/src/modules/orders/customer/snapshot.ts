import type { Order } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { SnapshotRepository } from './snapshot-repository.js';

/** More active orders than a customer could follow at once; the history page has the rest. */
const SNAPSHOT_LIMIT = 50;
/** How far back a cancellation is still news to a customer who was away (issue 13). */
export const SNAPSHOT_CANCELLED_WITHIN_MS = 24 * 60 * 60 * 1000;
const SNAPSHOT_CANCELLED_LIMIT = 10;

/**
 * The customer's active orders as they are now, and the orders cancelled in the last day with their
 * reasons, as the customer sees them (what a socket that could not recover is sent).
 */
export async function customerOrdersSnapshot(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  customerId: string,
): Promise<Order[]> {
  const repo = new SnapshotRepository(ctx.db);
  const since = new Date(ctx.now().getTime() - SNAPSHOT_CANCELLED_WITHIN_MS);
  const [active, cancelled] = await Promise.all([
    repo.activeOrderIds(customerId, SNAPSHOT_LIMIT),
    repo.cancelledOrderIds(customerId, since, SNAPSHOT_CANCELLED_LIMIT),
  ]);
  const records = await new OrderRepository(ctx.db).loadMany([...active, ...cancelled]);
  return records.map((record) => toOrder(record, { userId: customerId, role: 'customer' }, ctx.config.upi));
}
