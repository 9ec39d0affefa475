import { create } from 'zustand';
import { onForgetCustomer } from '../../../lib/forget-customer';

export interface LiveCancellation {
  orderId: string;
  orderNumber: string;
  reasonText: string;
  paymentText: string;
}

interface CancellationState {
  /** The newest cancellation not yet dismissed (the banner shows one at a time). */
  current: LiveCancellation | null;
  show(cancellation: LiveCancellation): void;
  dismiss(): void;
}

/** What the red cancelled-order banner shows; written by the live-updates hook. */
export const useCancellationBanner = create<CancellationState>((set) => ({
  current: null,
  show: (cancellation) => set({ current: cancellation }),
  dismiss: () => set({ current: null }),
}));

/**
 * Orders this customer is cancelling from this tab: their own cancellation needs no banner (the page
 * already says "Order cancelled successfully.").
 */
export const selfCancelled = new Set<string>();

onForgetCustomer(() => {
  useCancellationBanner.setState({ current: null });
  selfCancelled.clear();
});

/**
 * Cancellations the customer has been told about, kept in local storage so that the snapshot sent on
 * every (re)connection tells of a cancellation once, not on every reload. Cleared at logout.
 */
export const TOLD_CANCELLATIONS_KEY = 'toldCancellations';
const MAX_TOLD = 100;

function readTold(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TOLD_CANCELLATIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Records that the customer was told of this cancellation; false when they already had been. */
export function markCancellationTold(orderId: string): boolean {
  const told = readTold();
  if (told.includes(orderId)) return false;
  try {
    localStorage.setItem(TOLD_CANCELLATIONS_KEY, JSON.stringify([...told, orderId].slice(-MAX_TOLD)));
  } catch {
    // Storage full or blocked: the banner may show again after a reload, which is the safe side.
  }
  return true;
}
