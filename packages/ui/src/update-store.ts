import { create } from 'zustand';

interface UpdateState {
  /** A new version's service worker, installed and waiting for the customer to reload (issue 19). */
  waiting: ServiceWorker | null;
}

/** Set by the lazily loaded registration (pwa-register.ts); read by each app's update banner. */
export const useUpdateStore = create<UpdateState>(() => ({ waiting: null }));

/** Lets the waiting version take over; the page reloads when it does (see pwa-register.ts). */
export function applyUpdate(): void {
  useUpdateStore.getState().waiting?.postMessage({ type: 'SKIP_WAITING' });
}
