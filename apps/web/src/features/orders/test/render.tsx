import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Cached data stays fresh, so a screen renders what the test put in the cache without a request. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });

interface RenderOptions {
  path?: string;
  url?: string;
  queryClient?: QueryClient;
  /** Pages the screen navigates to. */
  routes?: { path: string; element: ReactElement }[];
}

/** Renders a screen inside a real router and query client. */
export function renderScreen(element: ReactElement, options: RenderOptions = {}) {
  const { path = '/', routes = [], queryClient = testQueryClient() } = options;
  const router = createMemoryRouter([{ path, element }, ...routes], {
    initialEntries: [options.url ?? path],
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
