import { sortShopsForHome } from '@jhola/domain';
import { type ReactNode, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';
import { useShops } from '../api/get-shops';
import { useShopCategories } from '../hooks/use-shop-categories';
import { useShopFilters } from '../hooks/use-shop-filters';
import { PageLoading } from './page-loading';
import { SampleShops } from './sample-shops';
import { ShopCard } from './shop-card';
import { ShopFilters } from './shop-filters';
import { ShopGrid } from './shop-grid';

/** §2 Home shop list: server-side search and category filter, the sort rule, empty and fallback states. */
export function ShopDirectory() {
  const { filters, searchInput, setSearchInput, setCategory, clear, hasFilters } = useShopFilters();
  const categories = useShopCategories(filters.category);
  const shops = useShops(filters);
  const sorted = useMemo(() => sortShopsForHome(shops.data?.shops ?? []), [shops.data]);
  const retry = () => void shops.refetch();

  let body: ReactNode;
  if (shops.isPending) body = <PageLoading label="Loading shops..." />;
  else if (shops.isError) body = <SampleShops reason="failed" onRetry={retry} />;
  else if (sorted.length === 0 && !hasFilters) body = <SampleShops reason="empty" onRetry={retry} />;
  else if (sorted.length === 0) {
    body = (
      <EmptyState title="No shops found">
        <p className="w-full text-stone-600">No shop matches your search. Try another word or category.</p>
        <Button variant="secondary" onClick={retry} busy={shops.isFetching} busyLabel="Trying...">
          Try Again
        </Button>
        <Button onClick={clear}>Clear Filters</Button>
      </EmptyState>
    );
  } else {
    body = (
      <ShopGrid busy={shops.isPlaceholderData}>
        {sorted.map((shop, i) => (
          <li key={shop._id}>
            <ShopCard shop={shop} priority={i < 2} />
          </li>
        ))}
      </ShopGrid>
    );
  }

  return (
    <section aria-labelledby="shops-heading" className="mx-auto max-w-6xl px-4 py-6">
      <h2 id="shops-heading" className="mb-3 text-xl font-semibold">
        Shops near you
      </h2>
      <ShopFilters
        search={searchInput}
        onSearchChange={setSearchInput}
        category={filters.category}
        categories={categories}
        onCategoryChange={setCategory}
      />
      <p role="status" className="sr-only">
        {shops.isSuccess ? `${sorted.length} ${sorted.length === 1 ? 'shop' : 'shops'} found` : ''}
      </p>
      <div className="mt-4">{body}</div>
    </section>
  );
}
