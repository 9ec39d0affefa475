/** The one place the admin orders' query keys are written; the live bridge writes into exactly these. */
export const adminOrdersKeys = {
  /** The order lists (not the single orders). */
  lists: () => ['admin', 'orders'] as const,
  active: () => [...adminOrdersKeys.lists(), 'active'] as const,
  search: <T>(search: T) => [...adminOrdersKeys.lists(), 'search', search] as const,
  detail: (orderId: string) => ['admin', 'order', orderId] as const,
};
