import type { Notice, Order, ServerToClientEvents } from '@jhola/domain';

/**
 * The staff realtime events of the "Staff API" contract (COORDINATION.md): shoppers are in room
 * `shoppers`, the assigned staff member gets every change of their order, admins are in `admins`.
 * The server puts each socket in its rooms from its token; the client only listens.
 */
/** The customer asked after the order (call or WhatsApp): the shopper sees it as it happens. */
export interface StaffInquiryEvent {
  orderId: string;
  inquiry: { _id: string; method: 'call' | 'whatsapp'; createdAt: string };
}

export interface StaffServerEvents {
  newOrderAvailable: (event: { order: Order }) => void;
  orderTaken: (event: { orderId: string }) => void;
  readyForDelivery: (event: { order: Order }) => void;
  orderInquiry: (event: StaffInquiryEvent) => void;
  staffOrderUpdate: (event: { order: Order }) => void;
  adminOrderUpdate: (event: { order: Order }) => void;
  'new-notice': (notice: Notice) => void;
  'notice-removed': ServerToClientEvents['notice-removed'];
  refreshNotice: () => void;
}
export type StaffEventName = keyof StaffServerEvents;
