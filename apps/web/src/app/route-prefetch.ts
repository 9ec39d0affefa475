import type { LoaderFunctionArgs } from 'react-router';
import { activeNoticesQueryOptions } from '../features/notices/api/get-active-notices';
import { customerOrdersQueryOptions } from '../features/orders/api/get-customer-orders';
import { productCategoriesQueryOptions } from '../features/shops/api/get-product-categories';
import { isCatalogueSort, productPagesQueryOptions } from '../features/shops/api/get-product-page';
import { shopQueryOptions } from '../features/shops/api/get-shop';
import { shopCategoriesQueryOptions } from '../features/shops/api/get-shop-categories';
import { shopsQueryOptions } from '../features/shops/api/get-shops';
import { useAuthStore } from '../lib/auth-store';
import { placeQuery, usePlaceStore } from '../lib/place-store';
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
  // Only the list home shows first: the shops that deliver to the chosen place (or all, without one).
  if (filters.search.trim().length < 2)
    void queryClient.prefetchQuery(
      shopsQueryOptions({ ...filters, ...placeQuery(usePlaceStore.getState().place) }),
    );
  void queryClient.prefetchQuery(shopCategoriesQueryOptions());
  void queryClient.prefetchQuery(customerOrdersQueryOptions());
  return null;
}

/** The shop, its categories and the first page of products, for the view the URL asks for. */
export function prefetchShop({ params, request }: LoaderFunctionArgs): null {
  if (!signedIn() || !params.shopId) return null;
  const search = new URL(request.url).searchParams;
  const sort = search.get('sort');
  const query = {
    q: search.get('q') ?? '',
    category: search.get('category') ?? '',
    sort: isCatalogueSort(sort) ? sort : ('relevance' as const),
  };
  void queryClient.prefetchQuery(shopQueryOptions(params.shopId));
  void queryClient.prefetchQuery(productCategoriesQueryOptions(params.shopId));
  void queryClient.prefetchInfiniteQuery(productPagesQueryOptions(params.shopId, query));
  return null;
}
