import type { LoaderFunctionArgs } from 'react-router';
import { activeNoticesQueryOptions } from '../features/notices/api/get-active-notices';
import { customerOrdersQueryOptions } from '../features/orders/api/get-customer-orders';
import { shopQueryOptions } from '../features/shops/api/get-shop';
import { shopCategoriesQueryOptions } from '../features/shops/api/get-shop-categories';
import { shopProductsQueryOptions } from '../features/shops/api/get-shop-products';
import { shopsQueryOptions } from '../features/shops/api/get-shops';
import { useAuthStore } from '../lib/auth-store';
import { BARE_PATHS } from './layout/app-layout';
import { queryClient } from './query-client';

/**
 * Route loaders that only START a screen's requests, so they run while the screen's lazy chunk
 * downloads instead of after it (no request waterfall). They never await: navigation is not held up,
 * and the screens still show their own loading and error states from the same queries (same keys,
 * same functions). A signed-out visitor asks nothing the guard would send to /login anyway.
 */
const signedIn = () => Boolean(useAuthStore.getState().token);

/** Every screen under the layout shows the notice banner, except the bare login and signup screens. */
export function prefetchLayout({ request }: LoaderFunctionArgs): null {
  const { pathname } = new URL(request.url);
  if (!BARE_PATHS.has(pathname)) void queryClient.prefetchQuery(activeNoticesQueryOptions());
  return null;
}

export function prefetchHome({ request }: LoaderFunctionArgs): null {
  if (!signedIn()) return null;
  const params = new URL(request.url).searchParams;
  const filters = { search: params.get('search') ?? '', category: params.get('category') ?? '' };
  void queryClient.prefetchQuery(shopsQueryOptions(filters));
  void queryClient.prefetchQuery(shopCategoriesQueryOptions());
  void queryClient.prefetchQuery(customerOrdersQueryOptions());
  return null;
}

export function prefetchShop({ params }: LoaderFunctionArgs): null {
  if (!signedIn() || !params.shopId) return null;
  void queryClient.prefetchQuery(shopQueryOptions(params.shopId));
  void queryClient.prefetchQuery(shopProductsQueryOptions(params.shopId));
  return null;
}
