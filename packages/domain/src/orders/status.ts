import { englishText, type Translate } from '../common/translate.js';

/** The statuses the server moves an order through (server-contract "Order lifecycle"). */
export const ORDER_STATUSES = [
  'pending_shopper',
  'accepted_by_shopper',
  'shopper_at_shop',
  'shopping_in_progress',
  'shopper_revised_order',
  'customer_approved_revision',
  'final_shopping',
  'bill_uploaded',
  'bill_approved',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const TERMINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];
export const isTerminalStatus = (status: string): boolean => status === 'delivered' || status === 'cancelled';

/*
 * One question a screen asks about a status, each answered here so that no app compares statuses by
 * hand (PRODUCT.md §4 statuses; what a role may *do* is in transitions.ts).
 */
export const isCancelled = (status: string): boolean => status === 'cancelled';
export const isDelivered = (status: string): boolean => status === 'delivered';
/** The rider is on the way: the live position and the delivery code belong to this status only. */
export const isOutForDelivery = (status: string): boolean => status === 'out_for_delivery';
/** The shopper sent the bill and waits for the customer's approval (PRODUCT.md §4). */
export const awaitsBillApproval = (status: string): boolean => status === 'bill_uploaded';
/** Placed, and no shopper has taken it yet: every shopper sees it among the waiting orders. */
export const awaitsShopper = (status: string): boolean => status === 'pending_shopper';
/** The bill is approved: a delivery person may claim it, or its shopper set out with it. */
export const isReadyForDelivery = (status: string): boolean => status === 'bill_approved';
/** "picked_up", a status only an older server sent; it stamps pickedUpAt (PRODUCT.md §4 Live updates). */
export const isLegacyPickedUp = (status: string): boolean => status === 'picked_up';

/** PRODUCT.md §4 labels, including the legacy statuses an older server could still send. */
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pending_shopper: 'Finding Personal Shopper',
  accepted_by_shopper: 'Personal Shopper Assigned',
  shopper_at_shop: 'Shopper Arrived at Store',
  shopping_in_progress: 'Shopping in Progress',
  shopping: 'Shopping in Progress',
  final_shopping: 'Finalizing Purchase',
  shopper_revised_order: 'Order Revised - Please Review',
  customer_reviewing_revision: 'Order Revised - Please Review',
  customer_approved_revision: 'Revision Approved',
  bill_uploaded: 'Bill Uploaded - Awaiting Approval',
  bill_sent: 'Bill Sent for Approval',
  bill_approved: 'Bill Approved - Preparing Delivery',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready for Pickup',
  ready_for_pickup: 'Ready for Pickup',
  picked_up: 'Picked Up',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Any other status: underscores become spaces and words are capitalised. */
export function statusLabel(status: string, translate: Translate = englishText): string {
  const known = STATUS_LABELS[status];
  if (known) return translate(known);
  return status
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type StatusColourGroup =
  | 'pending'
  | 'confirmed'
  | 'preparing'
  | 'ready'
  | 'picked-up'
  | 'delivered'
  | 'cancelled';

const COLOUR_GROUPS: Record<string, StatusColourGroup> = {
  pending: 'pending',
  pending_shopper: 'pending',
  accepted_by_shopper: 'confirmed',
  customer_approved_revision: 'confirmed',
  bill_approved: 'confirmed',
  confirmed: 'confirmed',
  shopper_at_shop: 'preparing',
  shopping_in_progress: 'preparing',
  shopping: 'preparing',
  final_shopping: 'preparing',
  preparing: 'preparing',
  shopper_revised_order: 'ready',
  customer_reviewing_revision: 'ready',
  bill_uploaded: 'ready',
  bill_sent: 'ready',
  ready: 'ready',
  picked_up: 'picked-up',
  out_for_delivery: 'picked-up',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** Unknown statuses fall in the pending group so they are still shown neutrally. */
export const statusColourGroup = (status: string): StatusColourGroup => COLOUR_GROUPS[status] ?? 'pending';

/** Statuses for which the customer is asked to review a revision (PRODUCT.md §2 Order history). */
export const needsRevisionReview = (status: string): boolean =>
  status === 'shopper_revised_order' || status === 'customer_reviewing_revision';

/** The order waits for the customer: a revision to review or a bill to approve (the answer deadline runs). */
export const awaitsCustomerAnswer = (status: string): boolean =>
  needsRevisionReview(status) || awaitsBillApproval(status);
