/** Query keys of the orders feature; the live-updates hook writes into exactly these entries. */
export const orderKeys = {
  all: ['orders'] as const,
  customerList: () => ['orders', 'customer'] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
  bill: (orderId: string) => ['orders', 'bill', orderId] as const,
  inquiries: (orderId: string) => ['orders', 'inquiries', orderId] as const,
  /** Issue 43: the order's hold, capture and refunds; `version` is the order's money, so a change asks again. */
  payments: (orderId: string, version: string) => ['orders', 'payments', orderId, version] as const,
};
