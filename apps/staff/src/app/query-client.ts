import { fullJitterDelayMs } from '@jhola/client';
import { QueryClient } from '@tanstack/react-query';

/**
 * Staff screens stay fresh through realtime events; the short poll is a safety net for a phone whose
 * socket silently died (cheap Android, tunnel, lift), so an order is never stuck on an old status.
 * The one retry waits a random time (full jitter) so that every open staff screen does not come back
 * in the same second after an outage.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      retryDelay: (attempt) => fullJitterDelayMs(attempt, 1_000, 8_000),
      staleTime: 5_000,
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});
