import { sendOrderAction } from './order-action';

/** PUT /shopper/orders/:id/location: the carrier's position while out for delivery. */
export const shareLocation = (orderId: string, position: { lat: number; lng: number }) =>
  sendOrderAction(orderId, 'location', { method: 'PUT', body: position });
