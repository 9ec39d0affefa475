/**
 * PRODUCT.md §3 local storage keys finalCheckoutOrder and lastOrderAmount: the order just placed, so the
 * confirmation and success pages still know it after a reload. Written by checkout, read by orders.
 */
export const LAST_ORDER_KEYS = { order: 'finalCheckoutOrder', amount: 'lastOrderAmount' } as const;

export interface LastOrder {
  orderId: string;
  orderNumber: string;
  total: number;
  placedAt: string;
}

export function writeLastOrder(order: LastOrder): void {
  try {
    localStorage.setItem(LAST_ORDER_KEYS.order, JSON.stringify(order));
    localStorage.setItem(LAST_ORDER_KEYS.amount, String(order.total));
  } catch {
    // Storage full or blocked: the pages fall back to the order id in the address.
  }
}

export function readLastOrder(): LastOrder | null {
  try {
    const parsed = JSON.parse(
      localStorage.getItem(LAST_ORDER_KEYS.order) ?? 'null',
    ) as Partial<LastOrder> | null;
    return parsed && typeof parsed.orderId === 'string' && parsed.orderId
      ? {
          orderId: parsed.orderId,
          orderNumber: String(parsed.orderNumber ?? ''),
          total: Number(parsed.total) || 0,
          placedAt: String(parsed.placedAt ?? ''),
        }
      : null;
  } catch {
    return null;
  }
}
