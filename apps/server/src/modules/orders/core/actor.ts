import { awaitsShopper, isReadyForDelivery, type TimelineNoteText, type UserRole } from '@jhola/domain';
import type { AuthContext } from '../../../context.js';
import { unauthorized } from '../../../http/errors.js';
import type { OrderRow, OrderViewer } from './order-mapper.js';

/** What anyone who may not see an order is told, the same as for an order that does not exist. */
export const ORDER_NOT_FOUND = 'Order not found';

/** Whoever moves an order: a signed-in user (or the demo shopper, which is a real shopper account). */
export interface Actor {
  id: string;
  role: UserRole;
  name: string;
  /**
   * Set when the server answers in this person's place because their time ran out (PRODUCT.md §13):
   * the timeline names the system and says why, and the change happens only while that wait is the
   * order's current one (checked under the row lock). Without `awaited` the server acts on its own
   * (issue 46: a booked slot the shop is closed in), no wait of the customer's involved.
   */
  automatic?: { note: TimelineNoteText; awaited?: Date };
}

/** The server answering for the order's customer, who did not answer the wait ending at `awaited`. */
export const answeringForCustomer = (row: OrderRow, awaited: Date, note: TimelineNoteText): Actor => ({
  id: row.customerId,
  role: 'customer',
  name: 'Jhola',
  automatic: { note, awaited },
});

export function actorOf(auth: AuthContext | null): Actor {
  if (!auth) throw unauthorized();
  return { id: auth.userId, role: auth.role, name: auth.name };
}

export const viewerOf = (actor: Actor): OrderViewer => ({ userId: actor.id, role: actor.role });

/** The customer's own view: the one realtime pushes (it carries the delivery code while out for delivery). */
export const customerViewer = (row: OrderRow): OrderViewer => ({ userId: row.customerId, role: 'customer' });

/**
 * Who may see (and so act on) an order. Anyone else is told it does not exist (404), the same answer
 * a customer gets for another customer's order:
 * - a customer: their own orders;
 * - a shopper: orders assigned to them, and any order still waiting for a shopper;
 * - a delivery person: orders they claimed, and paid-for orders nobody has claimed yet;
 * - an admin: every order.
 */
export function canSeeOrder(row: OrderRow, actor: Actor): boolean {
  switch (actor.role) {
    case 'customer':
      return row.customerId === actor.id;
    case 'shopper':
      return row.shopperId === actor.id || awaitsShopper(row.status);
    case 'delivery':
      return (
        row.deliveryPersonId === actor.id || (isReadyForDelivery(row.status) && row.deliveryPersonId === null)
      );
    case 'admin':
      return true;
    case 'merchant':
      // A shop's owner reads its orders through the merchant API (issue 46), not one by one.
      return false;
  }
}

/** The people who work on the order (or run the platform); they may fetch its bill and track it. */
export function isOrderParty(row: OrderRow, actor: Actor): boolean {
  switch (actor.role) {
    case 'customer':
      return row.customerId === actor.id;
    case 'shopper':
      return row.shopperId === actor.id;
    case 'delivery':
      return row.deliveryPersonId === actor.id;
    case 'admin':
      return true;
    case 'merchant':
      // A shop's owner reads its orders through the merchant API (issue 46), not one by one.
      return false;
  }
}
