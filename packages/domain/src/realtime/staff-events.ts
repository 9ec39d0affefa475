import type { Offer } from '../dispatch/schemas.js';
import type { Order } from '../orders/order.js';
import type { AvailableOrder } from '../staff/staff-orders.js';

/**
 * Staff rooms: the server puts every socket of a staff account in its role's room at the handshake
 * (a client can neither join nor leave them). Per-person events go to the account's private room.
 */
export const SHOPPERS_ROOM = 'shoppers';
export const DELIVERY_ROOM = 'delivery';
export const ADMINS_ROOM = 'admins';

/** An inquiry the customer just made (call or WhatsApp), for the order's shopper and the admins. */
export interface StaffInquiryEvent {
  orderId: string;
  inquiry: { _id: string; method: 'call' | 'whatsapp'; createdAt: string };
}

/**
 * What staff sockets receive. Orders in staff events never carry the delivery code, and a waiting
 * order's card has no customer phone (it is the shopper's only once they accept).
 */
export interface StaffServerToClientEvents {
  /** Room `shoppers`: a new order waits for a shopper. */
  newOrderAvailable: (event: { order: AvailableOrder }) => void;
  /** Rooms `shoppers` / `delivery`: the order left the waiting list (taken, claimed or cancelled). */
  orderTaken: (event: { orderId: string }) => void;
  /** Room `delivery`: a paid-for order waits for a delivery person. */
  readyForDelivery: (event: { order: AvailableOrder }) => void;
  /** The order's shopper and delivery person: any change of their order (not their own location pings). */
  staffOrderUpdate: (event: { order: Order }) => void;
  /** Room `admins`: any change of any order (not location pings). */
  adminOrderUpdate: (event: { order: Order }) => void;
  /** Issue 45, the person offered: an order for them to accept or decline before `deadline`. */
  'order:offer': (offer: Offer) => void;
  /** The order's shopper and room `admins`: the customer asked after the order. */
  orderInquiry: (event: StaffInquiryEvent) => void;
}
