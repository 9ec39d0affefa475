/**
 * The one place the `staff` query keys shared across the staff app are written: the shopper's and delivery
 * person's order lists (refreshed by every step on an order) and one order. The conversation's keys are
 * @jhola/client's, shared with the customer app.
 */
export const staffKeys = {
  all: ['staff'] as const,
  /** Every page and scope of "my orders", history included. */
  myOrders: () => [...staffKeys.all, 'my-orders'] as const,
  myOrdersPage: (scope: string, page: number, limit: number) =>
    [...staffKeys.myOrders(), scope, page, limit] as const,
  orderHistory: (page: number, limit: number) => [...staffKeys.myOrders(), 'history', page, limit] as const,
  /** One order; its inquiries and messages live under it. */
  order: (orderId: string) => [...staffKeys.all, 'order', orderId] as const,
  orderInquiries: (orderId: string) => [...staffKeys.order(orderId), 'inquiries'] as const,
  /** Issue 43: the door's gateway UPI QR for the amount due (a new amount, a new code). */
  doorQr: (orderId: string, duePaise: number) => [...staffKeys.order(orderId), 'door-qr', duePaise] as const,
  shopProductSearch: (shopId: string, q: string, like: string) =>
    [...staffKeys.all, 'shop-products', shopId, q, like] as const,
};
