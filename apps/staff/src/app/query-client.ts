import { QueryClient } from '@tanstack/react-query';

/**
 * Staff screens stay fresh through realtime events; the short poll is a safety net for a phone whose
 * socket silently died (cheap Android, tunnel, lift), so an order is never stuck on an old status.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 5_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});
