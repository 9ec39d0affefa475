import { type Location, matchPath, type Params } from 'react-router';
import { activeNoticesQueryOptions } from '../features/notices/api/get-active-notices';
import { customerOrdersQueryOptions } from '../features/orders/api/get-customer-orders';
import { productCategoriesQueryOptions } from '../features/shops/api/get-product-categories';
import { isCatalogueSort, productPagesQueryOptions } from '../features/shops/api/get-product-page';
import { shopQueryOptions } from '../features/shops/api/get-shop';
import { shopCategoriesQueryOptions } from '../features/shops/api/get-shop-categories';
import { shopsQueryOptions } from '../features/shops/api/get-shops';
import { useAuthStore } from '../lib/auth-store';
import { placeQuery, usePlaceStore } from '../lib/place-store';
import { savedAddressesQueryOptions } from '../lib/saved-addresses';
import { BARE_PATHS } from './layout/app-layout';
import { queryClient } from './query-client';

/**
 * Prefetches that only START a screen's requests, so they run while the screen's lazy chunk downloads
 * instead of after it (no request waterfall). They never await: navigation is not held up, and the
 * screens still show their own loading and error states from the same queries (same keys, same
 * functions). Browsing is public (decision 0057); only a customer's own reads wait for a sign-in.
 */
const signedIn = () => Boolean(useAuthStore.getState().token);

interface PrefetchArgs {
  search: URLSearchParams;
  params: Params;
}

/** Every screen under the layout shows the notice banner, except the bare login and signup screens. */
function prefetchLayout(pathname: string) {
  if (!BARE_PATHS.has(pathname)) void queryClient.prefetchQuery(activeNoticesQueryOptions());
}

function prefetchHome({ search }: PrefetchArgs) {
  const filters = { search: search.get('search') ?? '', category: search.get('category') ?? '' };
  // Only the list home shows first: the shops that deliver to the chosen place (or all, without one).
  if (filters.search.trim().length < 2)
    void queryClient.prefetchQuery(
      shopsQueryOptions({ ...filters, ...placeQuery(usePlaceStore.getState().place) }),
    );
  void queryClient.prefetchQuery(shopCategoriesQueryOptions());
  if (signedIn()) void queryClient.prefetchQuery(customerOrdersQueryOptions());
}

/** The shop, its categories and the first page of products, for the view the URL asks for. */
function prefetchShop({ params, search }: PrefetchArgs) {
  if (!params.shopId) return;
  const sort = search.get('sort');
  const query = {
    q: search.get('q') ?? '',
    category: search.get('category') ?? '',
    sort: isCatalogueSort(sort) ? sort : ('relevance' as const),
  };
  void queryClient.prefetchQuery(shopQueryOptions(params.shopId));
  void queryClient.prefetchQuery(productCategoriesQueryOptions(params.shopId));
  void queryClient.prefetchInfiniteQuery(productPagesQueryOptions(params.shopId, query));
}

/**
 * The saved addresses the checkout opens with. The page started that read (landing-screens.ts); taken
 * here, it is in the cache when the checkout first renders, instead of arriving a moment after and
 * drawing the whole form again (decision 0053).
 */
function prefetchCheckout() {
  if (signedIn()) void queryClient.prefetchQuery(savedAddressesQueryOptions());
}

const SCREEN_PREFETCHES: { path: string; prefetch: (args: PrefetchArgs) => void }[] = [
  { path: '/', prefetch: prefetchHome },
  { path: '/shop/:shopId', prefetch: prefetchShop },
  { path: '/final-checkout', prefetch: prefetchCheckout },
];

/** Starts the requests of the screen at this location (see app/router.tsx for when it runs). */
export function prefetchRoute(location: Pick<Location, 'pathname' | 'search'>): void {
  prefetchLayout(location.pathname);
  const search = new URLSearchParams(location.search);
  for (const { path, prefetch } of SCREEN_PREFETCHES) {
    const match = matchPath(path, location.pathname);
    if (match) prefetch({ search, params: match.params });
  }
}
