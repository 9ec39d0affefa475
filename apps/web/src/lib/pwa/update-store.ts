import { create } from 'zustand';

interface UpdateState {
  /** A new version's service worker, installed and waiting for the customer to reload (issue 19). */
  waiting: ServiceWorker | null;
}

/** Set by the lazily loaded registration (service-worker.ts); read by the layout's update banner. */
export const useUpdateStore = create<UpdateState>(() => ({ waiting: null }));

/** Lets the waiting version take over; the page reloads when it does (see service-worker.ts). */
export function applyUpdate(): void {
  useUpdateStore.getState().waiting?.postMessage({ type: 'SKIP_WAITING' });
}
