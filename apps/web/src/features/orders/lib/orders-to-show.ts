import { isCancelled, isTerminalStatus, ORDER_STATUSES, type Order } from '@jhola/domain';
import type { OrdersToShowRule } from './reply-has-orders-to-show';

/** PRODUCT.md §9: the widget shows at most 3 active orders. */
const MAX_ACTIVE = 3;
/** A cancelled order stays in view, with its reason, for a day (issue 13), so it does not just vanish. */
const RECENTLY_CANCELLED_MS = 24 * 60 * 60 * 1000;

/** Home's active orders: the 3 newest that are neither delivered nor cancelled. */
export const activeOrders = (orders: Order[]): Order[] =>
  orders.filter((order) => !isTerminalStatus(order.status)).slice(0, MAX_ACTIVE);

/** The orders cancelled in the last day, with their reason. */
export const recentlyCancelledOrders = (orders: Order[], now: number): Order[] =>
  orders
    .filter((order) => isCancelled(order.status) && now - Date.parse(order.updatedAt) < RECENTLY_CANCELLED_MS)
    .slice(0, MAX_ACTIVE);

/**
 * Whether home's orders widget has anything to show. Asked by home before the widget's code is loaded
 * (issue 47): most customers have no order under way, and the widget shares the order screens' kit.
 */
export const hasOrdersToShow = (orders: Order[], now: number): boolean =>
  activeOrders(orders).length > 0 || recentlyCancelledOrders(orders, now).length > 0;

/** hasOrdersToShow's rule as data, for the page's landing script (reply-has-orders-to-show.ts). */
export const ORDERS_TO_SHOW: OrdersToShowRule = {
  ended: ORDER_STATUSES.filter(isTerminalStatus),
  kept: ORDER_STATUSES.filter(isCancelled),
  keptMs: RECENTLY_CANCELLED_MS,
};
