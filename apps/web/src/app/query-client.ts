import { onlineManager, QueryClient } from '@tanstack/react-query';

/** The transport already retries what is safe to retry (PRODUCT.md §8), so queries do not retry again on top. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
      // Offline the app is read-only (issue 19): an action fails at once with the network message rather
      // than waiting, paused, to run by surprise when the network returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });

/**
 * Issue 19: TanStack Query assumes a network until the browser fires `offline`, and an app OPENED
 * offline gets no such event. Its queries would then fetch, fail, and turn the orders restored from this
 * browser's copy (offline-orders.ts) into "Failed to load": on any screen asked before the copy arrived,
 * and on every screen once the copy is older than the stale time. Starting from the browser's own word
 * they wait, paused, showing the copy, and run when the `online` event comes (the app catches up).
 */
export function startFromBrowserOnline(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}

/**
 * The app's one query client. A module value (not component state) so the router can start a screen's
 * requests while its code is still downloading (see route-prefetch.ts).
 */
export const queryClient = createQueryClient();
startFromBrowserOnline();
