import { lazy, Suspense } from 'react';
import { withLoadTimeout } from '../../../lib/lazy-load';
import { useDeliveryPlace } from '../../../lib/place-store';
import { useShopCategories } from '../hooks/use-shop-categories';
import { useShopFilters } from '../hooks/use-shop-filters';
import { useShopsT } from '../i18n';
import { AllShops } from './all-shops';
import { NearbyShops } from './nearby-shops';
import { ShopFilters } from './shop-filters';
import { ShopGridSkeleton } from './skeletons';

/** Found across the shops: code of its own, fetched when the customer searches (issue 47, decision 0082). */
const SearchResults = lazy(
  withLoadTimeout(() => import('./search-results').then((m) => ({ default: m.SearchResults }))),
);

/**
 * PRODUCT.md §2 Home shop list, placed (issue 12): with a delivery place, only the shops that deliver there (the
 * others behind "Shops in other cities"); without one, every shop as the spec lists them. One search box
 * finds shops and products across the shops that deliver to the place.
 */
export function ShopDirectory() {
  const t = useShopsT();
  const { filters, searchInput, setSearchInput, setCategory, clear, hasFilters } = useShopFilters();
  const categories = useShopCategories(filters.category);
  const place = useDeliveryPlace();
  const searching = filters.search.trim().length >= 2;

  return (
    <section aria-labelledby="shops-heading" className="mx-auto max-w-6xl px-4 py-2 sm:py-4">
      <ShopFilters
        search={searchInput}
        onSearchChange={setSearchInput}
        category={filters.category}
        categories={categories}
        onCategoryChange={setCategory}
        showCategory={!searching}
      />
      <h2 id="shops-heading" className="mt-3 mb-2 text-lg font-semibold sm:text-xl">
        {searching ? t('shops.searchResults') : place ? t('shops.deliveringToYou') : t('shops.nearYou')}
      </h2>
      <div>
        {searching ? (
          <Suspense fallback={<ShopGridSkeleton label={t('shops.searching')} count={2} />}>
            <SearchResults q={filters.search} place={place} onClear={clear} onSearch={setSearchInput} />
          </Suspense>
        ) : place ? (
          <NearbyShops filters={filters} place={place} hasFilters={hasFilters} onClear={clear} />
        ) : (
          <AllShops filters={filters} hasFilters={hasFilters} onClear={clear} />
        )}
      </div>
    </section>
  );
}
