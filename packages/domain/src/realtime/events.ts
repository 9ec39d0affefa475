import type { MessageSender, OrderMessage } from '../conversation/conversation.js';
import type { Notice } from '../notices/notice.js';
import type { OrderPicksEvent } from '../orders/item-picks.js';
import type { LiveLocation, Order } from '../orders/order.js';
import type { OrderStatus } from '../orders/status.js';
import type { OrderAction } from '../orders/transitions.js';
import type { StaffServerToClientEvents } from './staff-events.js';

/** What an order change was: a transition of the table, the placement, or the address found on the map. */
export type OrderChangeAction = OrderAction | 'created' | 'geocoded' | 'payment' | 'slot_moved';

/**
 * PRODUCT.md §7 "Order status event": the one event every order change pushes to the order's customer
 * (decision 0046). It carries the spec's fields, the extras of the action that used to come as a second
 * event (`shopperName`, `amount`, `deliveryPartner`), and the whole order as its customer sees it, so
 * the app stores it and asks for nothing.
 */
export interface OrderStatusEvent {
  orderId: string;
  status: OrderStatus;
  timestamp: string;
  message: string;
  reason?: string;
  deliveryOTP?: string;
  deliveryBoyLocation?: LiveLocation;
  personalShopperId?: Order['personalShopperId'];
  estimatedDeliveryTime?: string | null;
  /** Who cancelled, so the app can word the banner by the PRODUCT.md §4 precedence. */
  cancelledBy?: Order['cancelledBy'];
  action?: OrderChangeAction;
  /** accept: who took the order. */
  shopperName?: string;
  /** revise, upload_bill: the new total, or the bill's amount. */
  amount?: number;
  /** claim_delivery, out_for_delivery: who carries it. */
  deliveryPartner?: { name: string };
  /** The order after the change, as its customer reads it from GET /api/orders/:id. */
  order?: Order;
}

export interface OrderLocationEvent {
  orderId: string;
  deliveryBoyLocation: LiveLocation;
}

/** Issue 44: which claim of which order moved, and where it stands now (the reader fetches the rest). */
export interface OrderClaimEvent {
  orderId: string;
  claimId: string;
  status: string;
}

export interface OrderMessagesReadEvent {
  orderId: string;
  /** The side that read: the customer, or the order's staff. */
  reader: MessageSender;
  readAt: string;
}

/** Every event the server sends; the staff ones reach staff sockets only (realtime/staff-events.ts). */
export interface ServerToClientEvents extends StaffServerToClientEvents {
  orderStatusUpdate: (event: OrderStatusEvent) => void;
  delivery_location_update: (event: OrderLocationEvent) => void;
  /** After a reconnect: the current state of every active order, so nothing missed is lost. */
  ordersSnapshot: (event: { orders: Order[] }) => void;
  'new-notice': (notice: Notice) => void;
  /** A notice was deleted, switched off or ended: the app drops it from its banners. */
  'notice-removed': (event: { _id: string }) => void;
  /** A notice was changed or withdrawn: clients fetch the active list again. */
  refreshNotice: () => void;
  /** Issue 29: a message on an order's conversation, to its customer, shopper, delivery person and the admins. */
  'order:message': (event: { message: OrderMessage }) => void;
  /** Issue 29: one side read the other's messages up to `readAt` (the read receipts). */
  'order:messagesRead': (event: OrderMessagesReadEvent) => void;
  /** Issue 29: the shopper's saved ticks changed (each item's state, live on the customer's order page). */
  'order:picks': (event: OrderPicksEvent) => void;
  /**
   * Issue 44: a claim was filed or decided (at once or by an admin), to the order's customer and the
   * admins: the order page and the Problems queue read their claims again.
   */
  'order:claim': (event: OrderClaimEvent) => void;
  /** Issue 46: a shop was opened or closed, or its hours or stock changed: open pages read it again. */
  'shop:changed': (event: { shopId: string }) => void;
  heartbeatResponse: (event: { timestamp: string }) => void;
  testResponse: (event: { timestamp: string; echo: unknown }) => void;
}

export interface ClientToServerEvents {
  registerCustomer: (userId: string, ack?: (result: { ok: boolean; message?: string }) => void) => void;
  join: (room: string, ack?: (result: { ok: boolean; message?: string }) => void) => void;
  leave: (room: string) => void;
  heartbeat: (event: { timestamp: string; userId: string; userType: 'customer' }) => void;
  ping: (payload: unknown, ack?: (result: { timestamp: string }) => void) => void;
}

export const customerRoom = (customerId: string): string => `customer_${customerId}`;
export const ALL_CLIENTS_ROOM = 'everyone';

/** Why the server refuses or ends a socket (the `connect_error` message the client sees). */
export const SOCKET_MESSAGES = {
  authRequired: 'Authentication required. Please log in and try again.',
  notYourRoom: 'You can only join your own room.',
  notACustomer: 'Only customers have a customer room.',
} as const;

/** PRODUCT.md §7/PRODUCT.md §9 socket timings. */
export const SOCKET_TIMEOUT_MS = 20_000;
export const HEARTBEAT_INTERVAL_MS = 25_000;
