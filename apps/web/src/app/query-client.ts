import { QueryClient } from '@tanstack/react-query';

/** The transport already retries what is safe to retry (§8), so queries do not retry again on top. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
