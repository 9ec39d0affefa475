/**
 * What the layout shows only when something happens live (a cancelled-order banner, a notification
 * popup): its code is not needed to draw the first screen, so it comes in its own chunk (app-layout.tsx).
 */
export { NotificationPopup } from '../../features/notifications/components/notification-popup';
export { OrderLiveLayer } from '../../features/orders/components/order-live-layer';
