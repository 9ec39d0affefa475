import { QueryClient } from '@tanstack/react-query';

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
 * The app's one query client. A module value (not component state) so the router's loaders can start
 * a screen's requests while its code is still downloading (see route-prefetch.ts).
 */
export const queryClient = createQueryClient();
