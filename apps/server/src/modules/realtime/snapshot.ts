import type { FastifyInstance } from 'fastify';
import { customerOrdersSnapshot } from '../orders/index.js';
import type { RealtimeSocket } from './types.js';

/**
 * Sends the customer's active orders as they are now (`ordersSnapshot`), and the orders cancelled in
 * the last day with their reasons, so a customer who was offline when an order was cancelled is told.
 * Called on every connection that socket.io could not recover.
 */
export async function sendOrdersSnapshot(app: FastifyInstance, socket: RealtimeSocket): Promise<void> {
  const orders = await customerOrdersSnapshot(app.ctx, socket.data.auth.userId);
  if (socket.connected) socket.emit('ordersSnapshot', { orders });
}
