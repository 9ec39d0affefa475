/**
 * The orders module's public face (issue 41, decision 0059): what another module may ask of the order.
 * The order's tables (orders, order_items, order_timeline, order_messages, inquiries, idempotency keys,
 * ratings, cash hand-ins, the order figures) are read and written only by repositories inside orders/;
 * other modules import this file, never a file inside (scripts/check-boundaries.mjs). The next areas of
 * the order (payments, claims, shifts, dispatch, slots) are subfolders beside placement/ and lifecycle/ and export here.
 */

export type { Actor } from './core/actor.js';
export {
  claimMissedLiveEvents,
  forgetLiveEvents,
  LIVE_EVENT_LEASE_MS,
  type LiveEvent,
} from './core/live-events.js';
export { customerOrdersSnapshot } from './customer/snapshot.js';
export { manualClaiming } from './dispatch/dispatch-settings.js';
export { adminMetrics } from './figures/admin-metrics-service.js';
export { registerOrderJobs } from './jobs.js';
export type { LifecycleContext } from './lifecycle/context.js';
export type { RevisionInput } from './lifecycle/revision-notes.js';
export { lifecycle } from './lifecycle/service.js';
export { findStaffActor } from './lifecycle/staff-account.js';
export { refundOrderPayment } from './payments/refund-service.js';
export { DeliveryLoadReader } from './placement/delivery-load.js';
export {
  countOpenOrdersByStatus,
  deliveryCodeOf,
  openOrdersOf,
  orderAsSeenBy,
  ordersWaitingForShopper,
  shopLocationOf,
} from './reads.js';
export { orderModuleRoutes } from './routes.js';
export { planDemoShifts } from './shifts/demo-shifts.js';
export { shopOpenOrders, shopStatementFigures } from './shop/shop-orders.js';
export { asCards } from './staff/staff-service.js';
