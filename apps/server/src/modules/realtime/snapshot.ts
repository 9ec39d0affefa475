import type { FastifyInstance } from 'fastify';
import { toOrder } from '../orders/core/order-mapper.js';
import { OrderRepository } from '../orders/core/repository.js';
import { RealtimeRepository } from './repository.js';
import type { RealtimeSocket } from './types.js';

/** More active orders than a customer could follow at once; the history page has the rest. */
const SNAPSHOT_LIMIT = 50;
/** How far back a cancellation is still news to a customer who was away (issue 13). */
export const SNAPSHOT_CANCELLED_WITHIN_MS = 24 * 60 * 60 * 1000;
const SNAPSHOT_CANCELLED_LIMIT = 10;

/**
 * Sends the customer's active orders as they are now (`ordersSnapshot`), and the orders cancelled in
 * the last day with their reasons, so a customer who was offline when an order was cancelled is told.
 * Called on every connection that socket.io could not recover.
 */
export async function sendOrdersSnapshot(app: FastifyInstance, socket: RealtimeSocket): Promise<void> {
  const { userId } = socket.data.auth;
  const repo = new RealtimeRepository(app.ctx.db);
  const since = new Date(app.ctx.now().getTime() - SNAPSHOT_CANCELLED_WITHIN_MS);
  const [active, cancelled] = await Promise.all([
    repo.activeOrderIds(userId, SNAPSHOT_LIMIT),
    repo.cancelledOrderIds(userId, since, SNAPSHOT_CANCELLED_LIMIT),
  ]);
  const ids = [...active, ...cancelled];
  const records = await new OrderRepository(app.ctx.db).loadMany(ids);
  const orders = records.map((record) => toOrder(record, { userId, role: 'customer' }, app.ctx.config.upi));
  if (socket.connected) socket.emit('ordersSnapshot', { orders });
}
