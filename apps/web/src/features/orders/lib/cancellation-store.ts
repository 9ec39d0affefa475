import { create } from 'zustand';

export interface LiveCancellation {
  orderId: string;
  orderNumber: string;
  reasonText: string;
  paymentText: string;
}

interface CancellationState {
  /** The newest live cancellation not yet dismissed (the banner shows one at a time). */
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
