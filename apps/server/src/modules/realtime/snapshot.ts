import type { FastifyInstance } from 'fastify';
import { toOrder } from '../orders/order-mapper.js';
import { OrderRepository } from '../orders/repository.js';
import { RealtimeRepository } from './repository.js';
import type { RealtimeSocket } from './types.js';

/** More active orders than a customer could follow at once; the history page has the rest. */
const SNAPSHOT_LIMIT = 50;

/**
 * Sends the customer's active orders as they are now (`ordersSnapshot`). Called on every connection
 * that socket.io could not recover, so whatever changed while the client was away reaches it.
 */
export async function sendOrdersSnapshot(app: FastifyInstance, socket: RealtimeSocket): Promise<void> {
  const { userId } = socket.data.auth;
  const ids = await new RealtimeRepository(app.ctx.db).activeOrderIds(userId, SNAPSHOT_LIMIT);
  const records = await new OrderRepository(app.ctx.db).loadMany(ids);
  const orders = records.map((record) => toOrder(record, { userId, role: 'customer' }));
  if (socket.connected) socket.emit('ordersSnapshot', { orders });
}
