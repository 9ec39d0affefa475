import { DEFAULT_INQUIRY_MINUTES } from '../catalogue/shop-constants.js';
import { isOutForDelivery, isTerminalStatus } from './status.js';

/** PRODUCT.md §9: the inquiry availability is rechecked every 30 seconds. */
export const INQUIRY_RECHECK_MS = 30_000;
/** PRODUCT.md §9: the inquiry history shows the last 3 inquiries. */
export const INQUIRY_HISTORY_LIMIT = 3;

export interface InquiryAvailability {
  /** Never offered for delivered or cancelled orders. */
  offered: boolean;
  available: boolean;
  /** Whole minutes still to wait (rounded up), 0 once available. */
  minutesLeft: number;
  /** Share of the waiting time already passed, 0..1 (the progress bar). */
  progress: number;
  waitMinutes: number;
}

/**
 * PRODUCT.md §4 Inquiry availability: unavailable until the minutes since the order was placed reach the shop's
 * inquiryAvailableTime (default 15); never for delivered or cancelled orders.
 */
export function inquiryAvailability(
  order: { status: string; createdAt: string; shopId?: { inquiryAvailableTime?: number | null } | null },
  now: Date | number,
): InquiryAvailability {
  const raw = order.shopId?.inquiryAvailableTime;
  const waitMinutes =
    typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : DEFAULT_INQUIRY_MINUTES;
  const offered = !isTerminalStatus(order.status);
  const placedAt = Date.parse(order.createdAt);
  const nowMs = typeof now === 'number' ? now : now.getTime();
  // An unreadable placement time cannot start the clock: wait the full time.
  const elapsedMs = Number.isFinite(placedAt) ? Math.max(0, nowMs - placedAt) : 0;
  const waitMs = waitMinutes * 60_000;
  const available = offered && elapsedMs >= waitMs;
  const leftMs = Math.max(0, waitMs - elapsedMs);
  return {
    offered,
    available,
    minutesLeft: available ? 0 : Math.ceil(leftMs / 60_000),
    progress: waitMs === 0 ? 1 : Math.min(1, elapsedMs / waitMs),
    waitMinutes,
  };
}

/**
 * Issue 47: while the order is on its way the customer reaches its delivery person at once, by call,
 * WhatsApp or the order's chat (which the delivery person reads); the inquiry wait is the shopper's.
 */
export const canReachRider = (order: {
  status: string;
  deliveryPerson?: { phone: string } | null;
}): boolean => isOutForDelivery(order.status) && !!order.deliveryPerson;
