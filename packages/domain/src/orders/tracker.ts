import { englishText, type Translate } from '../common/translate.js';
import {
  awaitsBillApproval,
  isCancelled,
  isDelivered,
  isOutForDelivery,
  isTerminalStatus,
  needsRevisionReview,
} from './status.js';

/**
 * Issue 13: the order page as a tracker. Which steps this order's path has, which are done and when,
 * what the customer must do now, and when the goods should arrive. Pure: the page passes the order and
 * the time.
 */
export type TrackerStepKey =
  | 'placed'
  | 'assigned'
  | 'shopping'
  | 'review'
  | 'bill'
  | 'on_the_way'
  | 'delivered';

export interface TrackerStep {
  key: TrackerStepKey | 'cancelled';
  label: string;
  state: 'done' | 'current' | 'upcoming';
  /** When the step was reached (ISO), for steps done or current. */
  at: string | null;
}

interface TrackedOrder {
  status: string;
  createdAt: string;
  timeline: readonly { status: string; timestamp: string }[];
}

const STEPS: { key: TrackerStepKey; label: string; statuses: readonly string[] }[] = [
  { key: 'placed', label: 'Order placed', statuses: ['pending_shopper', 'pending'] },
  { key: 'assigned', label: 'Shopper assigned', statuses: ['accepted_by_shopper'] },
  {
    key: 'shopping',
    label: 'Shopping',
    statuses: ['shopper_at_shop', 'shopping_in_progress', 'final_shopping'],
  },
  {
    key: 'review',
    label: 'Your review of changes',
    statuses: ['shopper_revised_order', 'customer_reviewing_revision', 'customer_approved_revision'],
  },
  { key: 'bill', label: 'Bill', statuses: ['bill_uploaded', 'bill_approved'] },
  { key: 'on_the_way', label: 'On the way', statuses: ['out_for_delivery', 'picked_up'] },
  { key: 'delivered', label: 'Delivered', statuses: ['delivered'] },
];

const stepIndexOf = (status: string): number => STEPS.findIndex((step) => step.statuses.includes(status));

/**
 * Every step of this order's path with its state and time. The review step is part of the path only
 * once the shopper revised the order. A cancelled order shows the steps it reached, then "Cancelled".
 */
export function trackerSteps(order: TrackedOrder, translate: Translate = englishText): TrackerStep[] {
  const history = [...order.timeline].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const revised = history.some((e) => stepIndexOf(e.status) === 3) || stepIndexOf(order.status) === 3;
  const path = STEPS.filter((step) => step.key !== 'review' || revised);
  const firstReached = (statuses: readonly string[]): string | null =>
    history.find((e) => statuses.includes(e.status))?.timestamp ?? null;

  if (isCancelled(order.status)) {
    const reached = path.filter((step) => firstReached(step.statuses) !== null);
    const cancelledAt = [...history].reverse().find((e) => e.status === 'cancelled')?.timestamp ?? null;
    return [
      ...reached.map(
        (step): TrackerStep => ({
          key: step.key,
          label: translate(step.label),
          state: 'done',
          at: firstReached(step.statuses) ?? (step.key === 'placed' ? order.createdAt : null),
        }),
      ),
      { key: 'cancelled', label: translate('Cancelled'), state: 'current', at: cancelledAt },
    ];
  }

  const currentKey = STEPS[stepIndexOf(order.status)]?.key ?? 'placed';
  const current = path.findIndex((step) => step.key === currentKey);
  return path.map((step, index): TrackerStep => {
    const state =
      index < current
        ? 'done'
        : index === current
          ? currentKey === 'delivered'
            ? 'done'
            : 'current'
          : 'upcoming';
    const at =
      state === 'upcoming'
        ? null
        : (firstReached(step.statuses) ?? (step.key === 'placed' ? order.createdAt : null));
    return { key: step.key, label: translate(step.label), state, at };
  });
}

/** The one thing the customer must do now, pinned under the tracker. */
export type PinnedAction = 'review_changes' | 'approve_bill' | 'delivery_code' | 'rate' | null;

export function pinnedAction(order: {
  status: string;
  deliveryOTP?: string | null;
  rating?: unknown;
}): PinnedAction {
  if (needsRevisionReview(order.status)) return 'review_changes';
  if (awaitsBillApproval(order.status)) return 'approve_bill';
  if (isOutForDelivery(order.status) && order.deliveryOTP) return 'delivery_code';
  if (isDelivered(order.status) && !order.rating) return 'rate';
  return null;
}

/** City riding speed for the minutes-left estimate, with a little time to park and hand over. */
export const RIDER_SPEED_KMH = 18;
const HANDOVER_MINUTES = 2;

export type DeliveryEta =
  | { kind: 'delivered'; at: string }
  | { kind: 'arriving'; minutes: number; distanceKm: number }
  | { kind: 'estimate'; at: string }
  | { kind: 'late'; was: string }
  | { kind: 'none' };

interface EtaOrder {
  status: string;
  deliveredAt?: string | null;
  estimatedDeliveryTime?: string | null;
  timeline: readonly { status: string; timestamp: string }[];
}

/** Minutes for a rider `km` away (straight line), at least 1. */
export const minutesForKm = (km: number): number =>
  Math.max(1, Math.ceil((km / RIDER_SPEED_KMH) * 60) + HANDOVER_MINUTES);

/**
 * When the goods arrive: "Delivered at ..." once done; minutes left from the rider's live position
 * while out for delivery (`riderKm`: straight-line km from the rider to the address, when both are
 * known); else the estimate, or honestly "later than estimated" once it has passed.
 */
export function deliveryEta(order: EtaOrder, now: Date | number, riderKm: number | null = null): DeliveryEta {
  if (isCancelled(order.status)) return { kind: 'none' };
  if (isDelivered(order.status)) {
    const at =
      order.deliveredAt ?? [...order.timeline].reverse().find((e) => e.status === 'delivered')?.timestamp;
    return at ? { kind: 'delivered', at } : { kind: 'none' };
  }
  if (isOutForDelivery(order.status) && riderKm !== null && Number.isFinite(riderKm)) {
    return { kind: 'arriving', minutes: minutesForKm(riderKm), distanceKm: Math.round(riderKm * 10) / 10 };
  }
  const estimate = order.estimatedDeliveryTime;
  if (!estimate || isTerminalStatus(order.status)) return { kind: 'none' };
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return Date.parse(estimate) < nowMs ? { kind: 'late', was: estimate } : { kind: 'estimate', at: estimate };
}
