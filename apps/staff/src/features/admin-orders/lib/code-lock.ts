import type { Order } from '@jhola/domain';

/** Whether five wrong delivery codes have locked this order's code right now. */
export const isCodeLocked = (order: Pick<Order, 'deliveryCodeLockedUntil'>, now: number): boolean =>
  Boolean(order.deliveryCodeLockedUntil && Date.parse(order.deliveryCodeLockedUntil) > now);
