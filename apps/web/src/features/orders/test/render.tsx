import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Cached data stays fresh, so a screen renders what the test put in the cache without a request. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });

/** Renders a screen inside a real router and query client; `routes` adds the pages it navigates to. */
export function renderScreen(
  element: ReactElement,
  {
    path = '/',
    url = path,
    queryClient = testQueryClient(),
    routes = [] as { path: string; element: ReactElement }[],
  } = {},
) {
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [url] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
